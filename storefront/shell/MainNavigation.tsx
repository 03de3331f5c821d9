'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useState, type ReactNode } from 'react'

import { navigationState, type NavigationNode } from '@/src/domain/shell'

import { MenuIcon } from './icons'
import styles from './MainNavigation.module.css'
import { NavLink } from './NavLink'
import { SHELL_TEXTS as T } from './texts'

function NavItems({ items, pathname, level }: { items: NavigationNode[]; pathname: string; level: number }) {
  return (
    <ul className={level === 0 ? styles.list : styles.sublist}>
      {items.map((item, index) => {
        const state = navigationState(item, pathname)
        const className = [styles.link, state === 'active' ? styles.active : '', state === 'child-active' ? styles.childActive : ''].join(' ')
        return (
          <li key={`${item.label}-${index}`} className={item.children.length > 0 ? styles.hasChildren : undefined}>
            {item.href ? (
              <NavLink href={item.href} isExternal={item.isExternal} className={className} current={state === 'active'}>
                {item.label}
              </NavLink>
            ) : (
              <span className={className}>{item.label}</span>
            )}
            {item.children.length > 0 ? <NavItems items={item.children} pathname={pathname} level={level + 1} /> : null}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Main navigation with the active-position marker; below 1250 px it collapses behind a burger
 * button (aria-expanded, Escape closes, closes after navigating). `children` are the header actions.
 */
export function MainNavigation({ items, children }: { items: NavigationNode[]; children: ReactNode }) {
  const pathname = usePathname() ?? '/'
  const [open, setOpen] = useState(false)
  const menuId = useId()

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  // DOM order: burger, navigation, actions, so the opened menu follows its button for keyboard users
  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? T.navigation.closeMenu : T.navigation.openMenu}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
        <span className={styles.burgerLabel} aria-hidden="true">{T.navigation.menu}</span>
      </button>
      <nav id={menuId} aria-label={T.navigation.label} className={`${styles.nav} ${open ? styles.open : ''}`}>
        <NavItems items={items} pathname={pathname} level={0} />
      </nav>
      {children}
    </>
  )
}
