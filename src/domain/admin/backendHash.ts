/**
 * The back office's older addresses name an area after a hash (spec 002 §2: /backend#/sites,
 * /backend#/dashboard, /backend#/navigations). Payload ignores a hash, so such a link would show
 * the dashboard: this maps it to the list it names, or to the dashboard for '#/dashboard'.
 * Null: no such hash, or it names no list the admin has.
 */
export function backendPathOfHash(hash: string, adminRoute: string, collectionSlugs: readonly string[]): string | null {
  const match = /^#\/([a-z0-9-]+)\/?$/.exec(hash)
  if (!match) return null
  const area = match[1]
  if (area === 'dashboard') return adminRoute
  return collectionSlugs.includes(area) ? `${adminRoute}/collections/${area}` : null
}
