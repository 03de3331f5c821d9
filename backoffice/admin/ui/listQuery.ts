import type { Where } from 'payload'

type Value = Where | Where[] | string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>

/** The `where[…]=…` pairs of a condition, as Payload's list view and REST API read them (qs style). */
function whereParams(where: Where | null | undefined, prefix = 'where'): [string, string][] {
  const pairs: [string, string][] = []
  const walk = (value: Value, key: string) => {
    if (value === null || value === undefined) return
    if (Array.isArray(value)) value.forEach((item, index) => walk(item as Value, `${key}[${index}]`))
    else if (typeof value === 'object') Object.entries(value).forEach(([name, nested]) => walk(nested as Value, `${key}[${name}]`))
    else pairs.push([key, String(value)])
  }
  walk(where, prefix)
  return pairs
}

/** '/backend/collections/orders?where[status][equals]=pending' (brackets readable, values encoded). */
export function listUrl(adminRoute: string, collection: string, where?: Where | null): string {
  const query = whereParams(where)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')
  return `${adminRoute}/collections/${collection}${query ? `?${query}` : ''}`
}

/** The `where…` pairs of a URL's search parameters, sorted: equal for equal filters. */
export function currentWhereParams(params: URLSearchParams): string {
  return JSON.stringify([...params.entries()].filter(([key]) => key.startsWith('where')).sort())
}

/** The same sorted form for a condition. */
export const sortedWhereParams = (where: Where | null | undefined): string => JSON.stringify(whereParams(where).sort())
