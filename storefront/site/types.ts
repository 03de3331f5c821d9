import type { Site } from '@/src/payload-types'

/** A page above the current one, or an entry of a service page's sibling menu. */
export interface SiteTrailItem {
  label: string
  href: string
}

export interface SitePageData {
  page: Site
  /** The published pages above this one, outermost first (breadcrumbs). */
  trail: SiteTrailItem[]
  /** custom_service only: the sibling service pages from the parent's first siteReferences block. */
  serviceMenu: SiteTrailItem[]
}

/** Settings every block may need, loaded once per page. */
export interface SiteContext {
  /** The company e-mail of the settings (initiative applications, form fallback). */
  companyEmail: string | null
  /** The privacy policy page (or external address), for the contact forms' checkbox. */
  privacyHref: string | null
  /** The map: on only with the map plugin setting (and, in the browser, the visitor's consent). */
  map: { isEnabled: boolean; style: string | null; token: string | null }
}
