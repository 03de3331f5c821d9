import type { Config, Plugin } from 'payload'

import { expirePublicData, type PublicDataSource } from './publicCache'

const PUBLIC_SOURCES: ReadonlySet<string> = new Set<PublicDataSource>([
  'branches', 'menus', 'categories', 'products', 'tags', 'tables', 'donatees', 'divisions',
  'navigations', 'blocks', 'sites', 'images', 'config', 'theme',
])

const isPublicSource = (slug: string): slug is PublicDataSource => PUBLIC_SOURCES.has(slug)

/**
 * Every change staff make to data the public pages show (branches, menus, products, settings ...)
 * expires the cached public data of that slug, so the storefront shows it on the next request.
 */
export const publicCachePlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const slug = collection.slug
    if (!isPublicSource(slug)) return collection
    const expire = <T>({ doc }: { doc: T }): T => {
      expirePublicData(slug)
      return doc
    }
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
    const expire = <T>({ doc }: { doc: T }): T => {
      expirePublicData(slug)
      return doc
    }
    return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), expire] } }
  }),
})
