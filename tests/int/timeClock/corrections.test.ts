import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * Corrections of recorded times (issue 24, item 5): a person who changes an activity's times gives
 * a reason; who and when are set by the server; every state stays in the versions, the history.
 */
let context: TestContext
let world: OrderingWorld
let request: ReturnType<typeof restClient>
let activityId: number

type Doc = { id: number; startedAt: string; correctionReason?: string | null; correctedBy?: number | null; correctedAt?: string | null }
const patch = async (data: Record<string, unknown>, token: string) => {
  const response = await request('PATCH', `/working-activities/${activityId}?depth=0`, { body: data, token })
  return { status: response.status, body: (await response.json()) as { doc?: Doc; errors?: { message: string; data?: { errors?: { message: string; path: string }[] } }[] } }
}

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  request = restClient(context.payload.config)
  const created = await context.payload.create({
    collection: 'working-activities',
    data: { user: world.staff.employee.id, branch: world.branches.open.id, type: 'work', status: 'ended', startedAt: '2024-03-04T07:00:00.000Z', endedAt: '2024-03-04T15:00:00.000Z' } as never,
    depth: 0,
    overrideAccess: true,
  })
  activityId = created.id
})
afterAll(() => context.close())

describe('corrections of recorded times', () => {
  it('refuse a change of the times without a reason, in German', async () => {
    const { status, body } = await patch({ startedAt: '2024-03-04T06:30:00.000Z' }, world.staff.admin.token)
    expect(status).toBe(400)
    expect(body.errors?.[0]?.data?.errors).toEqual([expect.objectContaining({ path: 'correctionReason', message: 'Bitte geben Sie den Grund der Korrektur an.' })])
  })

  it('keep a correction with its reason, who and when, and every earlier state in the versions', async () => {
    const first = await patch({ startedAt: '2024-03-04T06:30:00.000Z', correctionReason: 'Beginn vergessen zu stempeln' }, world.staff.admin.token)
    expect(first.status).toBe(200)
    expect(first.body.doc).toMatchObject({ startedAt: '2024-03-04T06:30:00.000Z', correctionReason: 'Beginn vergessen zu stempeln', correctedBy: world.staff.admin.id })
    // The same reason again is no reason for a second correction.
    expect((await patch({ endedAt: '2024-03-04T15:30:00.000Z', correctionReason: 'Beginn vergessen zu stempeln' }, world.staff.admin.token)).status).toBe(400)
    const second = await patch({ endedAt: '2024-03-04T15:30:00.000Z', correctionReason: 'Inventur länger gedauert' }, world.staff.employee.token)
    expect(second.body.doc).toMatchObject({ correctionReason: 'Inventur länger gedauert', correctedBy: world.staff.employee.id })

    const versions = await context.payload.findVersions({ collection: 'working-activities', where: { parent: { equals: activityId } }, sort: 'createdAt', depth: 0, overrideAccess: true })
    // the state as recorded, then each correction
    expect(versions.docs.map((version) => [version.version.correctionReason ?? null, version.version.endedAt])).toEqual([
      [null, '2024-03-04T15:00:00.000Z'],
      ['Beginn vergessen zu stempeln', '2024-03-04T15:00:00.000Z'],
      ['Inventur länger gedauert', '2024-03-04T15:30:00.000Z'],
    ])
  })

  it('take who and when from the server only, and let a comment change without a reason', async () => {
    const before = (await patch({ comment: 'Inventur' }, world.staff.employee.token)).body.doc!
    expect(before.correctedBy).toBe(world.staff.employee.id)
    const spoofed = await patch({ correctedBy: world.staff.admin.id, correctedAt: '2020-01-01T00:00:00.000Z' }, world.staff.employee.token)
    expect(spoofed.body.doc).toMatchObject({ correctedBy: world.staff.employee.id, correctedAt: before.correctedAt })
  })
})
