import { AccountFrame } from '../AccountFrame'
import type { AccountHolder, ShopContact } from './data'
import styles from './Login.module.css'
import { LoginForm } from './LoginForm'
import { ResetRequestForm } from './ResetRequestForm'
import { SignupBox } from './SignupBox'
import { LOGIN_TEXTS } from './texts'
import { WelcomeArea } from './WelcomeArea'

type LoginScreenProps =
  | { mode: 'login'; holder: AccountHolder | null; contact: ShopContact; returnUrl: string | null }
  | { mode: 'reset'; holder: AccountHolder | null }

/**
 * The sign-in screen (account_login) and, with only the e-mail field, the reset request
 * (account_reset_password). A signed-in shop customer sees the welcome area on the sign-in route
 * instead; a visitor who is not signed in also sees the box to create an account.
 */
export function LoginScreen(props: LoginScreenProps) {
  if (props.mode === 'login' && props.holder) {
    return (
      <AccountFrame title={LOGIN_TEXTS.welcome.title}>
        <WelcomeArea holder={props.holder} contact={props.contact} />
      </AccountFrame>
    )
  }
  const title = props.mode === 'login' ? LOGIN_TEXTS.title : LOGIN_TEXTS.reset.title
  return (
    <AccountFrame title={title}>
      <div className={styles.layout}>
        <section className={styles.panel} aria-label={title}>
          {props.mode === 'login' ? (
            <>
              <p>{LOGIN_TEXTS.intro}</p>
              <LoginForm returnUrl={props.returnUrl} />
            </>
          ) : (
            <ResetRequestForm />
          )}
        </section>
        {props.holder ? null : <SignupBox />}
      </div>
    </AccountFrame>
  )
}
