import type { Id } from './types'

/**
 * Relationship fields come back from Payload either populated (the document with its `id`) or,
 * at a lower depth, as the bare id. True when the value is the populated document.
 */
export const isPopulated = <T extends object>(value: T | Id | null | undefined): value is T =>
  typeof value === 'object' && value !== null

/** The id of a relationship value (populated or bare) as text, so that 7 and '7' compare equal. */
export const relationId = (value: { id: Id } | Id): string => String(isPopulated(value) ? value.id : value)

/** Array rows as Payload stores them, without the row ids pages and caches do not need (no rows: null). */
export const withoutRowIds = <T extends { id?: string | null }>(rows: readonly T[] | null | undefined): Omit<T, 'id'>[] | null =>
  rows ? rows.map(({ id: _id, ...rest }) => rest) : null

/** The id of a relationship value (populated or bare) as stored, or null when the relation is empty. */
export const relatedId = <I extends Id>(value: I | { id: I } | null | undefined): I | null =>
  value === null || value === undefined ? null : isPopulated(value) ? value.id : value
