import type { ArrayField } from 'payload'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const validateTime = (value: string | null | undefined) =>
  !value || TIME.test(value) || 'Bitte eine Uhrzeit im Format HH:MM angeben (z. B. 09:30).'

/**
 * Opening hours, delivery hours and schedules: rules of type once (with a date), daily or a
 * weekday, closed or open from/to (HH:MM). Later rules override earlier ones for the same day.
 */
export const openingRulesField = (name: string, label: string): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular: 'Regel', plural: 'Regeln' },
  admin: { initCollapsed: true, description: 'Spätere Regeln überschreiben frühere für denselben Tag.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          label: 'Gilt für',
          required: true,
          defaultValue: 'daily',
          options: [
            { value: 'daily', label: 'Täglich' },
            { value: 'monday', label: 'Montag' },
            { value: 'tuesday', label: 'Dienstag' },
            { value: 'wednesday', label: 'Mittwoch' },
            { value: 'thursday', label: 'Donnerstag' },
            { value: 'friday', label: 'Freitag' },
            { value: 'saturday', label: 'Samstag' },
            { value: 'sunday', label: 'Sonntag' },
            { value: 'once', label: 'Einmalig (Datum)' },
          ],
        },
        {
          name: 'date',
          type: 'date',
          label: 'Datum',
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' }, condition: (_, row) => row?.type === 'once' },
        },
        { name: 'isClosed', type: 'checkbox', label: 'Geschlossen', defaultValue: false },
        { name: 'from', type: 'text', label: 'Von', validate: validateTime, admin: { placeholder: '10:00', condition: (_, row) => !row?.isClosed } },
        { name: 'to', type: 'text', label: 'Bis', validate: validateTime, admin: { placeholder: '22:00', condition: (_, row) => !row?.isClosed } },
      ],
    },
  ],
})
