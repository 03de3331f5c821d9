import { LOGIN_TEXTS } from './texts'

export interface WelcomeLink {
  href: string
  label: string
}

/**
 * The buttons of the welcome area, in the spec's order (parts-shop-and-site.md section 2), the
 * logout button after them. The spec also lists /shop/cart (only when the cart has items): it
 * joins this list, between /shop and /account/orders, when its screen exists (until then it
 * would lead to the 404).
 */
export const WELCOME_LINKS: readonly WelcomeLink[] = [
  { href: '/shop', label: LOGIN_TEXTS.welcome.shop },
  { href: '/account/orders', label: LOGIN_TEXTS.welcome.orders },
  { href: '/account/shipping', label: LOGIN_TEXTS.welcome.shipping },
  { href: '/account/change-password', label: LOGIN_TEXTS.welcome.changePassword },
]
