import type { TextField } from 'payload'

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** A colour as hex code, #RGB or #RRGGBB (e.g. #E30613). */
export const colorField = (name: string, label: string, overrides: Partial<TextField> = {}): TextField => {
  const required = Boolean(overrides.required)
  return {
    name,
    type: 'text',
    label,
    validate: (value: string | null | undefined) => {
      if (!value) return !required || 'Bitte eine Farbe angeben.'
      return HEX_COLOR.test(value) || 'Bitte eine Farbe im Format #RGB oder #RRGGBB angeben (z. B. #E30613).'
    },
    admin: { placeholder: '#E30613' },
    ...overrides,
  } as TextField
}
