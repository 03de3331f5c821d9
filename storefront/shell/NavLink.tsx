import Link from 'next/link'
import type { ReactNode } from 'react'

import { NEW_TAB } from './links'
import { SHELL_TEXTS as T } from './texts'

interface NavLinkProps {
  href: string
  isExternal?: boolean
  className?: string
  current?: boolean
  children: ReactNode
}

/** A navigation link: client-side navigation inside the storefront, a new tab for external links. */
export function NavLink({ href, isExternal, className, current, children }: NavLinkProps) {
  if (isExternal) {
    return (
      <a href={href} className={className} {...NEW_TAB}>
        {children}
        <span className="visually-hidden"> {T.navigation.newTab}</span>
      </a>
    )
  }
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}
