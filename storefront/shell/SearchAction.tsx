'use client'

import { useEffect, useId, useRef, useState } from 'react'

import headerStyles from './Header.module.css'
import { SearchIcon } from './icons'
import styles from './SearchAction.module.css'
import { SHELL_TEXTS as T } from './texts'

/**
 * The header's search action (only with the search plugin): opens a field that searches the
 * branches of the start page (GET /?q=...).
 */
export function SearchAction() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!open) return
    input.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button type="button" className={headerStyles.action} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <SearchIcon />
        <span className={headerStyles.actionLabel}>{T.header.search}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <form action="/" method="get" role="search" className={`container ${styles.form}`}>
          <label htmlFor={inputId} className="visually-hidden">{T.header.searchLabel}</label>
          <input ref={input} id={inputId} type="search" name="q" placeholder={T.header.searchPlaceholder} className={styles.input} autoComplete="off" />
          <button type="submit" className="btn btn-primary">{T.header.searchSubmit}</button>
        </form>
      </div>
    </>
  )
}
