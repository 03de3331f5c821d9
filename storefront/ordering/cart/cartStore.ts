import { emptyCart } from '@/src/domain/cart'
import { qrIdentifierOf, tableParamOf } from '@/src/domain/qr/identifier'
import type { Cart } from '@/src/domain/cart/types'

/**
 * Carts live in the browser's localStorage, one per branch identifier ('default' for the parts
 * shop), as ordering-storefront.md section 3 says. `isModePersisted` records whether the visitor
 * ever chose a delivery type for this branch (the configured default applies only before that).
 * A visit from a QR code keeps the code (`qrCode`, sent with the order) and a table code's table
 * number (`table`, preselected in the checkout) here too: no cookie, no visitor id.
 */
export interface StoredCart extends Cart {
  isModePersisted: boolean
  qrCode?: string | null
  table?: string | null
}

const STORAGE_PREFIX = 'gastro.cart.'
const EMPTY: StoredCart = Object.freeze({ ...emptyCart(), isModePersisted: false }) as StoredCart

type Listener = () => void
const listeners = new Map<string, Set<Listener>>()
const snapshots = new Map<string, StoredCart>()

const storageKey = (branchIdentifier: string) => `${STORAGE_PREFIX}${branchIdentifier}`

function parse(raw: string | null): StoredCart {
  if (!raw) return EMPTY
  try {
    const value = JSON.parse(raw) as Partial<StoredCart>
    if (!value || !Array.isArray(value.items)) return EMPTY
    return {
      items: value.items,
      isDelivery: Boolean(value.isDelivery),
      isDineIn: Boolean(value.isDineIn),
      order: { deliveryArea: null, appointment: null, comment: null, ...value.order },
      isModePersisted: Boolean(value.isModePersisted),
      qrCode: qrIdentifierOf(value.qrCode),
      table: tableParamOf(value.table),
    }
  } catch {
    return EMPTY
  }
}

/** The current cart of a branch; the same object until it changes (safe for useSyncExternalStore). */
export function readCart(branchIdentifier: string): StoredCart {
  if (typeof window === 'undefined') return EMPTY
  const cached = snapshots.get(branchIdentifier)
  if (cached) return cached
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(storageKey(branchIdentifier))
  } catch {
    // storage disabled (private mode): the cart lives in memory only
  }
  const cart = parse(raw)
  snapshots.set(branchIdentifier, cart)
  return cart
}

export const serverCart = (): StoredCart => EMPTY

/** Saves a cart and tells every component showing it. */
export function writeCart(branchIdentifier: string, cart: StoredCart): void {
  snapshots.set(branchIdentifier, cart)
  try {
    window.localStorage.setItem(storageKey(branchIdentifier), JSON.stringify(cart))
  } catch {
    // quota or disabled storage: keep the in-memory copy
  }
  listeners.get(branchIdentifier)?.forEach((listener) => listener())
}

export function subscribeCart(branchIdentifier: string, listener: Listener): () => void {
  const set = listeners.get(branchIdentifier) ?? new Set<Listener>()
  set.add(listener)
  listeners.set(branchIdentifier, set)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey(branchIdentifier)) return
    snapshots.delete(branchIdentifier)
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    set.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * Removes every saved cart with its delivery type, delivery area, appointment, comment and table
 * (the self-service kiosk's order data, storefront/shell/selfService.ts) and tells every component
 * showing one. `silently` only empties the storage: for a page that is being left, whose components
 * would otherwise save their settled cart again at once.
 */
export function forgetAllCarts({ silently = false } = {}): void {
  let stored: string[] = []
  try {
    stored = Object.keys(window.localStorage).filter((key) => key.startsWith(STORAGE_PREFIX)).map((key) => key.slice(STORAGE_PREFIX.length))
  } catch {
    // storage disabled: only the in-memory copies exist
  }
  for (const branchIdentifier of new Set([...stored, ...snapshots.keys()])) {
    try {
      window.localStorage.removeItem(storageKey(branchIdentifier))
    } catch {
      // nothing stored
    }
    if (silently) continue
    snapshots.set(branchIdentifier, EMPTY)
    listeners.get(branchIdentifier)?.forEach((listener) => listener())
  }
}
