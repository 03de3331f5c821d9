/** German texts of the payment flow (decided; the spec gives only the failed-payment text of the checkout). */
export const PAYMENT_TEXTS = {
  startFailed: 'Die Online-Zahlung konnte nicht gestartet werden. Bitte wählen Sie eine andere Zahlungsart.',
  notOnline: 'Diese Bestellung wird vor Ort bezahlt.',
  alreadySettled: 'Diese Bestellung ist bereits bezahlt oder die Zahlung ist abgeschlossen.',
  notStarted: 'Für diese Bestellung wurde noch keine Online-Zahlung gestartet.',
  statusCheckFailed: 'Zahlungsstatus konnte nicht geprüft werden.',
  orderNotFound: 'Die Bestellung wurde nicht gefunden.',
  invalidSignature: 'Die Signatur der Benachrichtigung ist ungültig.',
  invalidNotification: 'Die Benachrichtigung ist unvollständig.',
  providerUnavailable: 'Der Zahlungsanbieter ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
} as const
