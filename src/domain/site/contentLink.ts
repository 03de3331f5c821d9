import { uploadPath } from '../media/uploads'
import { normalizeLink } from '../text/link'
import { canonicalSitePath } from './sitePaths'

/** A link of a content block as stored: one of the five kinds of parts-shop-and-site.md section 3. */
export interface ContentLinkInput {
  kind: 'site' | 'href' | 'email' | 'phone' | 'file'
  label?: string | null
  /** A site page (populated) or its id, when the page could not be populated (unpublished, deleted). */
  site?: number | { path: string; name?: string | null; _status?: string | null } | null
  href?: string | null
  target?: '_self' | '_blank' | null
  email?: string | null
  phone?: string | null
  file?: number | { id: number; publicHash?: string | null; version?: number | null; extension?: string | null; filename?: string | null } | null
}

/** A link ready to render. */
export interface ContentLinkTarget {
  href: string
  label: string
  /** Opens in a new tab (an href link with target _blank, a file). */
  newTab: boolean
  /** A file to download. */
  isFile: boolean
}

const phoneHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`

/**
 * Where a content link leads and what it says (spec 001 §3, §5): a site link to the page's path, an
 * href normalised (protocol-less → http://, empty → '/') and opened as the editor chose, e-mail and
 * phone as mailto:/tel:, a file at its public upload path. A link whose page or file is gone
 * (unpublished, deleted) is null, so no block shows a link into a 404. The label defaults to the
 * page's name, the address, the number or the file name.
 */
export function contentLinkTarget(link: ContentLinkInput): ContentLinkTarget | null {
  const label = link.label?.trim()
  switch (link.kind) {
    case 'site': {
      const site = link.site
      if (!site || typeof site !== 'object' || (site._status && site._status !== 'published')) return null
      return { href: canonicalSitePath(site.path), label: label || site.name || site.path, newTab: false, isFile: false }
    }
    case 'href': {
      const href = normalizeLink(link.href)
      return { href, label: label || link.href?.trim() || href, newTab: link.target === '_blank', isFile: false }
    }
    case 'email':
      return link.email ? { href: `mailto:${link.email.trim()}`, label: label || link.email.trim(), newTab: false, isFile: false } : null
    case 'phone':
      return link.phone ? { href: phoneHref(link.phone), label: label || link.phone.trim(), newTab: false, isFile: false } : null
    case 'file': {
      const file = link.file
      if (!file || typeof file !== 'object' || !file.publicHash) return null
      return { href: uploadPath(file), label: label || file.filename || 'Download', newTab: true, isFile: true }
    }
    default:
      return null
  }
}

/** The links of a block that still lead somewhere. */
export const contentLinkTargets = (links: readonly ContentLinkInput[] | null | undefined): ContentLinkTarget[] =>
  (links ?? []).flatMap((link) => {
    const target = contentLinkTarget(link)
    return target ? [target] : []
  })
