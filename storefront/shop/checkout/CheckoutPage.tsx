import type { Metadata } from 'next'

import { SignInPrompt } from '@/storefront/account/SignInPrompt'
import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

import { CART_SCREEN_TEXTS } from '../cart/texts'
import { SHOP_TEXTS } from '../texts'
import { loadPartsCheckout } from './data'
import { PartsCheckout, type CheckoutStep } from './PartsCheckout'
import { PARTS_CHECKOUT_TEXTS } from './texts'

export const checkoutMetadata: Metadata = { title: PARTS_CHECKOUT_TEXTS.title, robots: { index: false } }

const RETURN_PATHS: Record<CheckoutStep, string> = { data: '/shop/checkout', shipping: '/shop/checkout/shipping', review: '/shop/checkout/review' }

/** A step of the parts checkout for the signed-in shop customer; others are asked to sign in and come back. */
export async function CheckoutPage({ step }: { step: CheckoutStep }) {
  const data = await loadPartsCheckout()
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: SHOP_TEXTS.catalogueTitle, href: '/shop' }, { label: CART_SCREEN_TEXTS.title, href: '/shop/cart' }, { label: PARTS_CHECKOUT_TEXTS.title }]} />
      <h1>{PARTS_CHECKOUT_TEXTS.title}</h1>
      {data ? <PartsCheckout step={step} data={data} /> : <SignInPrompt message={CART_SCREEN_TEXTS.signIn} returnUrl={RETURN_PATHS[step]} />}
    </div>
  )
}
