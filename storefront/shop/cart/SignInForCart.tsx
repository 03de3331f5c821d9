import Link from 'next/link'

import { CART_SCREEN_TEXTS as T } from './texts'

/** The cart and checkout for a visitor without a shop session: the way to sign in and back. */
export function SignInForCart({ returnUrl }: { returnUrl: string }) {
  return (
    <div className="notice notice-warning">
      <p>{T.signIn}</p>
      <p><Link href={`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`} className="btn btn-primary">{T.signInLink}</Link></p>
    </div>
  )
}
