import type { ClientBase } from 'pg'

import { ISO_DAY_FORMAT, zoned } from '@/src/domain/text/dates'
import type { PartImageKey } from '@/seed/partsCatalogue/images'
import type { PartSpec } from '@/seed/partsCatalogue/partSpec'
import { removeGeneratedProducts } from './removeGenerated'
import { addCounts, insertBatch, type RowCounts, rowIdSource, type WriteContext } from './sqlWriter'
import { generateCatalogue, type GeneratedPart } from './variants'

export type CatalogueRun = {
  count: number
  seed: number
  batchSize: number
  now: Date
  /** Called after every batch with the number of products written so far. */
  onBatch?: (written: number) => void
}

export type CatalogueResult = { removed: number; rows: RowCounts; withoutImage: boolean }

/** The demo pictures by family ('demo-teile-lager.png' → 'lager'), the accessories' ids and the dates. */
async function writeContext(client: ClientBase, specs: PartSpec[], now: Date): Promise<WriteContext> {
  const { rows: images } = await client.query<{ id: number; filename: string | null }>('SELECT id, filename FROM public.images ORDER BY id')
  const imageIds: Partial<Record<PartImageKey, number>> = {}
  for (const { id, filename } of images) {
    const family = /^demo-teile-(\w+)\.\w+$/.exec(filename ?? '')?.[1]
    if (family) imageIds[family as PartImageKey] = id
  }
  const accessoryUids = [...new Set(specs.flatMap((spec) => [...(spec.required ?? []), ...(spec.optional ?? [])]))]
  const { rows: accessories } = await client.query<{ id: number; uid: string }>('SELECT id, uid FROM public.products WHERE uid = ANY($1)', [accessoryUids])
  const today = zoned(now).startOf('day')
  return {
    imageIds,
    fallbackImageId: images[0]?.id ?? null,
    accessoryIds: new Map(accessories.map(({ id, uid }) => [uid, id])),
    saleEndDate: (days) => `${today.plus({ days }).toFormat(ISO_DAY_FORMAT)}T12:00:00.000Z`,
    rowId: rowIdSource(now),
  }
}

/**
 * Replaces the generated products by `run.count` new ones in one transaction: the previous ones
 * are removed, the new ones written batch by batch. The search triggers are switched off for the
 * transaction (`session_replication_role = replica`, needs a superuser); the caller rebuilds the
 * search documents afterwards.
 */
export async function writeCatalogue(client: ClientBase, specs: PartSpec[], run: CatalogueRun): Promise<CatalogueResult> {
  await client.query('BEGIN')
  try {
    await client.query('SET LOCAL session_replication_role = replica')
    const removed = await removeGeneratedProducts(client)
    const context = await writeContext(client, specs, run.now)
    let rows: RowCounts = {}
    let batch: GeneratedPart[] = []
    let written = 0
    const flush = async () => {
      rows = addCounts(rows, await insertBatch(client, batch, context))
      written += batch.length
      batch = []
      run.onBatch?.(written)
    }
    for (const part of generateCatalogue(specs, run.count, run.seed)) {
      batch.push(part)
      if (batch.length === run.batchSize) await flush()
    }
    if (batch.length > 0) await flush()
    await client.query('COMMIT')
    return { removed, rows, withoutImage: context.fallbackImageId === null }
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}
