import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { loadAccountHolder } from '@/storefront/account/login/data'
import { PasswordScreen } from '@/storefront/account/password/PasswordScreen'
import { PASSWORD_TEXTS } from '@/storefront/account/password/texts'

/** The password screen in change mode: signed-in shop customers only (ROLE_EXTERNAL_USER), else to the sign-in and back. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: PASSWORD_TEXTS.title, robots: { index: false, follow: false } }

const PATH = '/account/change-password'

export default async function Page() {
  if (!(await loadAccountHolder())) redirect(`/account/login?returnUrl=${encodeURIComponent(PATH)}`)
  return <PasswordScreen mode="change" />
}
