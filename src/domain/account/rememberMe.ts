import { REMEMBER_ME_COOKIE_DAYS, SESSION_COOKIE_DAYS } from '../consent/constants'

/**
 * 'Angemeldet bleiben' (back-office.md section 9, issue 26 §2.3): a sign-in lasts 1 day, or 14 days
 * when the person chose to stay signed in. The choice is kept in the 'remember-me' cookie that the
 * consent details list (14 days), so a session refreshed later keeps its length.
 */
export const REMEMBER_ME_COOKIE = 'remember-me'

const DAY_IN_SECONDS = 24 * 60 * 60

/** How long a session (token, its stored session and its cookie) lives, in seconds. */
export function sessionLifetimeSeconds(rememberMe: boolean): number {
  return (rememberMe ? REMEMBER_ME_COOKIE_DAYS : SESSION_COOKIE_DAYS) * DAY_IN_SECONDS
}

const CHOSEN = new Set<unknown>([true, 'true', 'on', '1', 1])
const DECLINED = new Set<unknown>([false, 'false', 'off', '0', 0])

/**
 * Whether a sign-in stays signed in: the form's own answer when it sends one (the shop's sign-in
 * sends `rememberMe`), else the 'remember-me' cookie (the back office's checkbox sets it, because
 * Payload's login form sends only its own fields).
 */
export function rememberMeChosen(formValue: unknown, cookieValue: string | null | undefined): boolean {
  if (CHOSEN.has(formValue)) return true
  if (DECLINED.has(formValue)) return false
  return cookieValue === '1'
}
