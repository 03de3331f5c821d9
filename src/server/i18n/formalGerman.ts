/**
 * Payload's German messages address the reader informally ("du"). Messages that reach customers
 * through the API are switched to the formal "Sie" used everywhere else in the product.
 */
export const formalGerman = {
  de: {
    error: {
      notAllowedToPerformAction: 'Sie sind nicht berechtigt, diese Aktion auszuführen.',
      notAllowedToAccessPage: 'Sie sind nicht berechtigt, diese Seite aufzurufen.',
      unauthorized: 'Nicht angemeldet: Bitte melden Sie sich an, um diese Anfrage zu stellen.',
      documentNotFound: 'Der Eintrag mit der ID {{id}} wurde nicht gefunden. Er wurde gelöscht, hat nie existiert oder Sie haben keinen Zugriff darauf.',
      unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
      userLocked: 'Dieses Konto ist wegen zu vieler fehlgeschlagener Anmeldeversuche vorübergehend gesperrt.',
    },
    validation: {
      emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
      username: 'Bitte geben Sie einen gültigen Benutzernamen an. Er kann Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche enthalten.',
    },
  },
}
