import type { TextField } from 'payload'

import { parseClock } from '@/src/domain/schedule/clock'

/** A clock time 'HH:MM' (00:00 to 24:00), e.g. the start or end of a planned shift. */
export const clockField = (name: string, label: string, overrides: Partial<TextField> = {}): TextField =>
  ({
    name,
    type: 'text',
    label,
    maxLength: 5,
    validate: (value: string | null | undefined) =>
      !value || parseClock(value) !== null || 'Bitte eine Uhrzeit im Format HH:MM angeben (z. B. 09:30).',
    admin: { placeholder: 'HH:MM', width: '33%' },
    ...overrides,
  }) as TextField
