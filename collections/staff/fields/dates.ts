import type { DateField } from 'payload'

import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '@/src/domain/text/dates'

/**
 * The picker of every date-time field in the back office: 24-hour clock, any minute (step 1), as
 * parts-shop-and-site.md section 3 asks of the content editor's dates.
 */
export const DATE_TIME_PICKER = { pickerAppearance: 'dayAndTime', displayFormat: DATE_TIME_FORMAT, timeFormat: TIME_FORMAT, timeIntervals: 1 } as const

/**
 * A point in time (date and clock), shown as 'dd.MM.yyyy HH:mm'. Shared by the staff, signage
 * and analytics collections.
 */
export const dateTimeField = (name: string, label: string, overrides: Partial<DateField> = {}): DateField =>
  ({
    name,
    type: 'date',
    label,
    ...overrides,
    admin: {
      date: DATE_TIME_PICKER,
      ...overrides.admin,
    },
  }) as DateField

/**
 * A calendar day, shown as 'dd.MM.yyyy'. Like Payload's day picker it is stored as 12:00 UTC of
 * that day, so the day stays the same in every European time zone.
 */
export const dayField = (name: string, label: string, overrides: Partial<DateField> = {}): DateField =>
  ({
    name,
    type: 'date',
    label,
    ...overrides,
    admin: { date: { pickerAppearance: 'dayOnly', displayFormat: DATE_FORMAT }, ...overrides.admin },
  }) as DateField

/** Validation for an end that must not lie before the start field `startField` of the same row. */
export const notBefore =
  (startField: string) =>
  (value: Date | string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }): true | string => {
    if (!value) return true
    const end = new Date(value)
    if (Number.isNaN(end.getTime())) return 'Bitte ein gültiges Datum angeben.'
    const start = siblingData?.[startField] as Date | string | null | undefined
    if (!start) return true
    return end.getTime() >= new Date(start).getTime() || 'Das Ende darf nicht vor dem Beginn liegen.'
  }
