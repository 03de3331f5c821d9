import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Creates the document or updates the one that matches `where`: running the seed twice leaves
 * one copy of each demo record.
 */
export async function upsert(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown>,
): Promise<{ id: number }> {
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, pagination: false, select: {} })
  const found = existing.docs[0] as { id: number } | undefined
  if (found) {
    return payload.update({ collection, id: found.id, data: data as never, depth: 0, overrideAccess: true, select: {} }) as Promise<{ id: number }>
  }
  return payload.create({ collection, data: data as never, depth: 0, overrideAccess: true, select: {} }) as Promise<{ id: number }>
}
