import { type ImportedProduct, parseProductRow } from './productRow'
import { IMPORT_TEXTS as T } from './texts'

/** A row of an import that passed its checks; `line` is its 1-based place in `products`. */
export type ValidRow = { line: number; product: ImportedProduct }

/** A refused row of the report: its line, its material number as given (or null) and the German reason. */
export type Rejection = { line: number; uid: string | null; message: string }

/**
 * Checks every row of an import on its own (parseProductRow) and the material numbers across rows:
 * a number that appears again is refused in the later line, so every product is written once.
 */
export function parseImportRows(rows: readonly unknown[]): { valid: ValidRow[]; rejected: Rejection[] } {
  const valid: ValidRow[] = []
  const rejected: Rejection[] = []
  const firstLine = new Map<string, number>()
  rows.forEach((raw, index) => {
    const line = index + 1
    const result = parseProductRow(raw)
    if (!result.ok) {
      rejected.push({ line, uid: result.uid, message: result.message })
      return
    }
    const { uid } = result.product
    const earlier = firstLine.get(uid)
    if (earlier !== undefined) {
      rejected.push({ line, uid, message: T.duplicateUid(uid, earlier) })
      return
    }
    firstLine.set(uid, line)
    valid.push({ line, product: result.product })
  })
  return { valid, rejected }
}

/** Splits a list into consecutive batches of at most `size` entries. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
  return batches
}
