import { useId } from 'react'

import type { TeamBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'

import { ContactCard } from '../ContactPersons/Component'
import type { BlockProps } from '../types'
import styles from './Team.module.css'

/** The team: an introduction, then one card per person with the photo above (three per row from desktop). */
export function TeamView({ block }: BlockProps<TeamBlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  const contacts = block.contacts ?? []
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        <div className={styles.intro}>
          {title ? (
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          <RichText data={block.text} className={`rich-text ${styles.text}`} />
        </div>
        {contacts.length > 0 ? (
          <ul className={styles.members}>
            {contacts.map((contact, index) => (
              <li key={contact.id ?? index} className={styles.member}>
                <ContactCard contact={contact} layout="column" headingLevel={title ? 'h3' : 'h2'} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
