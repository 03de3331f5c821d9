/** Visible texts of the consent modal; the three button labels are verbatim (storefront brief). */
export const CONSENT_UI_TEXTS = {
  title: 'Datenschutz-Einstellungen',
  intro:
    'Wir verwenden Cookies und ähnliche Technologien. Einige davon sind für den Betrieb der Website notwendig, andere helfen uns, die Website zu verbessern, Werbung zu messen, Ihnen einen Chat anzubieten oder Karten und unseren LinkedIn-Feed anzuzeigen. Sie entscheiden, welche Dienste Sie zulassen. Ihre Auswahl können Sie jederzeit über „Datenschutz-Einstellungen“ am Ende der Seite ändern.',
  privacyLinkIntro: 'Mehr erfahren Sie in unserer',
  privacyLink: 'Datenschutzerklärung',
  acceptRequired: 'Nur notwendige akzeptieren',
  acceptAll: 'Alle akzeptieren',
  saveSelection: 'Auswahl speichern',
  settings: 'Einstellungen',
  back: 'Zurück',
  minimise: 'Datenschutz-Einstellungen minimieren',
  close: 'Schließen',
  maximise: 'Datenschutz-Einstellungen öffnen',
  detailsIntro: 'Wählen Sie aus, welchen Diensten Sie zustimmen. Notwendige Dienste sind immer aktiv.',
  alwaysActive: 'Immer aktiv',
  provider: 'Anbieter',
  purposes: 'Zwecke',
  privacyPolicy: 'Datenschutzhinweise',
  storage: 'Gespeicherte Daten anzeigen',
  cookies: 'Cookies',
  localStorage: 'Local Storage',
  sessionStorage: 'Session Storage',
  lifetime: (ttl: number | null) => (ttl === null ? 'bis zur Löschung' : ttl === 1 ? '1 Tag' : `${ttl} Tage`),
  intents: { required: 'Notwendig', analytics: 'Statistik', marketing: 'Marketing', support: 'Support' },
  /** Placeholder of content whose service the settings' consent list lacks (map, LinkedIn feed). */
  serviceNotConfigured: 'Dieser Inhalt ist nicht verfügbar: Sein Dienst fehlt in den Datenschutz-Einstellungen der Website.',
} as const
