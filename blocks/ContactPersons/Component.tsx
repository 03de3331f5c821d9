import { contentLinkTarget, type ContentLinkTarget } from '@/src/domain/site'
import type { ContactPersonsBlock } from '@/src/payload-types'
import { ContentLink } from '@/storefront/ui/ContentLinks'
import { ContactPhoto } from '@/storefront/ui/ContactPhoto'

import { BlockSection, entryHeading } from '../shared/BlockSection'
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

/** One way to reach the person: 'E-Mail' or 'Telefon' and the link. */
function ReachItem({ term, target }: { term: string; target: ContentLinkTarget }) {
  return (
    <div className={styles.reachItem}>
      <dt>{term}</dt>
      <dd>
        <ContentLink target={target} className={styles.reachLink} />
      </dd>
    </div>
  )
}

/**
 * One person: photo (or initials), name, role, quote and the e-mail (mailto) and phone (tel)
 * links. `layout` 'row' puts the photo beside the text (contact persons), 'column' above it (team).
 */
function ContactCard({ contact, layout, headingLevel }: { contact: Contact; layout: 'row' | 'column'; headingLevel: 'h2' | 'h3' }) {
  const Name = headingLevel
  const email = contact.email?.trim() ? contentLinkTarget({ kind: 'email', email: contact.email }) : null
  const phone = contact.phone?.trim() ? contentLinkTarget({ kind: 'phone', phone: contact.phone }) : null
  const hasPhoto = Boolean(contact.image && typeof contact.image === 'object')
  return (
    <article className={styles.card} data-layout={layout}>
      <div className={styles.photoFrame}>
        {hasPhoto ? (
          <ContactPhoto image={contact.image} className={styles.photo} />
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
            {email ? <ReachItem term={CONTACT_TEXTS.email} target={email} /> : null}
            {phone ? <ReachItem term={CONTACT_TEXTS.phone} target={phone} /> : null}
          </dl>
        ) : null}
      </div>
    </article>
  )
}

interface ContactListProps {
  contacts: ContactPersonsBlock['contacts']
  layout: 'row' | 'column'
  headingLevel: 'h2' | 'h3'
  className: string
}

/** The people of a contactPersons or team block as a list of cards; nothing without any. */
export function ContactList({ contacts, layout, headingLevel, className }: ContactListProps) {
  if (!contacts?.length) return null
  return (
    <ul className={className}>
      {contacts.map((contact, index) => (
        <li key={contact.id ?? index}>
          <ContactCard contact={contact} layout={layout} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

/** The contact persons of a topic as cards, the photo beside the text (two per row from desktop). */
export function ContactPersonsView({ block }: BlockProps<ContactPersonsBlock>) {
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
      <ContactList contacts={block.contacts} layout="row" headingLevel={entryHeading(block.title)} className={styles.rowList} />
    </BlockSection>
  )
}
