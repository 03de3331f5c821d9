'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import type { CatalogueSort, CatalogueState } from '@/src/domain/partsCatalogue'

import { restoredCatalogueHref } from './preferences'
import { readPreference } from './preferenceStorage'

/**
 * Opens the catalogue with the visitor's stored sort and view when the address leaves them out:
 * one router.replace (no extra history entry). Renders nothing.
 */
export function PreferenceRestorer({ state, allowedSorts }: { state: CatalogueState; allowedSorts: CatalogueSort[] }) {
  const router = useRouter()
  const params = useSearchParams()
  useEffect(() => {
    const href = restoredCatalogueHref(state, params, { sort: readPreference('sort'), view: readPreference('view') }, allowedSorts)
    if (href) router.replace(href, { scroll: false })
  }, [state, params, allowedSorts, router])
  return null
}
