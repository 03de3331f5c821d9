import { LOGIN_TEXTS } from './texts'

export interface WelcomeLink {
  href: string
  label: string
}

/**
 * The buttons of the welcome area, in the spec's order (parts-shop-and-site.md section 2), the
 * logout button after them. The spec also lists /shop/cart (only when the cart has items) and
 * /account/orders: they join this list, in that order after /shop, when their screens exist
 * (until then they would lead to the 404).
 */
export const WELCOME_LINKS: readonly WelcomeLink[] = [
  { href: '/shop', label: LOGIN_TEXTS.welcome.shop },
  { href: '/account/shipping', label: LOGIN_TEXTS.welcome.shipping },
  { href: '/account/change-password', label: LOGIN_TEXTS.welcome.changePassword },
]
