import { AccountFrame } from '../AccountFrame'
import styles from './Password.module.css'
import { PasswordForm, type PasswordMode } from './PasswordForm'
import { PASSWORD_TEXTS } from './texts'

/**
 * The password screen (account_reset_password_confirm and account_change_password): a reset token
 * in the route means reset confirmation, otherwise the signed-in customer changes the password.
 */
export function PasswordScreen(props: PasswordMode) {
  return (
    <AccountFrame title={PASSWORD_TEXTS.title}>
      <section className={styles.panel} aria-label={PASSWORD_TEXTS.title}>
        <PasswordForm {...props} />
      </section>
    </AccountFrame>
  )
}
