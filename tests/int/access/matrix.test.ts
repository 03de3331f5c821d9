import { describe, expect, it } from '@jest/globals'
import type { CollectionSlug, GlobalSlug } from 'payload'

import { MIRROR, ROLES, type Role } from './actors'
import { EXPECTED, GLOBALS, type Op, type Scope } from './expectations'
import { asRole, documentOf, fresh, payload, sample, setUpMatrixWorld, world } from './matrixWorld'
import { isAllowed, matrixTally, outcomePerRole } from './tally'

/**
 * Every collection × every role × list, read, create, update and delete through the Local API with
 * access control on, generated from EXPECTED (fieldMatrix.test.ts covers the sensitive fields,
 * endpointMatrix.test.ts the REST calls).
 */

setUpMatrixWorld()
const tally = matrixTally('access matrix (collections)')

const hasOtherSide = (collection: string) => Boolean(sample[collection].mirror || sample[collection].own)

/** Runs one operation (not list) as a role; true when it is allowed. */
async function attempt(collection: string, op: Exclude<Op, 'list'>, role: Role): Promise<boolean> {
  const slug = collection as CollectionSlug
  const { data, update, file } = sample[collection]
  if (op === 'create') return isAllowed(() => payload.create({ collection: slug, data: data() as never, file: file?.(), ...asRole(role) }))
  if (op === 'delete') {
    const id = await fresh(collection)
    return isAllowed(() => payload.delete({ collection: slug, id, ...asRole(role) }))
  }
  const id = await documentOf(collection)
  if (op === 'read') return isAllowed(() => payload.findByID({ collection: slug, id, ...asRole(role), disableErrors: true }))
  return isAllowed(() => payload.update({ collection: slug, id, data: update as never, ...asRole(role) }))
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map((entry) => Number(entry && typeof entry === 'object' ? (entry as { id: unknown }).id : entry))

/** The ids a role's list may name in a scope field, or null when the scope does not limit the role. */
function allowedIds(scope: Scope, role: Role): { field: string; ids: number[] } | null {
  const actor = world.actors[role]
  const isEmployee = role === 'employeeA' || role === 'employeeB'
  const isExternal = role === 'external' || role === 'otherExternal'
  if (isEmployee && scope.branch) return { field: scope.branch, ids: idsOf(actor!.branches) }
  if (isEmployee && scope.user) return { field: scope.user, ids: [actor!.id] }
  if (isExternal && scope.customer) return { field: scope.customer, ids: idsOf(actor!.customers) }
  if (isExternal && scope.account) return { field: scope.account, ids: [actor!.id] }
  if (role === 'anonymous') return { field: 'id', ids: [] }
  return null
}

/** The documents of a role's list outside its scope (another branch's, another customer's, anybody's for anonymous callers). */
function outOfScope(collection: string, role: Role, docs: Record<string, unknown>[]): string[] {
  const scope = EXPECTED[collection].scope
  const limit = scope && allowedIds(scope, role)
  if (!limit) return []
  return docs.filter((doc) => !idsOf(doc[limit.field]).some((id) => limit.ids.includes(id))).map((doc) => `${collection} ${doc.id} in the list of ${role}`)
}

const rows = Object.keys(EXPECTED).flatMap((collection) => (['read', 'create', 'update', 'delete'] as const).map((op) => [collection, op] as const))

describe('access matrix: who may read one, create, update and delete what', () => {
  it.each(rows)('%s %s', async (collection, op) => {
    const outcome = await outcomePerRole((role) => attempt(collection, op, role))
    expect(tally.check(`${collection} ${op}`, outcome, EXPECTED[collection][op])).toEqual({ unexpectedAllows: [], unexpectedDenials: [] })
  })
})

describe('read list: which documents come back', () => {
  it.each(Object.keys(EXPECTED))('%s list', async (collection) => {
    const target = await documentOf(collection)
    const mirror = hasOtherSide(collection) ? await documentOf(collection, 'mirror') : undefined
    const lists = {} as Record<Role, Record<string, unknown>[]>
    for (const role of ROLES) {
      try {
        lists[role] = (await payload.find({ collection: collection as CollectionSlug, pagination: false, ...asRole(role) })).docs as never
      } catch (error) {
        if ((error as { status?: number }).status !== 403) throw error
        lists[role] = []
      }
    }
    const sees = (id: number) => Object.fromEntries(ROLES.map((role) => [role, lists[role].some((doc) => doc.id === id)])) as Record<Role, boolean>
    const allowed = EXPECTED[collection].list
    const targetCells = tally.check(`${collection} list`, sees(target), allowed)
    const mirrorCells = mirror === undefined ? undefined : tally.check(`${collection} list (the other side's document)`, sees(mirror), allowed.map((role) => MIRROR[role]))
    const leaks = ROLES.flatMap((role) => outOfScope(collection, role, lists[role]))
    expect({ targetCells, mirrorCells: mirrorCells ?? targetCells, leaks }).toEqual({
      targetCells: { unexpectedAllows: [], unexpectedDenials: [] },
      mirrorCells: { unexpectedAllows: [], unexpectedDenials: [] },
      leaks: [],
    })
  })
})

const globalRows = Object.keys(GLOBALS).flatMap((slug) => (['read', 'update'] as const).map((op) => [slug, op] as const))

describe('globals: who may read and update the settings and the theme', () => {
  it.each(globalRows)('%s %s', async (slug, op) => {
    const global = slug as GlobalSlug
    const outcome = await outcomePerRole(async (role) => {
      if (op === 'read') return isAllowed(() => payload.findGlobal({ slug: global, ...asRole(role) }))
      // The stored values written back unchanged: allowed or refused, nothing else differs.
      const stored = await payload.findGlobal({ slug: global, depth: 0, overrideAccess: true })
      const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, globalType: _globalType, ...data } = stored as unknown as Record<string, unknown>
      return isAllowed(() => payload.updateGlobal({ slug: global, data: data as never, ...asRole(role) }))
    })
    expect(tally.check(`global ${slug} ${op}`, outcome, GLOBALS[slug][op])).toEqual({ unexpectedAllows: [], unexpectedDenials: [] })
  })
})

describe('figures', () => {
  it('checked every cell and found no unexpected allow', () => {
    expect(tally.figures.cells).toBeGreaterThan(Object.keys(EXPECTED).length * 5 * ROLES.length)
    expect(tally.figures.unexpectedAllows).toEqual([])
  })
})
