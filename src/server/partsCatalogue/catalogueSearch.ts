import type { Pool } from 'pg'

import type { CategoryFacet, FilterFacet } from '@/src/domain/contracts/partsCatalogue'
import { categoryDepth, categoryLabel, CATEGORY_SEPARATOR, materialNumberKey, searchTokens, type CatalogueQuery, type CatalogueSort } from '@/src/domain/partsCatalogue'

/**
 * The catalogue search over `app_search.products` (searchSchema.ts): one statement for the page of
 * product ids with the total, one for the filter and category counts of the same result. Browsing
 * without term and filters reads the counts kept in `app_search.browse_counts` instead.
 */

export interface CatalogueSearchResult {
  productIds: number[]
  total: number
  /** Each filter's options with counts of the result; a filter's own choice does not narrow its options. */
  filters: FilterFacet[]
  /** The categories below the chosen one (or the top level) that hold results, each with its subcategories. */
  categories: CategoryFacet[]
}

/** Separates an attribute's label from its value in the `facets` column. */
const FACET_SEPARATOR = '\u001f'
const facetValue = (label: string, value: string) => `${label}${FACET_SEPARATOR}${value}`

/** Parameters of one statement, numbered as they are added. */
class Parameters {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Whether every word of the term must match ('all') or any (the fallback when all find nothing). */
type WordMatch = 'all' | 'any'

/**
 * Matches the term: its words as prefixes of the document's (stemmed) words, or the material
 * number by prefix or suffix. The words are letters and digits only (searchTokens), so they are
 * safe in to_tsquery's syntax; PostgreSQL stems them and drops stop words.
 */
function termCondition(term: string, words: WordMatch, parameters: Parameters): { where: string; rank: () => string } | null {
  const tokens = searchTokens(term)
  const key = materialNumberKey(term)
  if (tokens.length === 0 && key === '') return null
  const query = `to_tsquery('german', ${parameters.add(tokens.map((token) => `${token}:*`).join(words === 'all' ? ' & ' : ' | '))})`
  const keyParameter = parameters.add(key)
  const matchesKey = `(${keyParameter} <> '' AND (uid_key LIKE ${keyParameter} || '%' OR (length(${keyParameter}) >= 3 AND uid_key LIKE '%' || ${keyParameter})))`
  // With 'any', the parts that have more of the words come first.
  const wordsMatched = () => (words === 'any' ? `${tokens.map((token) => `(document @@ to_tsquery('german', ${parameters.add(`${token}:*`)}))::int`).join(' + ')} DESC, ` : '')
  return {
    where: `(document @@ ${query} OR ${matchesKey})`,
    rank: () => `(CASE WHEN uid_key = ${keyParameter} THEN 3 WHEN uid_key LIKE ${keyParameter} || '%' THEN 2 WHEN ${matchesKey} THEN 1 ELSE 0 END) DESC, ${wordsMatched()}ts_rank_cd(document, ${query}) DESC`,
  }
}

const SORTS: Record<Exclude<CatalogueSort, 'relevance'>, string> = {
  price_asc: 'price ASC NULLS LAST',
  price_desc: 'price DESC NULLS LAST',
  name_asc: 'name_key ASC',
  name_desc: 'name_key DESC',
  uid_asc: 'uid_key ASC',
  uid_desc: 'uid_key DESC',
}

/** Relevance: material-number hits, then text rank, then the editors' ranking (weight), then name. */
function orderBy(sort: CatalogueSort, rank: (() => string) | null): string {
  const chosen = sort === 'relevance' ? (rank ? `${rank()}, weight DESC` : 'weight DESC') : SORTS[sort]
  return `${chosen}, name_key ASC, product_id ASC`
}

/** The conditions every result meets: listed, the term, the category, and the filters except `except`. */
function conditions(query: CatalogueQuery, parameters: Parameters, term: ReturnType<typeof termCondition>) {
  const base = ['listed']
  if (term) base.push(term.where)
  if (query.category) base.push(`categories @> ARRAY[${parameters.add(query.category)}]::text[]`)
  const filterConditions = Object.entries(query.filters).map(([label, values]) => ({
    label,
    sql: `facets && ${parameters.add(values.map((value) => facetValue(label, value)))}::text[]`,
  }))
  const where = (except?: string) => [...base, ...filterConditions.filter((filter) => filter.label !== except).map((filter) => filter.sql)].join(' AND ')
  return { from: 'app_search.products', where, chosenLabels: filterConditions.map((filter) => filter.label) }
}

type PageRow = { product_id: number; total: string }
type FacetRow = { kind: 'filter' | 'category'; own: string | null; value: string; count: string }

/** Runs a catalogue search (the query parsed by parseCatalogueQuery); `facets: false` leaves out filters and categories. */
export async function searchCatalogue(pool: Pool, query: CatalogueQuery, options: { facets?: boolean } = {}): Promise<CatalogueSearchResult> {
  const withFacets = options.facets !== false
  if (isBrowsing(query)) return browseCatalogue(pool, query, withFacets)
  const search = async (words: WordMatch) => {
    const [page, facets] = await Promise.all([
      searchPage(pool, query, words),
      withFacets ? searchFacets(pool, query, words) : { filters: [], categories: [] },
    ])
    return { ...page, ...facets }
  }
  const result = await search('all')
  // 'Zahnradpumpe 16 ccm': when no part has every word, the parts with most of them come first.
  return result.total === 0 && searchTokens(query.term).length > 1 ? search('any') : result
}

async function searchPage(pool: Pool, query: CatalogueQuery, words: WordMatch): Promise<Pick<CatalogueSearchResult, 'productIds' | 'total'>> {
  const parameters = new Parameters()
  const term = termCondition(query.term, words, parameters)
  const { from, where } = conditions(query, parameters, term)
  const { rows } = await pool.query<PageRow>(
    `SELECT product_id, count(*) OVER () AS total FROM ${from} WHERE ${where()}
     ORDER BY ${orderBy(query.sort, term?.rank ?? null)} LIMIT ${parameters.add(query.limit)} OFFSET ${parameters.add(query.offset)}`,
    parameters.values,
  )
  if (rows.length === 0 && query.offset > 0) return { productIds: [], total: await countResults(pool, query, words) }
  return { productIds: rows.map((row) => row.product_id), total: Number(rows[0]?.total ?? 0) }
}

async function countResults(pool: Pool, query: CatalogueQuery, words: WordMatch): Promise<number> {
  const parameters = new Parameters()
  const { from, where } = conditions(query, parameters, termCondition(query.term, words, parameters))
  const { rows } = await pool.query<{ total: string }>(`SELECT count(*) AS total FROM ${from} WHERE ${where()}`, parameters.values)
  return Number(rows[0].total)
}

/**
 * Filter counts: every option in the result with all filters, except that a chosen filter's own
 * options are counted without its own choice (so choosing 'M8' does not hide 'M10'). Category
 * counts: the levels below the chosen category (or the top two levels), in the result.
 */
async function searchFacets(pool: Pool, query: CatalogueQuery, words: WordMatch): Promise<Pick<CatalogueSearchResult, 'filters' | 'categories'>> {
  const parameters = new Parameters()
  const { from, where, chosenLabels } = conditions(query, parameters, termCondition(query.term, words, parameters))
  const prefix = parameters.add(query.category ? `${query.category}${CATEGORY_SEPARATOR}%` : '%')
  const parts = [
    `SELECT 'filter' AS kind, NULL::text AS own, facet AS value, count(*) AS count FROM ${from} CROSS JOIN unnest(facets) facet WHERE ${where()} GROUP BY facet`,
    ...chosenLabels.map((label) => {
      const own = parameters.add(label)
      return `SELECT 'filter', ${own}::text, facet, count(*) FROM ${from} CROSS JOIN unnest(facets) facet
              WHERE ${where(label)} AND facet LIKE replace(replace(${own}, '%', '\\%'), '_', '\\_') || chr(31) || '%' GROUP BY facet`
    }),
    `SELECT 'category', NULL, category, count(*) FROM ${from} CROSS JOIN unnest(categories) category WHERE ${where()} AND category LIKE ${prefix} GROUP BY category`,
  ]
  const { rows } = await pool.query<FacetRow>(parts.join(' UNION ALL '), parameters.values)
  return { filters: filterFacets(rows, query), categories: categoryFacets(rows, query.category) }
}

/** Browsing: no term (nothing to match) and no filter, only a category or the whole catalogue. */
const isBrowsing = (query: CatalogueQuery) => searchTokens(query.term).length === 0 && materialNumberKey(query.term) === '' && Object.keys(query.filters).length === 0

type CountRow = { kind: 't' | 'f' | 'c'; value: string; count: number }

/**
 * Browsing reads its total and its filter and category counts from `browse_counts` (kept by the
 * search triggers), and its page from a sort index, stopping after the page: no listed part is
 * counted at request time.
 */
async function browseCatalogue(pool: Pool, query: CatalogueQuery, withFacets: boolean): Promise<CatalogueSearchResult> {
  const parameters = new Parameters()
  const { from, where } = conditions(query, parameters, null)
  const page = pool.query<{ product_id: number }>(
    `SELECT product_id FROM ${from} WHERE ${where()} ORDER BY ${orderBy(query.sort, null)} LIMIT ${parameters.add(query.limit)} OFFSET ${parameters.add(query.offset)}`,
    parameters.values,
  )
  const counts = pool.query<CountRow>(
    `SELECT kind, value, count FROM app_search.browse_counts WHERE scope = $1 AND count > 0 ${withFacets ? '' : "AND kind = 't'"}`,
    [query.category ?? ''],
  )
  const [{ rows: pageRows }, { rows: countRows }] = await Promise.all([page, counts])
  const facetRows: FacetRow[] = countRows
    .filter((row) => row.kind !== 't')
    .map((row) => ({ kind: row.kind === 'f' ? 'filter' : 'category', own: null, value: row.value, count: String(row.count) }))
  return {
    productIds: pageRows.map((row) => row.product_id),
    total: countRows.find((row) => row.kind === 't')?.count ?? 0,
    filters: filterFacets(facetRows, query),
    categories: categoryFacets(facetRows, query.category),
  }
}

const byValue = new Intl.Collator('de', { numeric: true, sensitivity: 'base' })

function filterFacets(rows: FacetRow[], query: CatalogueQuery): FilterFacet[] {
  const chosen = new Set(Object.keys(query.filters))
  const options = new Map<string, Map<string, number>>()
  for (const row of rows.filter((entry) => entry.kind === 'filter')) {
    const [label, value] = row.value.split(FACET_SEPARATOR)
    // A chosen filter's options come from its own count (row.own), the others' from the full result.
    if (chosen.has(label) !== (row.own === label)) continue
    const counts = options.get(label) ?? new Map<string, number>()
    counts.set(value, Number(row.count))
    options.set(label, counts)
  }
  for (const [label, values] of Object.entries(query.filters)) {
    const counts = options.get(label) ?? new Map<string, number>()
    for (const value of values) if (!counts.has(value)) counts.set(value, 0)
    options.set(label, counts)
  }
  const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0)
  return [...options.entries()]
    .sort(([labelA, a], [labelB, b]) => Number(chosen.has(labelB)) - Number(chosen.has(labelA)) || total(b) - total(a) || byValue.compare(labelA, labelB))
    .map(([label, counts]) => ({
      label,
      options: [...counts.entries()].map(([value, count]) => ({ value, count })).sort((a, b) => byValue.compare(a.value, b.value)),
    }))
}

function categoryFacets(rows: FacetRow[], chosen: string | null): CategoryFacet[] {
  const depth = chosen ? categoryDepth(chosen) : 0
  const counts = rows.filter((row) => row.kind === 'category').map((row) => ({ path: row.value, label: categoryLabel(row.value), count: Number(row.count) }))
  const childrenOf = (path: string) =>
    counts.filter((entry) => categoryDepth(entry.path) === depth + 2 && entry.path.startsWith(`${path}${CATEGORY_SEPARATOR}`)).sort((a, b) => byValue.compare(a.label, b.label))
  return counts
    .filter((entry) => categoryDepth(entry.path) === depth + 1)
    .sort((a, b) => byValue.compare(a.label, b.label))
    .map((entry) => ({ ...entry, children: childrenOf(entry.path) }))
}
