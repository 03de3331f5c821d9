import type { ClockAction } from '@/src/domain/timeClock/timeClock'

/**
 * German texts of the shared time clock at /zeiterfassung/{token} (issue 24, item 4). The
 * failures of the calls are the spec's texts (back-office.md §8), which the server answers.
 */
export const TIME_CLOCK_SCREEN_TEXTS = {
  title: 'Zeiterfassung – {branch}',
  chooseName: 'Wer sind Sie?',
  search: 'Namen suchen',
  noMatch: 'Niemand mit diesem Namen.',
  nobody: 'Für diese Filiale ist noch niemand mit Benutzername eingetragen.',
  pinTitle: 'PIN für {name}',
  pinLabel: 'PIN',
  pinDigit: 'Ziffer {digit}',
  pinDelete: 'Letzte Ziffer löschen',
  pinConfirm: 'Bestätigen',
  back: 'Zurück',
  done: 'Fertig',
  loading: 'Wird geladen …',
  actions: { start: 'Arbeit beginnen', pause: 'Pause', resume: 'Weiterarbeiten', end: 'Arbeit beenden' } satisfies Record<ClockAction, string>,
  confirmed: { start: 'Arbeit begonnen um {time}.', pause: 'Pause seit {time}.', resume: 'Weiter seit {time}.', end: 'Arbeit beendet um {time}.' } satisfies Record<ClockAction, string>,
  state: { none: 'Nicht eingestempelt', running: 'Arbeitet seit {time}', paused: 'In Pause seit {time}' },
  today: 'Heute',
  plannedToday: 'Geplant: {shifts}',
  nothingPlanned: 'Heute ist keine Schicht geplant.',
  worked: 'Heute gearbeitet',
  workedOfPlanned: '{worked} von {planned}',
  balanceWeek: 'Saldo Woche bis gestern',
  balanceTotal: 'Saldo bis gestern',
  balanceFailed: 'Guthaben konnten nicht geladen werden',
  warnings: 'Hinweise zur Arbeitszeit',
  returnsIn: 'Zurück zur Namensliste in {seconds} s.',
  testNotification: 'Test-Benachrichtigung aus dem Backoffice: Dieses Tablet empfängt Befehle.',
  testNotificationShown: 'Auf dem Tablet angezeigt',
  unknownError: 'Die Zeiterfassung ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.',
} as const
