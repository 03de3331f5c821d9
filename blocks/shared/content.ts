import type { RichTextField, TextField } from 'payload'

/** The block's heading. */
export const titleField = (overrides: Partial<TextField> = {}): TextField =>
  ({ name: 'title', type: 'text', label: 'Titel', ...overrides }) as TextField

/** The block's body text, edited with the project's default rich-text editor. */
export const textField = (overrides: Partial<RichTextField> = {}): RichTextField =>
  ({ name: 'text', type: 'richText', label: 'Text', ...overrides }) as RichTextField

/** Groups of the block picker in the admin. */
export const BLOCK_GROUPS = {
  hero: 'Hero',
  text: 'Text',
  images: 'Bilder',
  people: 'Personen',
  columns: 'Spalten',
  references: 'Verweise',
  forms: 'Formulare',
  catalogues: 'Kataloge',
} as const
