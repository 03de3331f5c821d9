/** German texts of the statistics: error messages of GET /api/statistics/{set} and the labels of its lists. */
export const STATISTICS_TEXTS = {
  errors: {
    dayMissing: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
    dayInvalid: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.',
    reversed: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    tooLong: (days: number) => `Der Zeitraum darf höchstens ${days} Tage umfassen.`,
    userInvalid: 'Bitte wählen Sie eine gültige Mitarbeiterin oder einen gültigen Mitarbeiter.',
    userNotFound: 'Die Mitarbeiterin oder der Mitarbeiter wurde nicht gefunden.',
    setNotFound: 'Diese Statistik gibt es nicht.',
  },
  unknown: 'Unbekannt',
  direct: 'Direkt / ohne Verweis',
  colorSchemes: { dark: 'Dunkel', light: 'Hell' } as Record<string, string>,
  consents: { all: 'Alle akzeptiert', required: 'Nur notwendige', selected: 'Auswahl gespeichert' } as Record<string, string>,
  events: { 'add-to-cart': 'In den Warenkorb', 'initiate-checkout': 'Zur Kasse', purchase: 'Bestellung abgeschlossen' } as Record<string, string>,
  activityTypes: {
    work: 'Arbeitszeit',
    break: 'Pause',
    travel: 'Dienstreise',
    training: 'Weiterbildung',
    vacation: 'Urlaub',
    sickLeave: 'Krankenstand',
    timeOff: 'Zeitausgleich',
  } as Record<string, string>,
  /** '08:00–09:00' for the hour 8 of a day. */
  hourOfDay: (hour: number) => `${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`,
  /** 'In den Warenkorb → Zur Kasse'. */
  flowStep: (from: string, to: string) => `${from} → ${to}`,
} as const
