import type { Metadata } from 'next'

import { loadAccountHolder } from '@/storefront/account/login/data'
import { LoginScreen } from '@/storefront/account/login/LoginScreen'
import { LOGIN_TEXTS } from '@/storefront/account/login/texts'

/** The reset request: the sign-in screen with only the e-mail field. Per request, never indexed. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: LOGIN_TEXTS.reset.title, robots: { index: false, follow: false } }

export default async function Page() {
  return <LoginScreen mode="reset" holder={await loadAccountHolder()} />
}
