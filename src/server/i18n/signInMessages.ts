import type { SignInRefusal } from '@/src/domain/staff'

import { formalGerman } from './formalGerman'

/**
 * The sign-in messages of spec 002 §4 in the product's formal German (their wording is not given
 * there): the same texts answer the back office's sign-in (/api/users/login) and the call
 * catalogue's POST /api/auth/authenticate.
 */
export const SIGN_IN_MESSAGES = {
  /** Payload's lock of an account after 5 wrong passwords in a row (lifted after 10 minutes or by an admin). */
  locked: formalGerman.de.error.userLocked,
  disabled: 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an die Administration.',
  accountExpired: 'Dieses Konto ist abgelaufen. Bitte wenden Sie sich an die Administration.',
  credentialsExpired: 'Ihr Passwort ist abgelaufen. Bitte legen Sie über „Passwort vergessen?“ ein neues Passwort fest.',
  /** Payload's answer to a reset or verification link whose token is unknown or used up. */
  invalidLink: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
} as const satisfies Record<SignInRefusal | 'locked' | 'invalidLink', string>

/** Too many sign-in attempts from one address, with the minutes until the next try. */
export const tooManySignInAttempts = (minutes: number): string =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`
