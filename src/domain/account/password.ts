/**
 * The password rules of shop accounts (sign-up, reset and change): at least 8 characters, both
 * entries equal, and not a password known from leaked password lists (the list lives on the
 * server; `isLeaked` asks it). Pure: the screens check the first two before sending, the server
 * checks all three.
 */
const MIN_PASSWORD_LENGTH = 8

export const PASSWORD_TEXTS = {
  missing: 'Bitte geben Sie ein Passwort an.',
  tooShort: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  mismatch: 'Die beiden Passwörter stimmen nicht überein.',
  leaked: 'Dieses Passwort ist aus Datenlecks bekannt und daher unsicher. Bitte wählen Sie ein anderes.',
} as const

export type PasswordProblem = { field: 'password' | 'passwordRepeat'; message: string }

/** The first problem of a new password, or null; `passwordRepeat` is checked when given. */
export function passwordProblem(password: string, passwordRepeat?: string, isLeaked: (password: string) => boolean = () => false): PasswordProblem | null {
  if (password === '') return { field: 'password', message: PASSWORD_TEXTS.missing }
  if ([...password].length < MIN_PASSWORD_LENGTH) return { field: 'password', message: PASSWORD_TEXTS.tooShort }
  if (passwordRepeat !== undefined && passwordRepeat !== password) return { field: 'passwordRepeat', message: PASSWORD_TEXTS.mismatch }
  if (isLeaked(password)) return { field: 'password', message: PASSWORD_TEXTS.leaked }
  return null
}
