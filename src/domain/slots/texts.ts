import { fillPlaceholders } from '../text/placeholders'
import { WEEKDAY_SHORT_NAMES } from '../text/texts'

/**
 * German texts of appointments (ordering-storefront.md sections 2, 5 and 8). Spec wording is kept
 * verbatim; texts marked "own wording" fill places where the spec shows none.
 */
export const SLOT_TEXTS = {
  appointmentRequired: 'Bitte wählen Sie einen Termin aus.',
  appointmentClosed:
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  noAppointmentsOnDay: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
  /** Own wording: the chosen time is in the past or before the preparation and lead time. */
  appointmentTooEarly: 'Der ausgewählte Termin liegt leider zu früh. Der frühestmögliche Termin ist {date} Uhr.',
  /** Own wording: the chosen time is too early and no later slot exists either. */
  appointmentTooEarlyNoSlot: 'Der ausgewählte Termin liegt leider zu früh.',
  asSoonAsPossible: 'So schnell wie möglich',
  notSpecified: 'Keine Angabe',
  today: 'Heute',
  tomorrow: 'Morgen',
  weekLabel: 'KW',
  clearSelection: 'Auswahl aufheben',
  save: 'Speichern',
  cancel: 'Abbrechen',
} as const

/** Weekday abbreviations of a written date ('Fr., 27.11.2026'): the short names with a full stop, Monday first. */
export const DATE_WEEKDAYS: readonly string[] = WEEKDAY_SHORT_NAMES.map((name) => `${name}.`)

export const tooEarlyText = (date: string | null): string =>
  date ? fillPlaceholders(SLOT_TEXTS.appointmentTooEarly, { date }) : SLOT_TEXTS.appointmentTooEarlyNoSlot
