import type { SiteSearchAnswer } from '@/src/domain/contracts/partsCatalogue'

import { loadSiteSearch, searchableTerm, SITE_SEARCH_DELAY_MS } from './siteSearchCall'

/** Suggestions and the term they were found for. */
export interface SiteSearchResult {
  term: string
  answer: SiteSearchAnswer
}

export interface SiteSearchRunner {
  /** The field's current text: searched after the pause, unless a newer text comes first. */
  search(term: string): void
  /** Stops the pending pause and aborts the running call. */
  dispose(): void
}

interface RunnerOptions {
  fetch?: typeof fetch
  delayMs?: number
}

/**
 * Debounced site search where only the newest term counts: a new term cancels the pause and aborts
 * the older call, so an older answer never overwrites a newer one. An empty or whitespace-only term
 * makes no call and reports null (no suggestions) at once; so does a failed call.
 */
export function siteSearchRunner(onResult: (result: SiteSearchResult | null) => void, options: RunnerOptions = {}): SiteSearchRunner {
  const delayMs = options.delayMs ?? SITE_SEARCH_DELAY_MS
  let current: string | null | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | null = null

  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
    controller?.abort()
    controller = null
  }

  const run = (query: string) => {
    const own = new AbortController()
    controller = own
    void loadSiteSearch(query, own.signal, options.fetch).then((answer) => {
      if (own.signal.aborted) return
      controller = null
      onResult(answer ? { term: query, answer } : null)
    })
  }

  return {
    search(term) {
      const query = searchableTerm(term)
      // the same search again (e.g. a trailing space): the running one stays
      if (query === current) return
      current = query
      cancel()
      if (query === null) {
        onResult(null)
        return
      }
      timer = setTimeout(() => run(query), delayMs)
    },
    dispose() {
      current = undefined
      cancel()
    },
  }
}
