/**
 * A notification that cannot be sent because of the order or the settings (no e-mail address, no
 * phone number, SMS switched off), as opposed to a delivery failure. The message is German.
 */
export class NotificationNotPossibleError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotificationNotPossibleError'
  }
}

export const NOTIFICATION_TEXTS = {
  smsDisabled: 'SMS-Benachrichtigungen sind nicht aktiviert.',
  noEmail: 'Für diese Bestellung ist keine E-Mail-Adresse hinterlegt.',
  noPhone: 'Für diese Bestellung ist keine Telefonnummer hinterlegt.',
  smsCountry: 'An Telefonnummern dieses Landes werden keine SMS versendet.',
} as const
