import { blockReceiver, DEFAULT_CONTACT_SUBJECT } from '@/src/domain/contactForm'
import { contentLinkTarget } from '@/src/domain/site'
import type { FormDataBlock } from '@/src/payload-types'
import { ContactForm } from '@/storefront/site/contactForm/LazyContactForm'
import { formPrivacyHref } from '@/storefront/site/contactForm/privacyHref'
import { CONTACT_FORM_TEXTS } from '@/storefront/site/contactForm/texts'
import { ContentLink } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'
import { ContactPhoto } from '@/storefront/ui/ContactPhoto'

import { BlockSection } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './FormData.module.css'

type ContactDoc = Extract<NonNullable<FormDataBlock['contact']>, object>

/** The contact person beside the form: photo, name, role, phone (tel:) and e-mail (mailto:). */
function ContactAside({ contact }: { contact: ContactDoc }) {
  const person = contact.content ?? {}
  const phone = person.phone?.trim() ? contentLinkTarget({ kind: 'phone', phone: person.phone }) : null
  const email = person.email?.trim() ? contentLinkTarget({ kind: 'email', email: person.email }) : null
  return (
    <aside className={styles.contact}>
      {person.image && typeof person.image === 'object' ? (
        <ContactPhoto image={person.image} className={styles.photo} />
      ) : null}
      {person.name?.trim() ? <p className={styles.name}>{person.name}</p> : null}
      {person.role?.trim() ? <p className={styles.role}>{person.role}</p> : null}
      {phone || email ? (
        <dl className={styles.reach}>
          {phone ? (
            <div>
              <dt>{CONTACT_FORM_TEXTS.phone}</dt>
              <dd><ContentLink target={phone} /></dd>
            </div>
          ) : null}
          {email ? (
            <div>
              <dt>{CONTACT_FORM_TEXTS.email}</dt>
              <dd><ContentLink target={email} /></dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </aside>
  )
}

/**
 * Contact form with contact person (parts-shop-and-site.md section 2): title and text, the form on
 * the left, the contact's name, phone and e-mail on the right. The page's path is not known here:
 * the form sends the browser's current path (ContactForm's `pagePath` left empty).
 */
export function FormDataView({ block, context }: BlockProps<FormDataBlock>) {
  const contact = block.contact && typeof block.contact === 'object' ? block.contact : null
  const receiver = blockReceiver({ contactEmail: contact?.content?.email, email: block.email }) ?? context.companyEmail
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
      <RichText data={block.text} className={styles.text} />
      <div className={contact ? styles.columns : undefined}>
        <ContactForm
          subject={block.subject?.trim() || DEFAULT_CONTACT_SUBJECT}
          receiver={receiver}
          pagePath=""
          blockId={block.id ?? null}
          privacyHref={formPrivacyHref(block.privacySite, context.privacyHref)}
          thankYou={block.thankYou?.trim() || null}
        />
        {contact ? <ContactAside contact={contact} /> : null}
      </div>
    </BlockSection>
  )
}
