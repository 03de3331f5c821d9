import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache/index.js'

import { onDataChange } from './changeFeed'
import { PUBLIC_SOURCES, publicTag } from './publicSources'

type Expire = (tags: string[]) => Promise<void>

const ALL_PUBLIC_TAGS = PUBLIC_SOURCES.map(publicTag)
let listening = false

/**
 * Next.js's page and data cache (next.config.ts `cacheHandler`, production server only) made
 * correct for several server processes on one database. Entries stay in this process's memory, as
 * with Next's default (nothing on disk: a page rendered against another database, e.g. of an
 * earlier test run, is never served). What is shared is the expiry: every staff change reaches
 * every process through the change feed (changeFeed.ts, a PostgreSQL NOTIFY at commit) and expires
 * the tag of its source here, so all processes render the affected pages again on their next
 * request. After a lost feed connection everything public is expired.
 */
export default class PageCacheHandler extends FileSystemCache {
  constructor(context: CacheHandlerContext) {
    super({ ...context, flushToDisk: false } as ConstructorParameters<typeof FileSystemCache>[0])
    if (listening) return
    listening = true
    const expire: Expire = (tags) => super.revalidateTag(tags, { expire: 0 })
    onDataChange((source) => void expire(source === null ? ALL_PUBLIC_TAGS : [`public:${source}`]))
  }
}
