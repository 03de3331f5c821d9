import type { Payload } from 'payload'

import { customerIdsOf, hasRole, isApprovedExternalUserAccount, isStaffMember, ROLES } from '@/src/domain/roles'
import type { PriceViewer } from '@/src/domain/pricing'

/**
 * Who looks at the parts catalogue (parts-shop-and-site.md section 6): prices for any signed-in
 * user (ROLE_USER), net for a customer with a verified VAT number, the customer's own discounts,
 * the material group for staff, and cart actions for shop customers (ROLE_EXTERNAL_USER).
 */
export interface ShopViewer extends PriceViewer {
  roles: string[]
  isSignedIn: boolean
  /** May put parts into a cart (quantity, comment, add to cart, quick entry). */
  canOrder: boolean
  /** Sees the material group in the specifications. */
  isEmployee: boolean
  /** The customer's discounts: a general percent and one per material group. */
  discounts: { general: number; byMaterialGroup: Record<string, number> }
}

const ANONYMOUS_VIEWER: ShopViewer = {
  roles: [],
  isSignedIn: false,
  isVatNumberVerified: false,
  canOrder: false,
  isEmployee: false,
  discounts: { general: 0, byMaterialGroup: {} },
}

type SignedIn = { collection?: string; roles?: string[] | null; isApproved?: boolean | null; customers?: (number | { id: number })[] | null }

/** The viewer of a signed-in account (Payload's `req.user` or `payload.auth`), or the anonymous one. */
export async function shopViewerOf(payload: Payload, user: SignedIn | null | undefined): Promise<ShopViewer> {
  if (!user) return ANONYMOUS_VIEWER
  // Every signed-in user holds ROLE_USER (spec: prices for any logged-in user).
  const roles = [...new Set([...(user.roles ?? []), ROLES.user])]
  const isShopCustomer = isApprovedExternalUserAccount(user)
  const customerId = isShopCustomer ? customerIdsOf(user)[0] : undefined
  const customer = customerId
    ? await payload.findByID({
        collection: 'customers', id: customerId, depth: 0, overrideAccess: true, disableErrors: true,
        select: { isVatNumberVerified: true, discounts: true },
      })
    : null
  const byMaterialGroup = Object.fromEntries((customer?.discounts ?? []).map((entry) => [entry.materialGroup, Number(entry.percentage) || 0]))
  return {
    roles,
    isSignedIn: true,
    isVatNumberVerified: customer?.isVatNumberVerified === true,
    canOrder: isShopCustomer && hasRole(user, ROLES.externalUser),
    isEmployee: isStaffMember(user),
    discounts: { general: 0, byMaterialGroup },
  }
}
