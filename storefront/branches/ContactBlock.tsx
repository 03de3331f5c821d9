import styles from './ContactBlock.module.css'
import { phoneHref, websiteLink } from './links'
import { BRANCH_TEXTS } from './texts'
import type { BranchContact } from './types'

interface Props {
  contact: BranchContact
  /** Heading level inside the surrounding section (default 3). */
  headingLevel?: 2 | 3 | 4
}

/** Name, street, zip code and city, phone, e-mail and website of a branch; empty fields are left out. */
export function ContactBlock({ contact, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const
  const tel = phoneHref(contact.phone)
  const website = websiteLink(contact.website)
  const place = [contact.zipCode, contact.city].filter(Boolean).join(' ')
  return (
    <div className={styles.contact}>
      <Heading className={styles.heading}>{BRANCH_TEXTS.contact}</Heading>
      <address className={styles.address}>
        <span className={styles.name}>{contact.name}</span>
        {contact.street ? <span>{contact.street}</span> : null}
        {place ? <span>{place}</span> : null}
        {contact.phone && tel ? (
          <a className={styles.link} href={tel}>
            <span className="visually-hidden">{BRANCH_TEXTS.phone}: </span>
            {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a className={styles.link} href={`mailto:${contact.email}`}>
            <span className="visually-hidden">{BRANCH_TEXTS.email}: </span>
            {contact.email}
          </a>
        ) : null}
        {website ? (
          <a className={styles.link} href={website.href} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">{BRANCH_TEXTS.website}: </span>
            {website.text}
          </a>
        ) : null}
      </address>
    </div>
  )
}
