/** Texts of the password screen (parts-shop-and-site.md sections 2 and 8), verbatim where the spec names them. */
export const PASSWORD_TEXTS = {
  title: 'Passwort ändern',
  intro: 'Wählen Sie ein neues Passwort mit mindestens 8 Zeichen.',
  password: 'Neues Passwort',
  passwordRepeat: 'Neues Passwort wiederholen',
  submit: 'Passwort ändern',
  cancel: 'Abbrechen',
  wait: 'Bitte warten...',
  successTitle: 'Passwort geändert!',
  successText: 'Ihr Passwort wurde erfolgreich geändert.',
} as const
