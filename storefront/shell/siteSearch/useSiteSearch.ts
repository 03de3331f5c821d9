import { useEffect, useRef, useState } from 'react'

import { searchableTerm } from './siteSearchCall'
import { siteSearchRunner, type SiteSearchResult, type SiteSearchRunner } from './siteSearchRunner'

/**
 * Suggestions for the field's text: fetched 250 ms after the last change, older calls aborted.
 * Null while nothing is found yet, after a failure and for an empty or whitespace-only text (no call).
 * While a newer text waits for its answer, the previous suggestions stay (no flicker when typing).
 */
export function useSiteSearch(term: string): SiteSearchResult | null {
  const [result, setResult] = useState<SiteSearchResult | null>(null)
  const runner = useRef<SiteSearchRunner | null>(null)

  useEffect(() => {
    const own = siteSearchRunner(setResult)
    runner.current = own
    return () => {
      own.dispose()
      runner.current = null
    }
  }, [])

  useEffect(() => {
    runner.current?.search(term)
  }, [term])

  return searchableTerm(term) === null ? null : result
}
