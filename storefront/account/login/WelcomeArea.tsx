import Link from 'next/link'

import { fillPlaceholders } from '@/src/domain/text'
import { phoneHref } from '@/storefront/branches/links'

import type { AccountHolder, ShopContact } from './data'
import styles from './Login.module.css'
import { CartButton } from './CartButton'
import { LogoutButton } from './LogoutButton'
import { LOGIN_TEXTS } from './texts'
import { WELCOME_LINKS } from './welcomeLinks'

const T = LOGIN_TEXTS.welcome

/**
 * What a signed-in shop customer sees on /account/login (parts-shop-and-site.md section 2): the
 * welcome with name and username, the shop's contact links where the settings have them, and the
 * buttons of WELCOME_LINKS followed by the logout button.
 */
export function WelcomeArea({ holder, contact }: { holder: AccountHolder; contact: ShopContact }) {
  const name = [holder.firstName, holder.lastName].filter(Boolean).join(' ') || holder.email
  const tel = phoneHref(contact.phone)
  const hasContact = Boolean(contact.email || tel)
  return (
    <div className={styles.layout} data-testid="account-welcome">
      <section className={styles.panel} aria-labelledby="account-welcome-title">
        <h2 id="account-welcome-title">{fillPlaceholders(T.greeting, { name })}</h2>
        <p className={styles.muted}>{fillPlaceholders(T.signedInAs, { email: holder.email })}</p>
        <nav aria-label={T.actions}>
          <ul className={styles.buttons}>
            {WELCOME_LINKS.map((link) =>
              link.whenCartHasItems ? (
                <CartButton key={link.href} href={link.href} label={link.label} />
              ) : (
                <li key={link.href}><Link href={link.href} className="btn">{link.label}</Link></li>
              ),
            )}
            <li><LogoutButton /></li>
          </ul>
        </nav>
      </section>
      {hasContact ? (
        <section className={styles.box} aria-labelledby="account-contact-title">
          <h2 id="account-contact-title">{T.contactTitle}</h2>
          <p>{T.contactText}</p>
          <ul className={styles.contactList}>
            {contact.email ? <li><a href={`mailto:${contact.email}`} className={styles.contactLink}>{fillPlaceholders(T.email, { email: contact.email })}</a></li> : null}
            {tel && contact.phone ? <li><a href={tel} className={styles.contactLink}>{fillPlaceholders(T.phone, { phone: contact.phone })}</a></li> : null}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
