import type { Payload } from 'payload'

import { batchesOf, emptyReport, IMPORT_LIMITS, type ImportReport, mergeReports, parseImportRows, type Rejection, type ValidRow } from '@/src/domain/imports'

import { type BatchOptions, importBatch, type KnownProducts } from './importBatch'

/** An import checked row by row and cut into batches of one transaction each. */
export type ImportPlan = { batches: ValidRow[][]; rejected: Rejection[] }

export function planImport(products: readonly unknown[]): ImportPlan {
  const { valid, rejected } = parseImportRows(products)
  return { batches: batchesOf(valid, IMPORT_LIMITS.batchSize), rejected }
}

/**
 * The material numbers of the batches before `from` that a dry run would have created: a later
 * row may name them as accessories (a real run finds them in the database).
 */
function knownBefore(plan: ImportPlan, from: number, dryRun: boolean): KnownProducts {
  const known: KnownProducts = new Map()
  if (dryRun) for (const batch of plan.batches.slice(0, from)) for (const row of batch) known.set(row.product.uid, -row.line)
  return known
}

/** Imports the batches from `from` on, one after the other; the report of those batches. */
export async function importBatches(payload: Payload, plan: ImportPlan, from: number, options: Omit<BatchOptions, 'known'> & { known?: KnownProducts }): Promise<ImportReport> {
  const known = options.known ?? knownBefore(plan, from, options.dryRun)
  let report = emptyReport()
  for (const batch of plan.batches.slice(from)) report = mergeReports(report, await importBatch(payload, batch, { ...options, known }))
  return report
}

/**
 * Imports (or, as a dry run, only compares) up to IMPORT_LIMITS.maxRowsInRequest rows within the
 * request: `{ created, updated, unchanged, rejected: [{ line, uid, message }] }`.
 */
export async function importProducts(payload: Payload, products: readonly unknown[], dryRun: boolean): Promise<ImportReport> {
  const plan = planImport(products)
  return mergeReports({ ...emptyReport(), rejected: plan.rejected }, await importBatches(payload, plan, 0, { dryRun }))
}
