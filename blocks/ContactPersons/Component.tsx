import { useId } from 'react'

import { contentLinkTarget } from '@/src/domain/site'
import type { ContactPersonsBlock } from '@/src/payload-types'
import { ContentLink } from '@/storefront/ui/ContentLinks'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './ContactPersons.module.css'
import { CONTACT_TEXTS } from './texts'

type Contact = NonNullable<ContactPersonsBlock['contacts']>[number]

/** Up to two letters of a name for the stand-in of a missing photo: 'Johanna Wieser' → 'JW'. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .filter((_, index, words) => index === 0 || index === words.length - 1)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('')

/**
 * One person: photo (or initials), name, role, quote and the e-mail (mailto) and phone (tel)
 * links. `layout` 'row' puts the photo beside the text (contact persons), 'column' above it (team).
 */
export function ContactCard({ contact, layout, headingLevel }: { contact: Contact; layout: 'row' | 'column'; headingLevel: 'h2' | 'h3' }) {
  const Name = headingLevel
  const email = contact.email?.trim() ? contentLinkTarget({ kind: 'email', email: contact.email }) : null
  const phone = contact.phone?.trim() ? contentLinkTarget({ kind: 'phone', phone: contact.phone }) : null
  const hasPhoto = Boolean(contact.image && typeof contact.image === 'object')
  return (
    <article className={styles.card} data-layout={layout}>
      <div className={styles.photoFrame}>
        {hasPhoto ? (
          <SiteImage
            image={contact.image}
            sizes={layout === 'row' ? '(min-width: 1024px) 144px, (min-width: 720px) 176px, 88px' : '(min-width: 1024px) 400px, (min-width: 720px) 50vw, 88px'}
            fallbackSize="small"
            className={styles.photo}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials(contact.name)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Name className={styles.name}>{contact.name}</Name>
        {contact.role?.trim() ? <p className={styles.role}>{contact.role}</p> : null}
        {contact.quote?.trim() ? (
          <blockquote className={styles.quote}>
            <p>
              <q>{contact.quote.trim()}</q>
            </p>
          </blockquote>
        ) : null}
        {email || phone ? (
          <dl className={styles.reach}>
            {email ? (
              <div className={styles.reachItem}>
                <dt>{CONTACT_TEXTS.email}</dt>
                <dd>
                  <ContentLink target={email} className={styles.reachLink} />
                </dd>
              </div>
            ) : null}
            {phone ? (
              <div className={styles.reachItem}>
                <dt>{CONTACT_TEXTS.phone}</dt>
                <dd>
                  <ContentLink target={phone} className={styles.reachLink} />
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </article>
  )
}

/** The contact persons of a topic as cards, the photo beside the text (two per row from desktop). */
export function ContactPersonsView({ block }: BlockProps<ContactPersonsBlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  const contacts = block.contacts ?? []
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {contacts.length > 0 ? (
          <ul className={styles.rowList}>
            {contacts.map((contact, index) => (
              <li key={contact.id ?? index}>
                <ContactCard contact={contact} layout="row" headingLevel={title ? 'h3' : 'h2'} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
