/**
 * The Payload slugs whose data the public pages and the checkout show. A change of one expires the
 * cached pages that read it (tag `public:{slug}`) and the checkout's in-process cache.
 */
export const PUBLIC_SOURCES = [
  'branches', 'menus', 'categories', 'products', 'tags', 'tables', 'donatees', 'divisions',
  'navigations', 'blocks', 'sites', 'images', 'uploads', 'redirects', 'config', 'theme',
] as const

export type PublicDataSource = (typeof PUBLIC_SOURCES)[number]

export const isPublicSource = (slug: string): slug is PublicDataSource => (PUBLIC_SOURCES as readonly string[]).includes(slug)

/** The cache tag of the pages' data read from `source`. */
export const publicTag = (source: PublicDataSource): string => `public:${source}`
