import { randomBytes } from 'node:crypto'
import type { CollectionBeforeChangeHook } from 'payload'

/** A new secret key: 24 random bytes, 32 URL-safe characters. */
const newKey = () => randomBytes(24).toString('base64url')

/**
 * A key a document carries for a caller without session (a branch's order displays, a time
 * clock): created with the document (when `applies`), replaced when staff tick the virtual
 * checkbox `rotateField` (the old key stops working at once).
 */
export function generatedKeyHook<T extends Record<string, unknown>>(keyField: string, rotateField: string, applies: (data: Partial<T>) => boolean = () => true): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    const { [rotateField]: rotate, ...rest } = data as Record<string, unknown>
    const merged = { ...(originalDoc as Partial<T> | undefined), ...rest } as Partial<T>
    if (applies(merged) && (rotate || !(rest[keyField] ?? (originalDoc as Record<string, unknown> | undefined)?.[keyField]))) rest[keyField] = newKey()
    return rest
  }
}
