'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import headerStyles from './Header.module.css'
import { SearchIcon } from './icons'
import styles from './SearchAction.module.css'
import { SHELL_TEXTS as T } from './texts'

// The suggestions' script is on every page's way otherwise: loaded when a visitor first opens the search.
const SiteSearchField = dynamic(() => import('./siteSearch/SiteSearchField').then((module) => module.SiteSearchField), { ssr: false })

/**
 * The header's search action (only with the search plugin): opens a field that searches the
 * branches of the start page on submit (GET /?q=...) and suggests products and site pages while
 * typing (GET /api/custom/search). Escape closes the suggestions first, then the panel.
 */
export function SearchAction() {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const panelId = useId()
  const inputId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement | null>(null)
  // The field arrives after the panel first opened: it takes the focus as soon as it is there.
  const attachInput = useCallback((element: HTMLInputElement | null) => {
    input.current = element
    if (element && !element.closest('[hidden]')) element.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    input.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      // the field handled it already (closed its suggestions)
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (panel.current?.contains(document.activeElement)) toggle.current?.focus()
      setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const toggleOpen = () => {
    setOpened(true)
    setOpen((value) => !value)
  }

  return (
    <>
      <button ref={toggle} type="button" className={headerStyles.action} aria-expanded={open} aria-controls={panelId} onClick={toggleOpen}>
        <SearchIcon />
        <span className={headerStyles.actionLabel}>{T.header.search}</span>
      </button>
      <div ref={panel} id={panelId} className={styles.panel} hidden={!open}>
        <form action="/" method="get" role="search" className={`container ${styles.form}`}>
          <label htmlFor={inputId} className="visually-hidden">{T.header.searchLabel}</label>
          {opened ? <SiteSearchField inputId={inputId} inputRef={attachInput} onNavigate={() => setOpen(false)} /> : null}
          <button type="submit" className="btn btn-primary">{T.header.searchSubmit}</button>
        </form>
      </div>
    </>
  )
}
