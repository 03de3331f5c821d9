import type { TextField } from 'payload'

const IDENTIFIER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A unique, URL-safe identifier (lower case letters, digits and hyphens), e.g. 'wien-mariahilf'. */
export const identifierField = (overrides: Partial<TextField> = {}): TextField => ({
  name: 'identifier',
  type: 'text',
  label: 'Kennung',
  required: true,
  unique: true,
  index: true,
  validate: (value: string | null | undefined) =>
    !value || IDENTIFIER.test(value) || 'Nur Kleinbuchstaben, Ziffern und Bindestriche (z. B. wien-mariahilf).',
  admin: { description: 'Eindeutige Kennung aus Kleinbuchstaben, Ziffern und Bindestrichen.' },
  ...overrides,
} as TextField)
