import type { PeriodPreset } from '@/src/domain/statistics/dashboard/period'

/**
 * Texts of the admin view 'Statistik' (issue 23 item 4; the spec names the sets, not the wording).
 * Failed statistics calls have no message (back-office.md: "Statistics errors are swallowed"):
 * their chart shows `empty`.
 */
export const STATISTICS_VIEW_TEXTS = {
  title: 'Statistik',
  navGroup: 'Auswertung',
  forbidden: 'Sie haben keine Berechtigung für diese Ansicht.',
  filters: 'Filter der Statistik',
  period: 'Zeitraum',
  presets: { today: 'Heute', '7d': '7 Tage', '30d': '30 Tage', month: 'Dieser Monat', custom: 'Benutzerdefiniert' } satisfies Record<PeriodPreset, string>,
  from: 'Von',
  to: 'Bis',
  apply: 'Anwenden',
  invalidDays: 'Bitte wählen Sie ein Startdatum, das nicht nach dem Enddatum liegt, und höchstens 731 Tage.',
  branch: 'Filiale',
  allBranches: 'Alle Filialen',
  allMyBranches: 'Alle meine Filialen',
  shown: 'Zeitraum: {days}',
  compared: 'Verglichen mit {days}',
  visitorsForAll: 'Besucher-, Seiten- und Gerätezahlen gelten immer für alle Filialen.',
  keyFigures: 'Kennzahlen',
  figures: {
    visitors: 'Besucher',
    pageViews: 'Seitenaufrufe',
    orders: 'Bestellungen',
    revenue: 'Umsatz',
    canceledOrders: 'Stornierte Bestellungen',
    items: 'Artikel',
  },
  previousValue: 'Vorzeitraum: {value}',
  changeLabel: 'Veränderung zum Vorzeitraum:',
  noComparison: 'kein Vergleich möglich',
  loading: 'Wird geladen …',
  empty: 'Keine Daten im gewählten Zeitraum',
  /** back-office.md section 8; never shown, as the dashboard swallows statistics errors. */
  loadFailed: 'Statistik konnte nicht geladen werden.',
  showTable: 'Als Tabelle anzeigen',
  hideTable: 'Tabelle ausblenden',
  downloadCsv: 'CSV herunterladen',
  sections: {
    trends: 'Verlauf',
    orders: 'Artikel und Bestellzeiten',
    audience: 'Browser und Geräte',
    origins: 'Herkunft',
  },
  columns: {
    period: 'Zeitraum',
    hour: 'Uhrzeit',
    weekday: 'Wochentag',
    share: 'Anteil (%)',
  },
  /** 'Liniendiagramm Umsatz, 01.11.2026 bis 30.11.2026: …' — the summary a screen reader hears for a chart. */
  summary: {
    line: 'Liniendiagramm',
    columns: 'Säulendiagramm',
    bars: 'Balkendiagramm',
    shares: 'Anteile als Balkendiagramm',
    total: 'Summe {value}',
    highest: 'höchster Wert {value} ({label})',
    entry: '1 Eintrag',
    entries: '{count} Einträge',
  },
  /** Ranked lists show this many entries as bars; their table and CSV hold them all. */
  topEntries: 'Die {count} größten Einträge; die Tabelle und die CSV-Datei enthalten alle.',
} as const
