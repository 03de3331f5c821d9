import { describe, expect, it } from '@jest/globals'
import type { CollectionSlug } from 'payload'

import { ROLES, type Role } from './actors'
import { EXPECTED, type FieldContext, type FieldWrite } from './expectations'
import { asRole, fresh, payload, sample, setUpMatrixWorld, world } from './matrixWorld'
import { isAllowed, matrixTally, outcomePerRole } from './tally'

/**
 * Every sensitive field of EXPECTED (roles, branches, approval, VAT verification, prices, status,
 * API keys, hashes, owner references, credentials) × every role: written through the Local API
 * with access control on, then read back from the database. Payload drops fields a role may not
 * write without an error, so a write counts as allowed only when the stored value changed.
 */

setUpMatrixWorld()
const tally = matrixTally('access matrix (sensitive fields)')

type Stored = Record<string, unknown> & { id: number }

/** The document as stored, hidden fields (hash, salt, internal order data) included. */
const storedDoc = async (collection: string, id: number): Promise<Stored> =>
  (await payload.db.findOne<Stored>({ collection: collection as CollectionSlug, where: { id: { equals: id } } }))!

const valueAt = (doc: Stored, path: string): string =>
  JSON.stringify(path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], doc) ?? null)

const storedPath = (write: FieldWrite, data: Record<string, unknown>) => write.stored ?? Object.keys(data)[0]

/** The stored columns a write touches (the password lives in hash and salt), for putting an actor's record back. */
const touchedKeys = (data: Record<string, unknown>, stored: string) =>
  [...Object.keys(data), stored.split('.')[0]].flatMap((key) => (key === 'password' ? ['hash', 'salt'] : [key]))

const fieldContext = async (): Promise<FieldContext> => ({ world, orderId: await fresh('orders') })

/** Writes the field on a new document as the role; allowed when it is stored unlike on a document created without it. */
async function writeOnCreate(collection: string, write: FieldWrite, role: Role, context: FieldContext): Promise<boolean> {
  const data = write.data(context)
  const path = storedPath(write, data)
  const baseline = valueAt(await storedDoc(collection, await fresh(collection)), path)
  let createdId: number | undefined
  const created = await isAllowed(async () => {
    const { data: sampleData, file } = sample[collection]
    createdId = (await payload.create({ collection: collection as CollectionSlug, data: { ...sampleData(), ...data } as never, file: file?.(), ...asRole(role) })).id as number
    return true
  })
  return created && valueAt(await storedDoc(collection, createdId!), path) !== baseline
}

/** Writes the field on the target as the role; allowed when the stored value changed. An actor's own record is put back afterwards. */
async function writeOnUpdate(collection: string, write: FieldWrite, role: Role, context: FieldContext): Promise<boolean> {
  const data = write.data(context)
  const path = storedPath(write, data)
  const own = sample[collection].own?.().target
  const id = own ?? (await fresh(collection))
  const before = await storedDoc(collection, id)
  await isAllowed(() => payload.update({ collection: collection as CollectionSlug, id, data: data as never, ...asRole(role) }))
  const changed = valueAt(await storedDoc(collection, id), path) !== valueAt(before, path)
  if (own !== undefined) {
    const restore = Object.fromEntries(touchedKeys(data, path).filter((key) => key in before).map((key) => [key, before[key]]))
    await payload.db.updateOne({ collection: collection as CollectionSlug, id, data: restore })
  }
  return changed
}

const rows = Object.entries(EXPECTED).flatMap(([collection, { fields }]) => Object.keys(fields).map((label) => [collection, label] as const))

describe('field-level writes of sensitive fields', () => {
  it.each(rows)('%s: %s', async (collection, label) => {
    const write = EXPECTED[collection].fields[label]
    const context = await fieldContext()
    const outcome = await outcomePerRole((role) => (write.on === 'create' ? writeOnCreate : writeOnUpdate)(collection, write, role, context))
    expect(tally.check(`${collection} write ${label}`, outcome, write.allowed)).toEqual({ unexpectedAllows: [], unexpectedDenials: [] })
  })
})

describe('figures', () => {
  it('checked every sensitive field and found no unexpected allow', () => {
    expect(tally.figures.cells).toBe(rows.length * ROLES.length)
    expect(tally.figures.unexpectedAllows).toEqual([])
  })
})
