import type { Metadata } from 'next'

import { SignInPrompt } from '@/storefront/account/SignInPrompt'
import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'
import { CartScreen } from '@/storefront/shop/cart/CartScreen'
import { loadCartScreen } from '@/storefront/shop/cart/data'
import { CART_SCREEN_TEXTS } from '@/storefront/shop/cart/texts'
import { SHOP_TEXTS } from '@/storefront/shop/texts'

/** The parts cart (shop_cart): for signed-in shop customers; prices per customer, so per request. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: CART_SCREEN_TEXTS.title, robots: { index: false } }

export default async function Page() {
  const data = await loadCartScreen()
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: SHOP_TEXTS.catalogueTitle, href: '/shop' }, { label: CART_SCREEN_TEXTS.title }]} />
      <h1>{CART_SCREEN_TEXTS.title}</h1>
      {data.canOrder ? <CartScreen currency={data.currency} earliestDate={data.earliestDate} /> : <SignInPrompt message={CART_SCREEN_TEXTS.signIn} returnUrl="/shop/cart" />}
    </div>
  )
}
