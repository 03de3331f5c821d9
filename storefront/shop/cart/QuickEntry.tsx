'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import type { QuickEntryAnswer } from '@/src/domain/contracts/partsCatalogue'
import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import { QUICK_ENTRY_LOADING, QUICK_ENTRY_NO_MATCH } from '@/src/domain/partsCatalogue'
import { comboboxCommand, moveActive, NO_OPTION } from '@/storefront/shell/siteSearch/comboboxKeys'
import { call } from '@/storefront/ui/api'

import { SHOP_TEXTS } from '../texts'
import styles from './Cart.module.css'
import { CART_SCREEN_TEXTS as T } from './texts'

const SEARCH_DELAY_MS = 200
const NO_MATCH: QuickEntryAnswer = { data: [], isSingleMatch: false }

type Found = { term: string; products: ShopProduct[]; isSingleMatch: boolean }

/**
 * Quick entry (spec 001 §2, §5, issue 26 §1.5): the server finds parts whose material number starts
 * or ends with the input, else whose name starts with it (at most 12, GET /api/custom/quick-entry);
 * Enter adds the part when exactly one matches, or the one chosen with the arrow keys; a click adds
 * the clicked one. Added parts go to the top of the cart.
 */
export function QuickEntry({ onAdd }: { onAdd: (product: ShopProduct) => void }) {
  const id = useId()
  const [term, setTerm] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [loading, setLoading] = useState(false)
  const [active, setActive] = useState(NO_OPTION)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const query = term.trim()
    if (query === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setLoading(true)
      void call<QuickEntryAnswer | null>(`/api/custom/quick-entry?${new URLSearchParams({ term: query })}`, { signal: controller.signal, fallback: T.unknownError }).then((result) => {
        if (controller.signal.aborted) return
        setLoading(false)
        // A refused call finds nothing; no answer (offline) or none to read leaves the list as it was.
        const answer = result.ok ? result.data : result.error.status === 0 ? null : NO_MATCH
        if (!answer) return
        setFound({ term: query, products: answer.data, isSingleMatch: answer.isSingleMatch })
        setActive(NO_OPTION)
      })
    }, SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term])

  const current = found && found.term === term.trim() ? found : null
  const options = term.trim() === '' ? [] : (current?.products ?? [])
  const expanded = options.length > 0
  const status = term.trim() === '' ? null : loading || !current ? QUICK_ENTRY_LOADING : options.length === 0 ? QUICK_ENTRY_NO_MATCH : null

  const add = (product: ShopProduct) => {
    onAdd(product)
    setTerm('')
    setFound(null)
    setActive(NO_OPTION)
    input.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const command = comboboxCommand(event.key, { expanded, activeIndex: active, optionCount: options.length })
    if (command?.type === 'move') {
      event.preventDefault()
      setActive(moveActive(active, command.step, options.length))
    } else if (command?.type === 'follow') {
      event.preventDefault()
      add(options[active])
    } else if (command?.type === 'closeList') {
      setActive(NO_OPTION)
      setTerm('')
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (current?.isSingleMatch && options.length === 1) add(options[0])
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`
  return (
    <section className={styles.quickEntry} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>{SHOP_TEXTS.quickEntry}</h2>
      <div className="field">
        <label htmlFor={`${id}-input`}>{T.quickEntryLabel}</label>
        <input
          id={`${id}-input`}
          ref={input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="field-hint">{T.quickEntryHint}</p>
      </div>
      <p role="status" className={styles.quickEntryStatus}>{status}</p>
      <ul id={`${id}-list`} role="listbox" aria-label={T.quickEntryLabel} className={styles.quickEntryList} hidden={!expanded}>
        {options.map((product, index) => (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.quickEntryOption}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(product)}
          >
            <span className={styles.quickEntryUid}>{product.uid}</span> <span>{product.name}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
