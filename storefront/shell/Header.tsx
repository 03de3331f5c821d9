import Link from 'next/link'

import { imagePath } from '@/src/domain/media'

import { CartLink } from './CartLink'
import styles from './Header.module.css'
import { UserIcon } from './icons'
import { sizeForHeight } from './links'
import { MainNavigation } from './MainNavigation'
import { SearchAction } from './SearchAction'
import { SHELL_TEXTS as T } from './texts'
import type { ShellData } from './types'

const LOGO_HEIGHT = 48

/** The header: logo (or shop name), search, cart and login actions, main navigation with burger menu. */
export function Header({ shell }: { shell: ShellData }) {
  const logoSize = shell.logo ? sizeForHeight(shell.logo, LOGO_HEIGHT) : null
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} aria-label={`${shell.shopName} – ${T.homeLink}`}>
          {shell.logo && logoSize ? (
            <img src={imagePath(shell.logo, 'small')} alt={shell.logo.alt ?? ''} width={logoSize.width} height={logoSize.height} className={styles.logo} />
          ) : (
            <span className={styles.shopName}>{shell.shopName}</span>
          )}
        </Link>
        <MainNavigation items={shell.mainNavigation}>
          <div className={styles.actions}>
            {shell.plugins.search ? <SearchAction /> : null}
            <CartLink branches={shell.branches} />
            <a href="/backend/login" className={styles.action}>
              <UserIcon />
              <span className={styles.actionLabel}>{T.header.login}</span>
            </a>
          </div>
        </MainNavigation>
      </div>
    </header>
  )
}
