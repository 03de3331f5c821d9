'use client'

import { useEffect, useState } from 'react'

import type { Days } from '@/src/domain/statistics/dashboard/period'

import type { DashboardSetName } from './charts'
import { requestSet } from './statisticsCall'

/** A set of one request: still loading, or its `data` (null: failed, shown as empty). */
export type SetState = { loading: true } | { loading: false; value: unknown }

type Loaded = { key: string; values: Partial<Record<DashboardSetName, unknown>> }

/**
 * Loads the sets for a range and branch, all at once; each chart fills in as its answer arrives.
 * A new range or branch aborts what is still on its way. An ended session (401) leads to the
 * sign-in, as for every back-office call; every other failure is kept quiet (empty chart).
 */
export function useStatisticsSets(sets: readonly DashboardSetName[], range: Days, branch: number | null, loginUrl: string): (set: DashboardSetName) => SetState {
  const key = `${sets.join(',')}|${range.from}|${range.to}|${branch ?? ''}`
  const [loaded, setLoaded] = useState<Loaded>({ key, values: {} })

  useEffect(() => {
    const controller = new AbortController()
    const [names, from, to, branchText] = key.split('|')
    for (const set of names.split(',') as DashboardSetName[]) {
      void requestSet(set, { from, to }, branchText ? Number(branchText) : null, controller.signal).then((answer) => {
        if (controller.signal.aborted) return
        if (answer.unauthorized) {
          window.location.assign(`${loginUrl}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`)
          return
        }
        setLoaded((previous) => ({ key, values: { ...(previous.key === key ? previous.values : {}), [set]: answer.data } }))
      })
    }
    return () => controller.abort()
  }, [key, loginUrl])

  return (set) => (loaded.key === key && set in loaded.values ? { loading: false, value: loaded.values[set] } : { loading: true })
}
