import type { Config, Payload, PayloadRequest, Plugin } from 'payload'

import { announceDataChange } from './announceDataChange'
import { expirePublicData } from './publicCache'
import { isPublicSource, type PublicDataSource } from './publicSources'

/**
 * A request context flag: the caller announces its changes itself, once for many writes (the
 * imports of src/server/imports), so the hook below leaves them out.
 */
export const DATA_CHANGES_ANNOUNCED_BY_CALLER = 'dataChangesAnnouncedByCaller'

/** A hook that expires the pages' cached data of `slug` and tells every process's caches (changeFeed.ts). */
const expireHook = (slug: PublicDataSource) => async <T>({ doc, req }: { doc: T; req: PayloadRequest & { payload: Payload } }): Promise<T> => {
  if (req.context?.[DATA_CHANGES_ANNOUNCED_BY_CALLER]) return doc
  expirePublicData(slug)
  await announceDataChange(req.payload, req, slug)
  return doc
}

/**
 * Every change staff make to data the public pages show (branches, menus, products, settings ...)
 * expires the cached public data of that slug, so the storefront shows it on the next request, and
 * drops it from the in-process caches of every server process (the checkout's, see changeFeed.ts).
 */
export const publicCachePlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const slug = collection.slug
    if (!isPublicSource(slug)) return collection
    const expire = expireHook(slug)
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), expire],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), expire],
      },
    }
  }),
  globals: config.globals?.map((global) => {
    const slug = global.slug
    if (!isPublicSource(slug)) return global
    const expire = expireHook(slug)
    return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), expire] } }
  }),
})
