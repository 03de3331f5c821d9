'use client'

import { useEffect, useId, useRef, useState } from 'react'

import headerStyles from './Header.module.css'
import { SearchIcon } from './icons'
import styles from './SearchAction.module.css'
import { SiteSearchField } from './siteSearch/SiteSearchField'
import { SHELL_TEXTS as T } from './texts'

/**
 * The header's search action (only with the search plugin): opens a field that searches the
 * branches of the start page on submit (GET /?q=...) and suggests products and site pages while
 * typing (GET /api/custom/search). Escape closes the suggestions first, then the panel.
 */
export function SearchAction() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const inputId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)

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

  return (
    <>
      <button ref={toggle} type="button" className={headerStyles.action} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <SearchIcon />
        <span className={headerStyles.actionLabel}>{T.header.search}</span>
      </button>
      <div ref={panel} id={panelId} className={styles.panel} hidden={!open}>
        <form action="/" method="get" role="search" className={`container ${styles.form}`}>
          <label htmlFor={inputId} className="visually-hidden">{T.header.searchLabel}</label>
          <SiteSearchField inputId={inputId} inputRef={input} onNavigate={() => setOpen(false)} />
          <button type="submit" className="btn btn-primary">{T.header.searchSubmit}</button>
        </form>
      </div>
    </>
  )
}
