/**
 * Texts of the order view's follow-up actions (decided; the spec names the calls). The fallbacks
 * are back-office.md section 8's; the server's own German message wins when there is one.
 */
export const ORDER_VIEW_TEXTS = {
  followUpLabel: 'Kunde benachrichtigen',
  resendEmail: 'E-Mail erneut senden',
  resendSms: 'SMS erneut senden',
  emailSent: 'E-Mail wurde erneut gesendet.',
  smsSent: 'SMS wurde erneut gesendet.',
  resendFailed: 'Die Bestätigung konnte nicht gesendet werden.',
  checkPayment: 'Zahlungsstatus prüfen',
  paymentChecked: 'Der Zahlungsstatus wurde geprüft.',
  paymentCheckFailed: 'Zahlungsstatus konnte nicht geprüft werden.',
  openStatusPage: 'Statusseite öffnen',
  linesLabel: 'Positionen korrigieren',
  editLine: 'Ändern',
  editLineOf: '{item} ändern',
  saveLine: 'Position speichern',
  abortLine: 'Abbrechen',
  lineAmount: 'Menge',
  lineComment: 'Kommentar zur Position',
  lineSaved: 'Die Position wurde geändert; Summen und Steuern sind neu berechnet.',
  lineFailed: 'Bestellung konnte nicht aktualisiert werden.',
  counterAppointmentOpen: 'Gegenvorschlag gesendet: {date} um {time} Uhr. Die Antwort des Kunden steht noch aus.',
  counterAppointmentDeclined: 'Der Kunde hat den Gegenvorschlag ({date} um {time} Uhr) abgelehnt.',
} as const
