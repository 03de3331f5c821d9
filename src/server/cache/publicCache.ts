import { revalidateTag, unstable_cache } from 'next/cache'

import { changesHeard } from './changeFeed'
import { publicTag, type PublicDataSource } from './publicSources'

/**
 * Public storefront data is read through Next's data cache and tagged with the Payload slugs it
 * depends on. Staff changes in the back office expire those tags (see revalidatePublicData), so
 * visitors see a change on their next request while unchanged pages never touch the database.
 */

/** A load that keeps overlapping changes is kept after this many tries (the next change expires it again). */
const MAX_LOADS = 3

/**
 * Runs `load` until no change of its sources came in while it ran. Next's data cache stamps an
 * entry with the time it is stored: a load that read the rows before a change committed but
 * finished after the change expired the tag would otherwise be kept as fresh, and the old data
 * shown until the next change (seen: a request racing a staff edit).
 */
export async function loadAfterLastChange<Result>(sources: readonly PublicDataSource[], load: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const before = changesHeard(sources)
    const result = await load()
    if (attempt === MAX_LOADS || changesHeard(sources) === before) return result
  }
}

/** Wraps a loader so its JSON result is cached until one of its sources changes (or an hour passes). */
export function publicCache<Args extends unknown[], Result>(
  name: string,
  sources: readonly PublicDataSource[],
  load: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const loadUnchanged = (...args: Args) => loadAfterLastChange(sources, () => load(...args))
  return unstable_cache(loadUnchanged, ['public', name], { tags: sources.map(publicTag), revalidate: 3600 })
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
