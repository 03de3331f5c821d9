import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AccountFrame } from '@/storefront/account/AccountFrame'
import { SignupScreen } from '@/storefront/account/signup/SignupScreen'
import { SIGNUP_TEXTS } from '@/storefront/account/signup/texts'
import { loadShopViewer } from '@/storefront/shop/data'

/** Sign-up of a parts-shop customer; a signed-in customer goes to the sign-in page (its welcome area). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: SIGNUP_TEXTS.title, robots: { index: false } }

export default async function Page() {
  if ((await loadShopViewer()).canOrder) redirect('/account/login')
  return (
    <AccountFrame title={SIGNUP_TEXTS.title}>
      <SignupScreen />
    </AccountFrame>
  )
}
