import type { CartSaved, SavedCart } from '@/src/domain/contracts/partsShop'
import type { CartItem } from '@/src/domain/cart/types'
import { isUnitName } from '@/src/domain/units'
import { readCart, writeCart } from '@/storefront/ordering/cart/cartStore'
import { call } from '@/storefront/ui/api'

import { PARTS_CART_NAME, partsCartProduct } from '../product/cartLine'
import { CART_SCREEN_TEXTS as T } from './texts'

/**
 * The parts cart follows a signed-in buyer to another device: the browser's cart ('default') is
 * saved with the account (PUT /api/custom/cart) after every change, and on the first use in a page
 * the newer of the two wins (the account's when it was saved after this browser last changed its
 * cart). Whoever changes the cart last wins, as with any shared list without merging.
 */

const CHANGED_AT_KEY = `gastro.cart.${PARTS_CART_NAME}.changedAt`
const PUSH_DELAY_MS = 400

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
    const result = await call<SavedCart | null>('/api/custom/cart', { fallback: T.unknownError })
    if (!result.ok || !result.data) return
    const saved = result.data
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
    const body = { items: savedLinesOf(readCart(PARTS_CART_NAME).items) }
    void call<CartSaved | null>('/api/custom/cart', { method: 'PUT', body, keepalive: true, fallback: T.unknownError }).then((result) => {
      if (result.ok && result.data) markChanged(result.data.savedAt)
    })
  }, PUSH_DELAY_MS)
}
