import Link from 'next/link'

import { imagePath } from '@/src/domain/media'

import { FooterActions } from './FooterActions'
import styles from './Footer.module.css'
import { NEW_TAB, sizeForHeight } from './links'
import { NavLink } from './NavLink'
import { SHELL_TEXTS as T } from './texts'
import type { ShellData } from './types'

const NETWORK_NAMES: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube', tiktok: 'TikTok' }

function ContactBlock({ shell }: { shell: ShellData }) {
  const { contact } = shell
  const place = [contact.zipCode, contact.city].filter(Boolean).join(' ')
  return (
    <address className={styles.contact}>
      <strong>{contact.businessName ?? shell.shopName}</strong>
      {contact.street ? <span>{contact.street}</span> : null}
      {place ? <span>{place}</span> : null}
      <span>{T.footer.country}</span>
      {contact.phone ? (
        <span>{T.footer.phone}: <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a></span>
      ) : null}
      {contact.email ? (
        <span>{T.footer.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a></span>
      ) : null}
      {contact.website ? <a href={contact.website} {...NEW_TAB}>{contact.website.replace(/^https?:\/\//, '')}</a> : null}
    </address>
  )
}

/**
 * The footer: logo, tagline, social links, contact block, footer navigation, legal links,
 * 'Online Bestellen' (one branch only) and the consent/app/chat actions.
 */
export function Footer({ shell }: { shell: ShellData }) {
  const logoSize = shell.logo ? sizeForHeight(shell.logo, 40) : null
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          {shell.logo && logoSize ? (
            <img src={imagePath(shell.logo, 'small')} alt={shell.logo.alt ?? ''} width={logoSize.width} height={logoSize.height} className={styles.logo} />
          ) : (
            <p className={styles.shopName}>{shell.shopName}</p>
          )}
          {shell.tagline ? <p className={styles.tagline}>{shell.tagline}</p> : null}
          {shell.socialLinks.length > 0 ? (
            <ul className={styles.social} aria-label={T.footer.social}>
              {shell.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} {...NEW_TAB}>{NETWORK_NAMES[link.network] ?? link.network}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h2 className={styles.heading}>{T.footer.contact}</h2>
          <ContactBlock shell={shell} />
        </div>
        {shell.footerNavigation.length > 0 || shell.onlineOrderHref ? (
          <nav aria-label={T.footer.navigation}>
            <ul className={styles.links}>
              {shell.onlineOrderHref ? (
                <li><Link href={shell.onlineOrderHref}>{T.footer.onlineOrder}</Link></li>
              ) : null}
              {shell.footerNavigation.map((item, index) => (
                <li key={`${item.label}-${index}`}>
                  {item.href ? <NavLink href={item.href} isExternal={item.isExternal}>{item.label}</NavLink> : <span>{item.label}</span>}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className={`container ${styles.bottom}`}>
        {shell.legalLinks.length > 0 ? (
          <nav aria-label={T.footer.legal}>
            <ul className={styles.legal}>
              {shell.legalLinks.map((link) => (
                <li key={link.key}>
                  <NavLink href={link.href} isExternal={link.isExternal}>{T.footer.legalLabels[link.key]}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <FooterActions pwaEnabled={shell.plugins.pwa} services={shell.consentServices} chatConfigured={shell.scriptIds.chat !== null} />
      </div>
    </footer>
  )
}
