import Link from 'next/link'

import { ACCOUNT_TEXTS } from './texts'

/** Shown instead of a customer's screen to a visitor without a shop session: why, and the way to sign in and back (no redirect, #26 §1.1). */
export function SignInPrompt({ message, returnUrl }: { message: string; returnUrl: string }) {
  return (
    <div className="notice notice-warning">
      <p>{message}</p>
      <p><Link href={`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`} className="btn btn-primary">{ACCOUNT_TEXTS.signInLink}</Link></p>
    </div>
  )
}
