'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'

import styles from './Dialog.module.css'

interface DialogProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** Buttons at the bottom (Abbrechen, Speichern ...). */
  footer?: ReactNode
  /** Accessible label of the close button; the dialog always closes with Escape. */
  closeLabel?: string
  wide?: boolean
  /**
   * In the HTML with its content although `open` is false, opened or left closed by the page's own
   * script before hydration (the consent modal); `open` takes over from the next render on.
   */
  prerendered?: boolean
  /** The consent version the page's script compares with the stored decision. */
  version?: string
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert, so
 * keyboard focus stays inside (focus trapping), Escape closes it and focus returns to the opener.
 */
export function Dialog({ open, title, onClose, children, footer, closeLabel = 'Schließen', wide, prerendered = false, version }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || prerendered) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open, prerendered])

  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      data-version={version}
      // the page's script may have opened it before hydration
      suppressHydrationWarning
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      {open || prerendered ? (
        <div className={styles.frame}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>{title}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  )
}
