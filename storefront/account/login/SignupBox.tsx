import Link from 'next/link'

import styles from './Login.module.css'
import { LOGIN_TEXTS } from './texts'

/** The 'create new account' box a visitor who is not signed in sees beside the sign-in. */
export function SignupBox() {
  return (
    <section className={styles.box} aria-labelledby="account-signup-title" data-testid="account-signup-box">
      <h2 id="account-signup-title">{LOGIN_TEXTS.signup.title}</h2>
      <p>{LOGIN_TEXTS.signup.text}</p>
      <Link href="/account/signup" className="btn btn-primary">{LOGIN_TEXTS.signup.button}</Link>
    </section>
  )
}
