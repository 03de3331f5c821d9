import type { CollectionBeforeOperationHook, Config, FlattenedField, Payload, PayloadRequest, Plugin, Where } from 'payload'

import { ApiError } from '@/src/server/http/apiError'

/** Operations whose arguments carry a `where`, a `sort` or a distinct `field` chosen by the caller. */
const QUERYING_OPERATIONS = new Set(['read', 'count', 'countVersions', 'readDistinct', 'findVersions', 'update', 'delete'])
const VERSION_OPERATIONS = new Set(['countVersions', 'findVersions'])

const hiddenFieldQueryMessage = (path: string): string => `Nach dem Feld „${path}“ kann nicht gefiltert oder sortiert werden.`

type QueryArgs = { where?: Where; sort?: string | string[]; field?: string; overrideAccess?: boolean }

/** Every field path a `where` names, through `and` / `or` at any depth. */
function wherePaths(where: unknown, paths: string[] = []): string[] {
  if (!where || typeof where !== 'object' || Array.isArray(where)) return paths
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    const lower = key.toLowerCase()
    if ((lower === 'and' || lower === 'or') && Array.isArray(value)) value.forEach((nested) => wherePaths(nested, paths))
    else paths.push(key)
  }
  return paths
}

/** The field paths of a sort: 'price', '-price', ['name', '-price'] or 'name,-price'. */
function sortPaths(sort: unknown): string[] {
  const entries = Array.isArray(sort) ? sort : typeof sort === 'string' ? [sort] : []
  return entries
    .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : []))
    .map((entry) => entry.trim().replace(/^-/, ''))
    .filter(Boolean)
}

type Step = { field: FlattenedField; path: string }

function blockFields(payload: Payload, field: Extract<FlattenedField, { type: 'blocks' }>): FlattenedField[] {
  const inline = (field.blocks ?? []).flatMap((block) => block.flattenedFields ?? [])
  const referenced = (field.blockReferences ?? []).flatMap((reference) => {
    const block = typeof reference === 'string' ? payload.config.blocks?.find((candidate) => candidate.slug === reference) : reference
    return block?.flattenedFields ?? []
  })
  return [...inline, ...referenced]
}

/** The fields a path passes through, e.g. 'salesPrice.price' -> [salesPrice, price]; stops where the path leaves known fields. */
function fieldsAlongPath(payload: Payload, fields: FlattenedField[], path: string): Step[] {
  const steps: Step[] = []
  let current: FlattenedField[] | null = fields
  const segments = path.replace(/__/g, '.').split('.')
  for (const [index, segment] of segments.entries()) {
    const field: FlattenedField | undefined = current?.find((candidate) => 'name' in candidate && candidate.name === segment)
    if (!field) break
    steps.push({ field, path: segments.slice(0, index + 1).join('.') })
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') current = field.flattenedFields
    else if (field.type === 'blocks') current = blockFields(payload, field)
    else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      current = payload.collections[field.relationTo]?.config.flattenedFields ?? null
    } else current = null
  }
  return steps
}

async function mayRead(req: PayloadRequest, field: FlattenedField, decided: Map<FlattenedField, boolean>): Promise<boolean> {
  const read = 'access' in field ? field.access?.read : undefined
  if (!read) return true
  if (!decided.has(field)) {
    // Asked without a document: field access functions answer whether the caller may read the
    // field in every document (see docs/decisions.md, "Security review"), which is what a filter
    // or a sort over all documents needs.
    decided.set(field, Boolean(await read({ req, doc: undefined, data: undefined, siblingData: undefined, id: undefined })))
  }
  return decided.get(field)!
}

/**
 * Refuses (403, German message) a `where`, `sort` or distinct `field` that names a field the
 * caller may not read, anywhere along its path (groups, arrays, blocks, related collections).
 * Field-level read access only hides values in answers; without this, filtering or sorting by a
 * hidden value (e.g. `where[price][less_than]=…`) would reveal it by bisection. Payload itself
 * checks the leaf field of a where path (in English, 400); this covers parents, sorts and the
 * distinct field too and answers in German before Payload queries anything.
 */
const refuseHiddenFieldQueries: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const queryArgs = args as QueryArgs
  if (!QUERYING_OPERATIONS.has(operation) || queryArgs.overrideAccess) return args
  const paths = [...wherePaths(queryArgs.where), ...sortPaths(queryArgs.sort), ...(typeof queryArgs.field === 'string' ? [queryArgs.field] : [])]
  if (paths.length === 0) return args
  const decided = new Map<FlattenedField, boolean>()
  for (const rawPath of paths) {
    const path = VERSION_OPERATIONS.has(operation) ? rawPath.replace(/^version\./, '') : rawPath
    for (const step of fieldsAlongPath(req.payload, collection.flattenedFields, path)) {
      if (!(await mayRead(req, step.field, decided))) throw new ApiError(hiddenFieldQueryMessage(path), 403)
    }
  }
  return args
}

/** Adds `refuseHiddenFieldQueries` to every collection (its paths may lead into any other one). */
export const hiddenFieldQueriesPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [refuseHiddenFieldQueries, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
})
