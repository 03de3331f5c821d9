import { revalidateTag, unstable_cache } from 'next/cache'

import { publicTag, type PublicDataSource } from './publicSources'

/**
 * Public storefront data is read through Next's data cache and tagged with the Payload slugs it
 * depends on. Staff changes in the back office expire those tags (see revalidatePublicData), so
 * visitors see a change on their next request while unchanged pages never touch the database.
 */

/** Wraps a loader so its JSON result is cached until one of its sources changes (or an hour passes). */
export function publicCache<Args extends unknown[], Result>(
  name: string,
  sources: readonly PublicDataSource[],
  load: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(load, ['public', name], { tags: sources.map(publicTag), revalidate: 3600 })
}

/**
 * Expires the cached public data of one source. Outside a Next.js request (seed, integration tests,
 * CLI) there is no cache to expire, and Next throws; that is ignored on purpose.
 */
export function expirePublicData(source: PublicDataSource): void {
  try {
    revalidateTag(publicTag(source), { expire: 0 })
  } catch {
    // not inside a Next.js server: nothing is cached here
  }
}
