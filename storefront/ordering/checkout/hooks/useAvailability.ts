'use client'

import { useEffect, useState } from 'react'

import type { BranchAvailability, BranchAvailabilityQuery } from '@/src/domain/contracts/ordering'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import { call } from '@/storefront/ui/api'

import { CHECKOUT_TEXTS } from '../texts'

/** What the pickers read of the availability: the selectable days and, for a chosen day, its windows. */
export type Availability = Pick<BranchAvailability, 'days' | 'windows'>

/** No days and no windows: what the pickers show when the availability cannot be read. */
const NONE: Availability = { days: [], windows: [] }

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
  const query = new URLSearchParams({ mode, ...(products ? { products } : {}), ...(date ? { date } : {}) } satisfies BranchAvailabilityQuery).toString()
  const [result, setResult] = useState<{ query: string; availability: Availability } | null>(null)

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    void call<BranchAvailability>(`/api/branches/${branchId}/availability?${query}`, { signal: controller.signal, fallback: CHECKOUT_TEXTS.unknownError }).then((answer) => {
      if (controller.signal.aborted) return
      const availability = answer.ok && answer.data ? { days: answer.data.days ?? [], windows: answer.data.windows ?? null } : NONE
      setResult({ query, availability })
    })
    return () => controller.abort()
  }, [branchId, query, enabled])

  return result?.query === query ? result.availability : null
}
