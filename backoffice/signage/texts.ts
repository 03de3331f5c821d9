/** The player's texts (digital signage, back-office.md §1 and §7). */
export const SIGNAGE_TEXTS = {
  notFound: 'Nicht gefunden.',
  notFoundTitle: 'Dieser TV wurde nicht gefunden.',
  notFoundHint: 'Bitte prüfen Sie die Adresse und den API-Schlüssel des TVs im Backoffice (Signage → TVs).',
  idle: 'Derzeit ist kein Programm geplant.',
  menuUnavailable: 'Die Speisekarte ist derzeit nicht verfügbar.',
  unavailable: 'derzeit nicht verfügbar',
  sceneNotFound: 'Die Szene „{path}“ gehört nicht zum Programm dieses TVs.',
  unknownCommand: 'Unbekannter Befehl „{type}“.',
  offline: 'Offline – das Programm läuft mit dem zuletzt geladenen Stand weiter.',
  preview: 'Vorschau',
} as const
