/** The branch fields the shell's branch links depend on. */
export interface ShellBranch {
  identifier?: string | null
  isEnabled?: boolean | null
  isPublic?: boolean | null
}

/** The branch page of an identifier. */
export const branchPath = (identifier: string): string => `/store/${identifier}`

/**
 * The main navigation's 'Shop' item: only when the first branch has an identifier, is enabled and
 * is public (ordering-storefront.md section 2). Answers its target or null.
 */
export function shopNavigationTarget(branches: readonly ShellBranch[]): string | null {
  const first = branches[0]
  if (!first?.identifier || first.isEnabled !== true || first.isPublic !== true) return null
  return branchPath(first.identifier)
}

/** The footer's 'Online Bestellen' link: the branch page when exactly one branch exists. */
export function singleBranchTarget(branches: readonly ShellBranch[]): string | null {
  return branches.length === 1 && branches[0].identifier ? branchPath(branches[0].identifier) : null
}

/** The branch identifier of a storefront path (/store/{identifier}/...), or null. */
export function branchIdentifierOfPath(pathname: string): string | null {
  const match = /^\/store\/([^/?#]+)/.exec(pathname)
  return match ? decodeURIComponent(match[1]) : null
}

/**
 * Where the header's cart action leads: the branch the visitor used last when it still exists and
 * is enabled, otherwise the only branch, otherwise the start page (the branch list).
 */
export function cartTarget(lastBranch: string | null | undefined, branches: readonly ShellBranch[]): string {
  const usable = branches.filter((branch) => branch.identifier && branch.isEnabled === true)
  if (lastBranch && usable.some((branch) => branch.identifier === lastBranch)) return branchPath(lastBranch)
  if (usable.length === 1) return branchPath(usable[0].identifier as string)
  return '/'
}

/** The parts shop's cart (shop_cart). */
export const PARTS_CART_PATH = '/shop/cart'

/** Whether a path belongs to the parts shop (catalogue, cart, checkout, the customer's account), whose cart is the parts cart. */
export const isPartsShopPath = (pathname: string): boolean => /^\/(shop|account)(\/|$)/.test(pathname)
