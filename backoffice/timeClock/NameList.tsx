'use client'

import { useId, useMemo, useState } from 'react'

import { foldText } from '@/src/domain/text'

import type { ClockPersonEntry } from './data'
import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'
import styles from './TimeClock.module.css'

/** The names of the branch's staff as big buttons, narrowed by typing part of a name. */
export function NameList({ people, onChoose }: { people: ClockPersonEntry[]; onChoose: (person: ClockPersonEntry) => void }) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const shown = useMemo(() => {
    const wanted = foldText(query.trim(), 'base')
    return wanted ? people.filter((person) => foldText(`${person.name} ${person.username}`, 'base').includes(wanted)) : people
  }, [people, query])
  if (!people.length) return <p className={styles.hint}>{T.nobody}</p>
  return (
    <section className={styles.panel} aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`} className={styles.heading}>{T.chooseName}</h2>
      <label htmlFor={searchId} className="visually-hidden">{T.search}</label>
      <input id={searchId} className={styles.search} type="search" placeholder={T.search} value={query} autoComplete="off" onChange={(event) => setQuery(event.target.value)} />
      {shown.length ? (
        <ul className={styles.names}>
          {shown.map((person) => (
            <li key={person.username}>
              <button type="button" className={styles.name} onClick={() => onChoose(person)}>{person.name}</button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{T.noMatch}</p>
      )}
    </section>
  )
}
