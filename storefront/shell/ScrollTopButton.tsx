'use client'

import { useEffect, useState } from 'react'

import { ArrowUpIcon } from './icons'
import styles from './ScrollTopButton.module.css'
import { SHELL_TEXTS as T } from './texts'

/** Scroll-to-top arrow, shown after 150 px of scrolling (ordering-storefront.md section 9). */
const SCROLL_ARROW_OFFSET = 150

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_ARROW_OFFSET)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!visible) return null
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={T.scrollTop}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <ArrowUpIcon />
    </button>
  )
}
