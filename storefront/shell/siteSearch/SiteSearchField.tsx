'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react'

import { SHELL_TEXTS as T } from '../texts'
import { comboboxCommand, moveActive, NO_OPTION } from './comboboxKeys'
import styles from './SiteSearch.module.css'
import { SuggestionList } from './SuggestionList'
import { suggestionsOf, type Suggestions } from './suggestions'
import { useSiteSearch } from './useSiteSearch'

interface SiteSearchFieldProps {
  inputId: string
  inputRef: Ref<HTMLInputElement>
  /** A suggestion was followed: the search panel closes. */
  onNavigate: () => void
}

/**
 * The header's search field as a combobox (WAI-ARIA pattern, list autocomplete): suggestions from
 * the site search while typing; Enter without an active option submits the surrounding form.
 * Renders the field, the listbox and a status line as items of that form.
 */
export function SiteSearchField({ inputId, inputRef, onNavigate }: SiteSearchFieldProps) {
  const router = useRouter()
  const listboxId = useId()
  const [term, setTerm] = useState('')
  const [listOpen, setListOpen] = useState(false)
  const result = useSiteSearch(term)
  const suggestions = useMemo(() => (result ? suggestionsOf(result.answer, result.term, listboxId) : null), [result, listboxId])
  // the active option belongs to one list of suggestions: a new answer starts without one
  const [active, setActive] = useState<{ list: Suggestions | null; index: number }>({ list: null, index: NO_OPTION })
  const options = suggestions?.options ?? []
  const expanded = listOpen && options.length > 0
  const activeIndex = expanded && active.list === suggestions ? active.index : NO_OPTION
  const activeOption = options[activeIndex]
  const noSuggestions = listOpen && suggestions !== null && options.length === 0

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' })
  }, [activeOption])

  const choose = () => {
    setListOpen(false)
    onNavigate()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    const command = comboboxCommand(event.key, { expanded, activeIndex, optionCount: options.length })
    if (!command) return
    event.preventDefault()
    if (command.type === 'move') {
      setListOpen(true)
      setActive({ list: suggestions, index: moveActive(activeIndex, command.step, options.length) })
    } else if (command.type === 'follow' && activeOption) {
      router.push(activeOption.href)
      choose()
    } else if (command.type === 'closeList') {
      setListOpen(false)
    }
  }

  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        placeholder={T.header.searchPlaceholder}
        className={styles.input}
        autoComplete="off"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value)
          setListOpen(true)
          setActive({ list: null, index: NO_OPTION })
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
      />
      <SuggestionList id={listboxId} suggestions={suggestions} activeId={activeOption?.id} hidden={!expanded} onChoose={choose} />
      <p role="status" className={styles.status}>{noSuggestions ? T.siteSearch.noSuggestions : ''}</p>
    </>
  )
}
