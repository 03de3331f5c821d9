'use client'

import { useEffect } from 'react'

import { fillPlaceholders } from '@/src/domain/text'

import { DESK_TEXTS as T } from '../texts'

/**
 * Puts the number of unseen orders in front of the tab title: '(3) Küche – Alpenküche Wien
 * Mariahilf'. Without unseen orders the title stays as it is; leaving the board restores it.
 */
export function useTitleCounter(count: number, title?: string): void {
  useEffect(() => {
    const original = document.title
    const base = title ?? original
    document.title = count > 0 ? fillPlaceholders(T.unseenTitle, { count: String(count), title: base }) : base
    return () => {
      document.title = original
    }
  }, [count, title])
}
