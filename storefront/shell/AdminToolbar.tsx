'use client'

import { useEffect, useState } from 'react'

import { ROLES } from '@/src/domain/roles'
import { call } from '@/storefront/ui/api'

import styles from './AdminToolbar.module.css'
import { SHELL_TEXTS as T } from './texts'

interface StaffUser {
  firstName?: string | null
  lastName?: string | null
  email?: string
  roles?: string[]
}

const LINKS = [
  { href: '/backend/collections/sites', label: T.adminToolbar.sites },
  { href: '/backend', label: T.adminToolbar.dashboard },
  { href: '/backend/collections/navigations', label: T.adminToolbar.navigations },
  { href: '/backend', label: T.adminToolbar.backend },
  { href: '/backend/logout', label: T.adminToolbar.logout },
]

/**
 * The administrators' toolbar. The session is asked for in the browser (GET /api/users/me, Payload's
 * own call), so pages stay cacheable for everybody else; only ROLE_ADMIN sees it.
 */
export function AdminToolbar({ version }: { version: string }) {
  const [user, setUser] = useState<StaffUser | null>(null)

  useEffect(() => {
    let cancelled = false
    void call<{ user?: StaffUser | null } | null>('/api/users/me?depth=0', { fallback: T.adminToolbar.unknownError }).then((result) => {
      const user = result.ok ? result.data?.user : null
      if (!cancelled && user?.roles?.includes(ROLES.admin)) setUser(user)
    })
    return () => {
      cancelled = true
    }
  }, [])

  if (!user) return null
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || ''
  return (
    <div className={styles.toolbar} role="region" aria-label={T.adminToolbar.label}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.user}>{name}</span>
        <span className={styles.version}>{T.adminToolbar.version(version)}</span>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.label}><a href={link.href}>{link.label}</a></li>
          ))}
        </ul>
      </div>
    </div>
  )
}
