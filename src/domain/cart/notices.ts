import type { Storefront } from '../quantity/defaultAmount'
import type { Numeric } from '../quantity/types'
import { CART_TEXTS, partsShopAddedNotice } from './texts'

/** The notice after adding to the cart: the ordering storefront's fixed text, the parts shop's with the amount. */
export function addedToCartNotice(storefront: Storefront, amount: Numeric): string {
  return storefront === 'partsShop' ? partsShopAddedNotice(amount) : CART_TEXTS.productAdded
}
