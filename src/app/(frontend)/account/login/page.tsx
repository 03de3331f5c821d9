import type { Metadata } from 'next'

import { safeReturnUrl } from '@/src/domain/account'
import { loadAccountHolder, loadShopContact } from '@/storefront/account/login/data'
import { LoginScreen } from '@/storefront/account/login/LoginScreen'
import { LOGIN_TEXTS } from '@/storefront/account/login/texts'

/** Sign-in, or the welcome area of the signed-in customer: per request, never indexed. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: LOGIN_TEXTS.title, robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function Page({ searchParams }: Props) {
  const [holder, contact, query] = await Promise.all([loadAccountHolder(), loadShopContact(), searchParams])
  return <LoginScreen mode="login" holder={holder} contact={contact} returnUrl={safeReturnUrl(query.returnUrl)} />
}
