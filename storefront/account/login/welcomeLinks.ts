import { LOGIN_TEXTS } from './texts'

export interface WelcomeLink {
  href: string
  label: string
  /** Shown only while the parts cart has items (the cart button). */
  whenCartHasItems?: boolean
}

/**
 * The buttons of the welcome area, in the spec's order (parts-shop-and-site.md section 2), the
 * logout button after them; the cart button only while the cart has items.
 */
export const WELCOME_LINKS: readonly WelcomeLink[] = [
  { href: '/shop', label: LOGIN_TEXTS.welcome.shop },
  { href: '/shop/cart', label: LOGIN_TEXTS.welcome.cart, whenCartHasItems: true },
  { href: '/account/orders', label: LOGIN_TEXTS.welcome.orders },
  { href: '/account/shipping', label: LOGIN_TEXTS.welcome.shipping },
  { href: '/account/change-password', label: LOGIN_TEXTS.welcome.changePassword },
]
