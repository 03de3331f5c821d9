import type { CartItem } from '@/src/domain/types'
import { isUnitName } from '@/src/domain/units'
import type { ShopProduct } from '@/src/server/partsShop/shopProduct'
import { readCart, writeCart } from '@/storefront/ordering/cart/cartStore'

import { PARTS_CART_NAME, partsCartProduct } from '../product/cartLine'

/**
 * The parts cart follows a signed-in buyer to another device: the browser's cart ('default') is
 * saved with the account (PUT /api/custom/cart) after every change, and on the first use in a page
 * the newer of the two wins (the account's when it was saved after this browser last changed its
 * cart). Whoever changes the cart last wins, as with any shared list without merging.
 */

const CHANGED_AT_KEY = `gastro.cart.${PARTS_CART_NAME}.changedAt`
const PUSH_DELAY_MS = 400

type SavedLine = { product: ShopProduct; amount: number; unit: string | null; parts: CartItem['parts'] }

const changedAt = (): string | null => {
  try {
    return window.localStorage.getItem(CHANGED_AT_KEY)
  } catch {
    return null
  }
}

const markChanged = (at: string) => {
  try {
    window.localStorage.setItem(CHANGED_AT_KEY, at)
  } catch {
    // storage disabled: the account's copy wins next time
  }
}

/** The cart's lines as the server keeps them: product id, amount, unit, comment and date. */
export const savedLinesOf = (items: readonly CartItem[]) =>
  items.map((item) => ({ product: Number(item.product.id), amount: Number(item.amount), unit: item.unit ?? null, parts: item.parts ?? [] }))

let pulled: Promise<void> | null = null
let pushTimer: ReturnType<typeof setTimeout> | undefined

/** Once per page: takes the account's saved cart when it is newer than this browser's, else saves this browser's. */
export function pullSavedCart(): Promise<void> {
  pulled ??= (async () => {
    const response = await fetch('/api/custom/cart', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(() => null)
    if (!response?.ok) return
    const saved = (await response.json()) as { savedAt: string | null; items: SavedLine[] }
    const local = changedAt()
    if (saved.savedAt && (!local || saved.savedAt > local)) {
      const items: CartItem[] = saved.items.map((line) => {
        const product = partsCartProduct(line.product)
        return { product, amount: line.amount, unit: line.unit && isUnitName(line.unit) ? line.unit : product.unit, parts: line.parts }
      })
      writeCart(PARTS_CART_NAME, { ...readCart(PARTS_CART_NAME), items })
      markChanged(saved.savedAt)
    } else if (local && (!saved.savedAt || local > saved.savedAt)) {
      schedulePush()
    }
  })()
  return pulled
}

/** Notes a change of the cart in this browser and saves it with the account shortly after. */
export function cartChanged(): void {
  markChanged(new Date().toISOString())
  schedulePush()
}

function schedulePush(): void {
  clearTimeout(pushTimer)
  pushTimer = setTimeout(() => {
    const body = JSON.stringify({ items: savedLinesOf(readCart(PARTS_CART_NAME).items) })
    void fetch('/api/custom/cart', { method: 'PUT', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body, keepalive: true })
      .then(async (response) => {
        if (response.ok) markChanged(((await response.json()) as { savedAt: string }).savedAt)
      })
      .catch(() => undefined)
  }, PUSH_DELAY_MS)
}
