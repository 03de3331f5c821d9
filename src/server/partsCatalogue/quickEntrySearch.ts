import type { Pool } from 'pg'

import { QUICK_ENTRY_LIMIT } from '@/src/domain/partsCatalogue'

/**
 * Quick entry at catalogue scale (parts-shop-and-site.md section 5, issue 26 §1.5): listed parts
 * whose material number starts or ends with the input (separators ignored), then parts whose name
 * starts with it (case and umlaut spelling ignored), at most 12. As in the catalogue search, the
 * end of a material number counts from 3 characters on (a single '4' would end a tenth of all
 * numbers). By the search table's indexes
 * (prefix and trigram on the material number, prefix on the folded name), never the whole catalogue.
 */
export interface QuickEntryResult {
  productIds: number[]
  /** Whether exactly one part matches (Enter adds it). */
  isSingleMatch: boolean
}

export async function searchQuickEntry(pool: Pool, input: string): Promise<QuickEntryResult> {
  const term = input.trim()
  if (term === '') return { productIds: [], isSingleMatch: false }
  // The input as the table keeps its keys, worked out first so that the match below has constant
  // patterns the prefix indexes can serve (app_search.fold is not immutable, so it is never folded into a plan).
  const { rows: keys } = await pool.query<{ key: string; name: string }>('SELECT app_search.key($1) AS key, app_search.fold($1) AS name', [term])
  const { key, name } = keys[0]
  // One more than shown, to know whether the match is the only one.
  const { rows } = await pool.query<{ product_id: number }>(
    `WITH by_uid AS (
       SELECT product_id, 0 AS kind, uid_key AS sort_key FROM app_search.products
       WHERE listed AND $1 <> '' AND (uid_key LIKE $2 OR (length($1) >= 3 AND uid_key LIKE $3))
       ORDER BY uid_key LIMIT $5
     ), by_name AS (
       SELECT product_id, 1 AS kind, name_key AS sort_key FROM app_search.products
       WHERE listed AND name_key LIKE $4 AND product_id NOT IN (SELECT product_id FROM by_uid)
       ORDER BY name_key LIMIT $5
     )
     SELECT product_id FROM (SELECT * FROM by_uid UNION ALL SELECT * FROM by_name) matches ORDER BY kind, sort_key, product_id LIMIT $5`,
    [key, `${escapeLike(key)}%`, `%${escapeLike(key)}`, `${escapeLike(name)}%`, QUICK_ENTRY_LIMIT + 1],
  )
  const ids = rows.map((row) => row.product_id)
  return { productIds: ids.slice(0, QUICK_ENTRY_LIMIT), isSingleMatch: ids.length === 1 }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`)
