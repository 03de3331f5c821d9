import type { Payload } from 'payload'

/** A customer's file that no order took within this time is deleted (file and record). */
const ORPHANED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000
const BATCH = 200

/**
 * Deletes customers' files (purpose 'customer') that are older than 24 hours and belong to no
 * order: uploaded for a cart that was never ordered. Payload's delete removes the stored file
 * too. Answers how many were deleted. Run hourly by the 'deleteOrphanedUploads' job
 * (src/server/jobs), callable directly (tests, maintenance).
 */
export async function deleteOrphanedCustomerUploads(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHANED_UPLOAD_AGE_MS).toISOString()
  let deleted = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'uploads',
      where: { and: [{ purpose: { equals: 'customer' } }, { order: { exists: false } }, { createdAt: { less_than: cutoff } }] },
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
      pagination: false,
      select: {},
    })
    for (const { id } of docs) {
      try {
        await payload.delete({ collection: 'uploads', id, depth: 0, overrideAccess: true, select: {} })
        deleted += 1
      } catch (error) {
        // Deleted meanwhile (a concurrent run): nothing left to do for this one.
        if ((error as { status?: number }).status !== 404) throw error
      }
    }
    if (docs.length < BATCH) return deleted
  }
}
