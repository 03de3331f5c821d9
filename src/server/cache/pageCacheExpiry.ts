import { createRequire } from 'node:module'

import { onDataChange } from './changeFeed'
import { PUBLIC_SOURCES, publicTag } from './publicSources'

type TagState = { stale?: number; expired?: number }

// Next.js's tag manifest: one per process, shared by its page and data cache and every bundle (an "external" module).
const { tagsManifest } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, TagState>
}

const ALL_PUBLIC_TAGS = PUBLIC_SOURCES.map(publicTag)

/**
 * Keeps the page cache of this production server correct when several server processes share
 * one database. Next.js keeps rendered pages and their data in this process's memory (next.config
 * turns off its copies on disk, which would outlive a database) and expires them by tag; a staff
 * change in any process reaches every process through the change feed (a PostgreSQL NOTIFY at
 * commit, changeFeed.ts) and expires the tag of its source here, exactly as Next's revalidateTag
 * does in the process where the change was made. After a lost feed connection every public tag
 * is expired. Started once by serve.ts, so no request pays for it.
 */
export function expirePagesOnDataChange(): void {
  onDataChange((source) => {
    const now = Date.now()
    for (const tag of source === null ? ALL_PUBLIC_TAGS : [`public:${source}`]) {
      tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now })
    }
  })
}
