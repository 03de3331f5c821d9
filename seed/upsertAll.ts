import type { CollectionSlug, Payload } from 'payload'

/** How many documents are written at the same time. */
const CHUNK = 20

/** Runs `work` for every item, up to CHUNK at a time; answers the results in the order of the items. */
export async function inChunks<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += CHUNK) results.push(...(await Promise.all(items.slice(i, i + CHUNK).map(work))))
  return results
}

/** The ids of the documents whose `key` field has one of the values, by that value (one query). */
export async function idsByKey(payload: Payload, collection: CollectionSlug, key: string, values: string[]): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection,
    where: { [key]: { in: values } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { [key]: true } as never,
  })
  return new Map((docs as unknown as Record<string, unknown>[]).map((doc) => [String(doc[key]), doc.id as number]))
}

/**
 * Creates or updates each record, found again by its `key` field (one query for all, then
 * CHUNK writes at a time); answers the ids by key.
 */
export async function upsertAll<T extends object>(
  payload: Payload,
  collection: CollectionSlug,
  key: keyof T & string,
  records: T[],
): Promise<Map<string, number>> {
  const existing = await idsByKey(payload, collection, key, records.map((record) => String(record[key])))
  const saved = await inChunks(records, async (record) => {
    const id = existing.get(String(record[key]))
    const options = { collection, data: record as never, depth: 0, overrideAccess: true, select: {} } as const
    const doc = id ? await payload.update({ ...options, id }) : await payload.create(options)
    return [String(record[key]), doc.id as number] as const
  })
  return new Map(saved)
}
