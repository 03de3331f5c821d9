/** German names and descriptions of the default consent services. */
export const CONSENT_TEXTS = {
  essential: {
    name: 'Notwendige Cookies',
    provider: 'Betreiber dieser Website',
    description: 'Diese Cookies sind für den Betrieb der Website erforderlich, zum Beispiel für den Warenkorb, die Anmeldung und das Speichern Ihrer Datenschutz-Einstellungen.',
    consentCookie: 'Speichert Ihre Auswahl in den Datenschutz-Einstellungen.',
    sessionCookie: 'Hält Ihre Anmeldung während der Sitzung aufrecht.',
    rememberMeCookie: 'Hält Sie angemeldet, wenn Sie dies bei der Anmeldung gewählt haben.',
    cart: 'Speichert den Inhalt Ihres Warenkorbs und Ihre Bestellangaben auf Ihrem Gerät.',
  },
  chat: {
    name: 'Chat',
    description: 'Ermöglicht den Live-Chat mit unserem Team direkt auf der Website.',
    provider: 'Anbieter des Chat-Widgets laut Datenschutzerklärung',
    sessionCookie: 'Hält die laufende Chat-Sitzung aufrecht.',
    visitorCookie: 'Erkennt Sie beim nächsten Besuch wieder, damit der Gesprächsverlauf erhalten bleibt.',
  },
  tag: {
    name: 'Google Tag Manager und Google Analytics',
    description: 'Hilft uns zu verstehen, wie Besucher die Website nutzen, und misst den Erfolg unserer Werbeanzeigen. Die IP-Adresse wird anonymisiert.',
    visitorCookie: 'Unterscheidet Besucher für die Reichweitenmessung.',
    sessionCookie: 'Speichert den Sitzungsstatus für die Reichweitenmessung.',
    conversionCookie: 'Ordnet Bestellungen den Werbeanzeigen zu, über die Besucher auf die Website gekommen sind.',
  },
  pixel: {
    name: 'Meta Pixel',
    description: 'Misst die Wirkung unserer Werbeanzeigen auf Facebook und Instagram und zeigt Ihnen dort passende Angebote.',
    browserCookie: 'Erkennt Ihren Browser wieder, um Werbeanzeigen zu messen und zu verbessern.',
  },
  newsFeed: {
    name: 'LinkedIn-Feed',
    provider: 'Juicer (juicer.io) und LinkedIn Ireland Unlimited Company',
    description:
      'Zeigt die neuesten Beiträge unserer LinkedIn-Seite direkt auf der Website. Der Feed wird über den Dienst Juicer eingebettet; beim Laden werden Ihre IP-Adresse und technische Daten Ihres Browsers an Juicer und, für Bilder der Beiträge, an LinkedIn übertragen.',
  },
  map: {
    name: 'Karte',
    provider: 'OpenStreetMap Foundation oder der eingestellte Kartenanbieter',
    description:
      'Zeigt unseren Standort auf einer interaktiven Karte. Die Kartenkacheln werden vom Kartendienst geladen; dabei werden Ihre IP-Adresse und technische Daten Ihres Browsers an den Anbieter übertragen. Ein Klick auf die Karte öffnet die Routenplanung bei Google Maps.',
  },
} as const
