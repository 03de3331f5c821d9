'use client'

import { useEffect, useState } from 'react'

import type { ClockWindow } from '@/src/domain/slots/clockWindows'
import type { DeliveryMode } from '@/src/domain/types'

export interface Availability {
  days: string[]
  windows: ClockWindow[] | null
}

/**
 * Selectable days (and the windows of `date`) from GET /api/branches/{id}/availability for the
 * mode and the cart's products (their lead times count). Only fetched while `enabled` (a picker is
 * open); null while loading.
 */
export function useAvailability(
  branchId: number,
  mode: DeliveryMode,
  productIds: readonly (number | string)[],
  date: string | null,
  enabled: boolean,
): Availability | null {
  const products = [...new Set(productIds.map(String))].filter((id) => /^\d+$/.test(id)).join(',')
  const query = new URLSearchParams({ mode, ...(products ? { products } : {}), ...(date ? { date } : {}) }).toString()
  const [result, setResult] = useState<{ query: string; availability: Availability } | null>(null)

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    fetch(`/api/branches/${branchId}/availability?${query}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<Availability>) : { days: [], windows: [] }))
      .then((availability) => setResult({ query, availability: { days: availability.days ?? [], windows: availability.windows ?? null } }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ query, availability: { days: [], windows: [] } })
      })
    return () => controller.abort()
  }, [branchId, query, enabled])

  return result?.query === query ? result.availability : null
}
