/** Constants of pickup slots and appointments (ordering-storefront.md section 9). */

/** How far ahead the earliest pickup slot is searched, counted from the earliest possible start. */
export const PICKUP_LOOKAHEAD_DAYS = 180

/** Minimum preparation time between ordering and the earliest slot. */
export const PICKUP_GAP_MINUTES = 15

/** Slot starts are rounded up to this many minutes of the local clock. */
export const SLOT_ROUNDING_MINUTES = 5

/** Selectable calendar days in the date picker: today and the following 89 days. */
export const APPOINTMENT_WINDOW_DAYS = 90

/** Granularity of the time picker. */
export const APPOINTMENT_STEP_MINUTES = 5
