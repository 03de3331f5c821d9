import { fillPlaceholders } from '../text/placeholders'

/**
 * German texts of opening hours and branch state (ordering-storefront.md sections 2 and 8).
 * Spec wording is kept verbatim; texts marked "own wording" fill places where the spec shows none.
 */
export const SCHEDULE_TEXTS = {
  openUntil: 'Geöffnet bis {time}',
  /** Own wording: open without a closing time in the next 7 days. */
  openWithoutEnd: 'Geöffnet',
  closed: 'Geschlossen',
  closedNow: 'Derzeit haben wir leider geschlossen.',
  reopensToday: 'Wir öffnen wieder um {time} Uhr.',
  reopensOnDay: 'Wir öffnen wieder am {day} um {time} Uhr.',
  /** Intro banner of the branch page, follows 'Derzeit haben wir leider geschlossen.' */
  preorderBanner: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
  /** Checkout notice when the branch is closed and takes preorders. */
  preorderCheckout: 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
  noDelivery: 'Derzeit ist leider keine Lieferung möglich.',
  noDeliveryCheckout: 'Derzeit bieten wir leider keine Lieferung an.',
  /** Own wording: the spec names a reopening time for delivery but shows no text. */
  deliveryResumesToday: 'Wir liefern wieder ab {time} Uhr.',
  deliveryResumesOnDay: 'Wir liefern wieder am {day} ab {time} Uhr.',
  /** Own wording: the spec names takeaway or dine-in as alternative but shows no text. */
  alternativeTakeaway: 'Sie können Ihre Bestellung aber gerne selbst abholen.',
  alternativeDineIn: 'Sie können aber gerne vor Ort bestellen.',
  alternativeBoth: 'Sie können Ihre Bestellung aber gerne selbst abholen oder vor Ort bestellen.',
  oneBranchOpen: '{n} Standort geöffnet',
  branchesOpen: '{n} Standorte geöffnet',
  allBranchesClosed: 'Alle Standorte geschlossen',
} as const

/** Separator between the first and last day of a range ('Mo - Fr') and between two times ('10:00 - 22:00'). */
export const RANGE_SEPARATOR = ' - '

/** Separator between several shifts of one day ('11:30 - 14:00, 17:30 - 22:00'). */
export const SHIFT_SEPARATOR = ', '

export const openUntilText = (time: string): string => fillPlaceholders(SCHEDULE_TEXTS.openUntil, { time })

export const reopeningText = (isToday: boolean, day: string, time: string): string =>
  fillPlaceholders(isToday ? SCHEDULE_TEXTS.reopensToday : SCHEDULE_TEXTS.reopensOnDay, { day, time })

export const deliveryResumesText = (isToday: boolean, day: string, time: string): string =>
  fillPlaceholders(isToday ? SCHEDULE_TEXTS.deliveryResumesToday : SCHEDULE_TEXTS.deliveryResumesOnDay, { day, time })

/** '{n} Standort geöffnet', '{n} Standorte geöffnet' or 'Alle Standorte geschlossen'. */
export function openBranchesText(count: number): string {
  if (count <= 0) return SCHEDULE_TEXTS.allBranchesClosed
  return fillPlaceholders(count === 1 ? SCHEDULE_TEXTS.oneBranchOpen : SCHEDULE_TEXTS.branchesOpen, { n: count })
}
