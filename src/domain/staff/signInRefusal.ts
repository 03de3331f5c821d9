/**
 * Why a staff account may not sign in although its password is right (spec 002 §4): switched off
 * ('Aktiv'), past its 'Gültig bis', or its password past 'Passwort gültig bis'. Null: it may.
 */
export type SignInRefusal = 'disabled' | 'accountExpired' | 'credentialsExpired'

export type StaffAccountState = {
  isActive?: boolean | null
  validUntil?: string | Date | null
  passwordValidUntil?: string | Date | null
}

const isPast = (moment: string | Date | null | undefined, now: Date) => {
  if (!moment) return false
  const time = new Date(moment).getTime()
  return Number.isFinite(time) && time <= now.getTime()
}

export function signInRefusal(account: StaffAccountState, now: Date): SignInRefusal | null {
  if (account.isActive === false) return 'disabled'
  if (isPast(account.validUntil, now)) return 'accountExpired'
  if (isPast(account.passwordValidUntil, now)) return 'credentialsExpired'
  return null
}

/** Whole minutes until a moment, at least 1 (a sign-in refused for 20 seconds still says '1 Minute'). */
export const minutesUntil = (retryAfterSeconds: number): number => Math.max(1, Math.ceil(retryAfterSeconds / 60))
