'use client'

import { useState } from 'react'

import type { BranchHoursTables, HoursTableRow } from '@/src/domain/schedule/hoursTable'
import type { Segments } from '@/src/domain/segments'
import { useClockValue } from '@/storefront/ui/useMinuteClock'

import styles from './OpeningHoursTable.module.css'
import { BRANCH_TEXTS } from './texts'

type HoursKind = 'opening' | 'delivery'

interface Props {
  branch: { name: string }
  /** The branch's hours tables over the coming days (branchClock): the week shown changes on Mondays. */
  hours: Segments<BranchHoursTables>
  /** ISO instant the server rendered the page at (see useMinuteClock). */
  renderedAt: string
  /** Heading level inside the surrounding section (default 3). */
  headingLevel?: 2 | 3 | 4
}

const LABELS: Record<HoursKind, string> = { opening: BRANCH_TEXTS.openingHours, delivery: BRANCH_TEXTS.deliveryHours }

/**
 * The week's opening hours as a table (equal days grouped: 'Mo - Fr', closed days 'Geschlossen')
 * and, when the branch has delivery hours enabled, a toggle to its delivery hours.
 */
export function OpeningHoursTable({ branch, hours, renderedAt, headingLevel = 3 }: Props) {
  const [kind, setKind] = useState<HoursKind>('opening')
  const tables = useClockValue(hours, renderedAt)
  const Heading = `h${headingLevel}` as const
  const rows = kind === 'delivery' && tables.delivery ? tables.delivery : tables.opening
  const shown: HoursKind = rows === tables.opening ? 'opening' : 'delivery'
  return (
    <div className={styles.hours}>
      {tables.delivery ? (
        <>
          <Heading className="visually-hidden">{BRANCH_TEXTS.hoursHeading}</Heading>
          <div className={styles.toggle} role="group" aria-label={BRANCH_TEXTS.hoursToggle}>
            {(['opening', 'delivery'] as const).map((option) => (
              <button key={option} type="button" className={styles.option} aria-pressed={shown === option} onClick={() => setKind(option)}>
                {LABELS[option]}
              </button>
            ))}
          </div>
        </>
      ) : (
        <Heading className={styles.heading}>{BRANCH_TEXTS.openingHours}</Heading>
      )}
      <HoursRows rows={rows} caption={`${LABELS[shown]} ${branch.name}`} />
    </div>
  )
}

function HoursRows({ rows, caption }: { rows: HoursTableRow[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{BRANCH_TEXTS.dayColumn}</th>
          <th scope="col">{BRANCH_TEXTS.hoursColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-closed={row.isClosed || undefined}>
            <th scope="row">{row.label}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
