'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/**
 * A link to a custom admin view in the navigation, in a group of its own and drawn like the
 * collections' links (Payload's nav classes), marked as the current page while it is open.
 */
export function AdminViewLink({ group, href, label }: { group: string; href: string; label: string }) {
  const pathname = usePathname()
  const current = pathname === href || pathname.startsWith(`${href}/`)
  return (
    <NavGroup label={group}>
      <Link className="nav__link" href={href} prefetch={false} aria-current={current ? 'page' : undefined} id={`nav-view-${href.split('/').pop()}`}>
        {current ? <div className="nav__link-indicator" /> : null}
        <span className="nav__link-label">{label}</span>
      </Link>
    </NavGroup>
  )
}
