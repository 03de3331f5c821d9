import { directionsHref, phoneHref } from '../branches/links'
import type { StorefrontBranch } from '../branches/types'

type HomeVariant = 'plugin' | 'default'

export type HomeTeaser =
  | { kind: 'order'; href: string }
  | { kind: 'call'; href: string; phone: string }
  | { kind: 'directions'; href: string; address: string }

export interface HomeLayout {
  variant: HomeVariant
  /** Order online, call, directions: only in the plugin variant with exactly one branch. */
  teasers: HomeTeaser[]
}

type TeaserBranch = Pick<StorefrontBranch, 'identifier' | 'isPublic' | 'phone' | 'street' | 'city'>

/**
 * Which home page to show (ordering-storefront.md section 2): the plugin variant when the setting
 * enablePluginHomePage is on, else the default variant (search, tag filter, branch cards). The
 * plugin variant with exactly one branch gets three teasers: order online (to /store/{identifier};
 * left out while the branch is not public), call (tel: link; left out without a phone number) and
 * directions (maps link from street and city; left out without both).
 */
export function homeLayout(settings: { enablePluginHomePage?: boolean | null }, branches: readonly TeaserBranch[]): HomeLayout {
  if (!settings.enablePluginHomePage) return { variant: 'default', teasers: [] }
  return { variant: 'plugin', teasers: branches.length === 1 ? branchTeasers(branches[0]) : [] }
}

function branchTeasers(branch: TeaserBranch): HomeTeaser[] {
  const teasers: HomeTeaser[] = []
  if (branch.isPublic) teasers.push({ kind: 'order', href: storePath(branch.identifier) })
  const tel = phoneHref(branch.phone)
  if (tel && branch.phone) teasers.push({ kind: 'call', href: tel, phone: branch.phone.trim() })
  const directions = directionsHref(branch.street, branch.city)
  if (directions) {
    const address = [branch.street, branch.city].map((part) => (part ?? '').trim()).filter(Boolean).join(', ')
    teasers.push({ kind: 'directions', href: directions, address })
  }
  return teasers
}

/** The branch page: /store/{identifier}. */
export const storePath = (identifier: string): string => `/store/${encodeURIComponent(identifier)}`
