import type { Metadata } from 'next'

import { PasswordScreen } from '@/storefront/account/password/PasswordScreen'
import { PASSWORD_TEXTS } from '@/storefront/account/password/texts'

/**
 * The password screen in reset mode, open to anyone with the mailed link. The address carries the
 * reset token: never indexed, never sent on as a referrer.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: PASSWORD_TEXTS.title, robots: { index: false, follow: false }, referrer: 'no-referrer' }

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  return <PasswordScreen mode="reset" token={token} />
}
