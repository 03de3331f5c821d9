'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { shouldScrollToOverview, toggleLayer } from '@/src/domain/site/componentOverview'
import { useReducedMotion } from '@/storefront/site/slider/useReducedMotion'

import styles from './ClickableComponentOverview.module.css'
import { COMPONENT_OVERVIEW_TEXTS as T, showLayerLabel } from './texts'

export interface OverviewLayer {
  /** 1 … 8 */
  number: number
  side: 'left' | 'right'
  /** 0 … 3 from the top of its side. */
  row: number
  label: string
  /** The layer's text, rendered on the server. */
  text: ReactNode
}

interface ComponentOverviewClientProps {
  label: string
  image: ReactNode
  layers: OverviewLayer[]
}

const PlusIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" />
  </svg>
)

/**
 * The choosing of the component overview: one active layer at most. A plus on the image opens its
 * panel and moves the focus there; the panel's close button (or Escape) closes it and gives the
 * focus back. An option below toggles its layer; below 1024 px it then scrolls the overview into
 * view so the panel is seen.
 */
export function ComponentOverviewClient({ label, image, layers }: ComponentOverviewClientProps) {
  const baseId = useId()
  const reducedMotion = useReducedMotion()
  const [active, setActive] = useState<number | null>(null)
  /** Set by a plus on the image: the panel it opens takes the focus once shown. */
  const focusPanelRef = useRef(false)
  const overviewRef = useRef<HTMLDivElement>(null)
  const panelRefs = useRef(new Map<number, HTMLElement>())
  const openerRef = useRef<HTMLButtonElement | null>(null)
  const panelId = (number: number) => `${baseId}-layer-${number}`

  useEffect(() => {
    if (active === null || !focusPanelRef.current) return
    focusPanelRef.current = false
    panelRefs.current.get(active)?.focus()
  }, [active])

  const openFromImage = (number: number, button: HTMLButtonElement) => {
    openerRef.current = button
    const next = toggleLayer(active, number)
    focusPanelRef.current = next !== null
    setActive(next)
  }

  const chooseOption = (number: number, button: HTMLButtonElement) => {
    openerRef.current = button
    const next = toggleLayer(active, number)
    setActive(next)
    if (next !== null && shouldScrollToOverview(window.innerWidth)) {
      overviewRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
    }
  }

  const close = () => {
    setActive(null)
    openerRef.current?.focus()
  }

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    close()
  }

  return (
    <div className={styles.overview}>
      <div ref={overviewRef} className={styles.stage} role="group" aria-label={label}>
        <div className={styles.figure}>
          {image}
          {layers.map((layer) => (
            <button
              key={layer.number}
              type="button"
              className={styles.plus}
              data-side={layer.side}
              style={{ top: `${12.5 + layer.row * 25}%` }}
              aria-label={showLayerLabel(layer.label)}
              aria-expanded={active === layer.number}
              aria-controls={panelId(layer.number)}
              onClick={(event) => openFromImage(layer.number, event.currentTarget)}
            >
              <PlusIcon />
            </button>
          ))}
        </div>
        {layers.map((layer) => (
          <section
            key={layer.number}
            id={panelId(layer.number)}
            ref={(element) => {
              if (element) panelRefs.current.set(layer.number, element)
              else panelRefs.current.delete(layer.number)
            }}
            className={styles.panel}
            aria-labelledby={`${panelId(layer.number)}-title`}
            tabIndex={-1}
            hidden={active !== layer.number}
            onKeyDown={closeOnEscape}
          >
            <div className={styles.panelHead}>
              <h3 id={`${panelId(layer.number)}-title`} className={styles.panelTitle}>{layer.label}</h3>
              <button type="button" className={styles.close} onClick={close}>
                {T.close}
              </button>
            </div>
            {layer.text}
          </section>
        ))}
      </div>
      {layers.length > 0 ? (
        <ul className={styles.options} aria-label={T.options}>
          {layers.map((layer) => (
            <li key={layer.number}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={active === layer.number}
                aria-controls={panelId(layer.number)}
                onClick={(event) => chooseOption(layer.number, event.currentTarget)}
              >
                <span className={styles.number} aria-hidden="true">{layer.number}</span>
                {layer.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
