import type { Id } from '../relations/types'
import { normalizeLink } from '../text/link'
import { sitePath } from '../site/sitePaths'
import { branchPath } from './branchLinks'

type NavigationItemType = 'home' | 'site' | 'branch' | 'link' | 'label'

/** A reference as Payload stores it: an id, or the document when populated. */
type Ref = Id | { id: Id } | null | undefined

/** One navigation entry as stored (three levels: items, children, grandchildren). */
export interface NavigationItemInput {
  label: string
  type: NavigationItemType
  isEnabled?: boolean | null
  site?: Ref
  branch?: Ref
  href?: string | null
  children?: NavigationItemInput[] | null
  grandchildren?: NavigationItemInput[] | null
}

/** Paths of the (published) sites and identifiers of the branches the items point at, by id. */
export interface NavigationTargets {
  sites: Readonly<Record<string, string>>
  branches: Readonly<Record<string, string>>
}

/** A navigation entry ready to render: href null for plain labels. */
export interface NavigationNode {
  label: string
  href: string | null
  /** External links open in a new tab. */
  isExternal: boolean
  children: NavigationNode[]
}

export type NavigationState = 'active' | 'child-active' | null

const refId = (ref: Ref): string | null => (ref === null || ref === undefined ? null : String(typeof ref === 'object' ? ref.id : ref))

function hrefOf(item: NavigationItemInput, targets: NavigationTargets): string | null | undefined {
  switch (item.type) {
    case 'home':
      return '/'
    case 'site': {
      const path = targets.sites[refId(item.site) ?? '']
      return path === undefined ? undefined : sitePath(path)
    }
    case 'branch': {
      const identifier = targets.branches[refId(item.branch) ?? '']
      return identifier === undefined ? undefined : branchPath(identifier)
    }
    case 'link':
      return normalizeLink(item.href)
    default:
      return null
  }
}

/**
 * The navigation as shown (parts-shop-and-site.md section 5): only enabled items; home, site,
 * branch and link items become links (links open in a new tab), other types plain labels. An item
 * whose site or branch is missing (deleted, unpublished) is dropped, or kept as a label when it
 * has enabled sub-items.
 */
export function navigationTree(items: readonly NavigationItemInput[] | null | undefined, targets: NavigationTargets): NavigationNode[] {
  return (items ?? []).flatMap((item): NavigationNode[] => {
    if (item.isEnabled === false) return []
    const children = navigationTree(item.children ?? item.grandchildren, targets)
    const href = hrefOf(item, targets)
    if (href === undefined && children.length === 0) return []
    return [{ label: item.label, href: href ?? null, isExternal: item.type === 'link' && href !== undefined, children }]
  })
}

/** Ids of the sites and branches a navigation refers to (to look up their paths). */
export function navigationReferences(items: readonly NavigationItemInput[] | null | undefined): { sites: string[]; branches: string[] } {
  const sites = new Set<string>()
  const branches = new Set<string>()
  const visit = (list: readonly NavigationItemInput[] | null | undefined) => {
    for (const item of list ?? []) {
      const site = item.type === 'site' ? refId(item.site) : null
      const branch = item.type === 'branch' ? refId(item.branch) : null
      if (site) sites.add(site)
      if (branch) branches.add(branch)
      visit(item.children ?? item.grandchildren)
    }
  }
  visit(items)
  return { sites: [...sites], branches: [...branches] }
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The path part of an internal link, or null for external links and labels. */
function internalPath(href: string | null): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null
  return withoutTrailingSlash(href.split(/[?#]/)[0])
}

/** Whether an internal link points at the current path or one of its parents (the home link only at '/'). */
export function linkMatchesPath(href: string | null, pathname: string): boolean {
  const target = internalPath(href)
  if (target === null) return false
  const current = withoutTrailingSlash(pathname)
  if (target === '/') return current === '/'
  return current === target || current.startsWith(`${target}/`)
}

/**
 * Active-position marker: 'active' when the item links to the current page, 'child-active' when
 * the current page lies below it (a sub-item, or a path under its link such as a branch's checkout).
 */
export function navigationState(node: NavigationNode, pathname: string): NavigationState {
  if (internalPath(node.href) === withoutTrailingSlash(pathname)) return 'active'
  if (linkMatchesPath(node.href, pathname)) return 'child-active'
  return node.children.some((child) => navigationState(child, pathname) !== null) ? 'child-active' : null
}

/** The navigation with the wanted identifier, or (when `fallbackToFirst`) the first one. */
export function pickNavigation<N extends { identifier?: string | null }>(
  navigations: readonly N[],
  identifier: string,
  fallbackToFirst: boolean,
): N | null {
  return navigations.find((navigation) => navigation.identifier === identifier) ?? (fallbackToFirst ? navigations[0] ?? null : null)
}
