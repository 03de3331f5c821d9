import Link from 'next/link'

import { SHIPPING_TEXTS as T } from './texts'

/** Shown instead of the addresses to a visitor without a shop session (no redirect, #26 §1.1). */
export function SignInPrompt({ returnUrl }: { returnUrl: string }) {
  return (
    <div className="notice notice-warning">
      <p>{T.signIn}</p>
      <p><Link href={`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`} className="btn btn-primary">{T.signInLink}</Link></p>
    </div>
  )
}
