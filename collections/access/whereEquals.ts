import type { Access } from 'payload'

/** Documents whose fields equal the given values, e.g. `whereEquals({ isEnabled: true })`. */
export const whereEquals =
  (values: Record<string, unknown>): Access =>
  () => ({ and: Object.entries(values).map(([field, value]) => ({ [field]: { equals: value } })) })
