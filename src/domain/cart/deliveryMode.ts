import type { Branch } from '../branches/types'
import type { Cart } from './types'
import type { DeliveryMode } from '../delivery/types'

type ModeFlags = Pick<Cart, 'isDelivery' | 'isDineIn'>
type ModeBranch = Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>

/** The flags as read from storage: a flag that was never stored is null or undefined. */
export interface PersistedModeFlags {
  isDelivery?: boolean | null
  isDineIn?: boolean | null
}

/** Order in which modes are offered in the delivery type select. */
export const DELIVERY_MODES: readonly DeliveryMode[] = ['takeaway', 'delivery', 'dineIn']

/** The cart's mode: delivery or dine-in by its flag, takeaway when both are off (delivery wins if both are on). */
export function deliveryModeOf(cart: ModeFlags): DeliveryMode {
  if (cart.isDelivery) return 'delivery'
  if (cart.isDineIn) return 'dineIn'
  return 'takeaway'
}

/** Sets the flags for a mode; takeaway turns both off. */
export const withDeliveryMode = <C extends ModeFlags>(cart: C, mode: DeliveryMode): C => ({
  ...cart,
  isDelivery: mode === 'delivery',
  isDineIn: mode === 'dineIn',
})

/** The modes the branch enables, in offering order. */
export function availableModes(branch: ModeBranch): DeliveryMode[] {
  const enabled: Record<DeliveryMode, boolean> = {
    takeaway: Boolean(branch.isTakeawayEnabled),
    delivery: Boolean(branch.isDeliveryEnabled),
    dineIn: Boolean(branch.isDineInEnabled),
  }
  return DELIVERY_MODES.filter((mode) => enabled[mode])
}

/** A method counts as persisted when either flag is stored. */
export const isModePersisted = (persisted: PersistedModeFlags | null | undefined): boolean =>
  typeof persisted?.isDelivery === 'boolean' || typeof persisted?.isDineIn === 'boolean'

/**
 * The mode a branch's cart starts in. A persisted mode wins while the branch still offers it.
 * Without a persisted mode, the configured default applies if the branch enables it. Otherwise
 * (persisted mode no longer offered, no default, or default not enabled) the first mode the
 * branch offers; takeaway when the branch offers none.
 */
export function initialDeliveryMode(
  branch: ModeBranch,
  persisted: PersistedModeFlags | null | undefined,
  defaultMethod: DeliveryMode | null | undefined,
): DeliveryMode {
  const offered = availableModes(branch)
  if (isModePersisted(persisted)) {
    const mode = deliveryModeOf({ isDelivery: Boolean(persisted?.isDelivery), isDineIn: Boolean(persisted?.isDineIn) })
    if (offered.includes(mode)) return mode
  } else if (defaultMethod && offered.includes(defaultMethod)) {
    return defaultMethod
  }
  return offered[0] ?? 'takeaway'
}
