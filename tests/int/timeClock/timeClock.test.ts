import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The shared time clock's calls (issue 24, item 1): every step of the state machine and every
 * refused one, the 404s of a wrong, rotated or disabled clock key and of staff of another branch,
 * the PIN with its limit, and twenty taps at once giving one activity.
 */
let context: TestContext
let world: OrderingWorld
let request: ReturnType<typeof restClient>
let token: string
let clockId: number

type Answer = { data?: { user: { username: string }; activity: { id: number; status: string; pauses: { startedAt: string; endedAt: string | null }[] } | null }; errors?: { message: string }[] }
const call = async (method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) => {
  const response = await request(method, `/time-tracking${path}`, method === 'POST' ? { body: options.body ?? {}, headers: options.headers } : { headers: options.headers })
  return { status: response.status, body: (await response.json()) as Answer }
}
const tap = (username: string, action: string, body?: unknown, key = token) => call('POST', `/${key}/${username}/working-activities/${action}`, { body })

async function staffUser(username: string, branch: number, pin?: string): Promise<number> {
  const user = await context.payload.create({
    collection: 'users',
    data: { email: `${username}@example.at`, password: 'geheim123', roles: ['ROLE_EMPLOYEE'], branches: [branch], username, firstName: 'Eva', ...(pin ? { timeClockPin: pin } : {}) } as never,
    depth: 0,
    overrideAccess: true,
  })
  return user.id
}

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  request = restClient(context.payload.config)
  const clock = await context.payload.create({
    collection: 'devices',
    data: { identifier: `zeiterfassung-${Date.now()}`, name: 'Zeiterfassung Hintereingang', type: 'timeClock', branch: world.branches.open.id },
    depth: 0,
    overrideAccess: true,
  })
  clockId = clock.id
  token = clock.accessToken as string
  await staffUser('eva.zeit', world.branches.open.id)
  await staffUser('pia.pin', world.branches.open.id, '2468')
  await staffUser('otto.anders', world.branches.other.id)
  await staffUser('zoe.zwanzig', world.branches.open.id)
})
afterAll(() => context.close())

describe('the time clock', () => {
  it('clocks in, pauses, resumes and ends, answering the activity each time', async () => {
    expect((await call('GET', `/${token}/eva.zeit/me`)).body).toEqual({ data: { user: expect.objectContaining({ username: 'eva.zeit' }), activity: null } })
    const started = await tap('eva.zeit', 'start')
    expect([started.status, started.body.data?.activity?.status]).toEqual([200, 'running'])
    expect((await tap('eva.zeit', 'pause')).body.data?.activity).toMatchObject({ status: 'paused', pauses: [{ endedAt: null }] })
    const resumed = (await tap('eva.zeit', 'resume')).body.data?.activity
    expect(resumed?.status).toBe('running')
    expect(resumed?.pauses[0].endedAt).not.toBeNull()
    expect((await call('GET', `/${token}/eva.zeit/me`)).body.data?.activity?.id).toBe(started.body.data?.activity?.id)
    const ended = await tap('eva.zeit', 'end')
    expect(ended.body.data?.activity).toMatchObject({ id: started.body.data?.activity?.id, status: 'ended' })
    expect((await call('GET', `/${token}/eva.zeit/me`)).body.data?.activity).toBeNull()
    const stored = await context.payload.findByID({ collection: 'working-activities', id: started.body.data!.activity!.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'ended', type: 'work', branch: world.branches.open.id })
  })

  it.each<[string, string[], string, string]>([
    ['pause without an activity', [], 'pause', 'Aktivität konnte nicht pausiert werden. Es läuft keine Aktivität.'],
    ['end without an activity', [], 'end', 'Aktivität konnte nicht beendet werden. Es läuft keine Aktivität.'],
    ['start twice', ['start'], 'start', 'Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.'],
    ['resume while running', ['start'], 'resume', 'Aktivität konnte nicht fortgesetzt werden. Die Aktivität ist nicht pausiert.'],
    ['pause twice', ['start', 'pause'], 'pause', 'Aktivität konnte nicht pausiert werden. Die Aktivität ist pausiert.'],
  ])('refuses to %s with 409 and the German message', async (_, before, action, message) => {
    for (const step of before) expect((await tap('eva.zeit', step)).status).toBe(200)
    expect((await tap('eva.zeit', action)).body).toEqual({ errors: [{ message }] })
    expect((await tap('eva.zeit', action)).status).toBe(409)
    if (before.length) expect((await tap('eva.zeit', 'end')).status).toBe(200)
  })

  it('answers 404 "Nicht gefunden." for a wrong, rotated or disabled clock key, another device\'s key, an unknown name and staff of another branch', async () => {
    const notFound = { errors: [{ message: 'Nicht gefunden.' }] }
    const printer = await context.payload.create({ collection: 'devices', data: { identifier: `drucker-${Date.now()}`, name: 'Bondrucker', type: 'printer', branch: world.branches.open.id }, depth: 0, overrideAccess: true })
    expect((await call('GET', `/${printer.accessToken}/eva.zeit/me`)).body).toEqual(notFound)
    expect((await call('GET', `/${'x'.repeat(32)}/eva.zeit/me`)).body).toEqual(notFound)
    expect((await call('GET', `/kurz/eva.zeit/me`)).status).toBe(404)
    expect((await call('GET', `/${token}/niemand/me`)).body).toEqual(notFound)
    expect((await tap('otto.anders', 'start')).body).toEqual(notFound)
    const rotated = await context.payload.update({ collection: 'devices', id: clockId, data: { rotateAccessToken: true } as never, depth: 0, overrideAccess: true })
    expect((await call('GET', `/${token}/eva.zeit/me`)).status).toBe(404)
    token = rotated.accessToken as string
    expect((await call('GET', `/${token}/eva.zeit/me`)).status).toBe(200)
    await context.payload.update({ collection: 'devices', id: clockId, data: { isEnabled: false }, depth: 0, overrideAccess: true })
    expect((await call('GET', `/${token}/eva.zeit/me`)).status).toBe(404)
    await context.payload.update({ collection: 'devices', id: clockId, data: { isEnabled: true }, depth: 0, overrideAccess: true })
  })

  it('needs the PIN of a user who has one (403 when wrong), and refuses further tries after five wrong ones', async () => {
    expect((await tap('pia.pin', 'start')).status).toBe(403)
    expect((await tap('pia.pin', 'start', { pin: '1111' })).body).toEqual({ errors: [{ field: 'pin', message: 'Die PIN ist falsch.' }] })
    expect((await call('GET', `/${token}/pia.pin/me`, { headers: { 'X-Time-Clock-PIN': '2468' } })).status).toBe(200)
    expect((await tap('pia.pin', 'start', { pin: '2468' })).body.data?.activity?.status).toBe('running')
    expect((await tap('pia.pin', 'end', { pin: '2468' })).status).toBe(200)
    for (let attempt = 0; attempt < 4; attempt++) await tap('pia.pin', 'start', { pin: '0000' })
    const locked = await tap('pia.pin', 'start', { pin: '0000' })
    expect([locked.status, locked.body.errors?.[0].message]).toEqual([429, 'Zu viele falsche PINs. Bitte versuchen Sie es später erneut.'])
  })

  it('gives twenty taps on start at once exactly one activity', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => tap('zoe.zwanzig', 'start')))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19)
    const user = (await context.payload.find({ collection: 'users', where: { username: { equals: 'zoe.zwanzig' } }, depth: 0, overrideAccess: true })).docs[0]
    const { totalDocs } = await context.payload.count({ collection: 'working-activities', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('answers the person\u2019s balance: planned from the schedules, none on a public holiday, worked and vacation counted', async () => {
    const userId = await staffUser('bea.saldo', world.branches.open.id)
    const schedule = (date: string) =>
      context.payload.create({ collection: 'working-schedules', data: { user: userId, branch: world.branches.open.id, date, from: '08:00', to: '16:00' }, depth: 0, overrideAccess: true })
    // Whit Monday, 9 June 2025, is a public holiday: planned 8 h, counted as free (days no other test file uses)
    for (const date of ['2025-06-09T00:00:00.000Z', '2025-06-10T00:00:00.000Z', '2025-06-11T00:00:00.000Z']) await schedule(date)
    const activity = (type: string, startedAt: string, endedAt: string, pauses: { startedAt: string; endedAt: string }[] = []) =>
      context.payload.create({ collection: 'working-activities', data: { user: userId, branch: world.branches.open.id, type, status: 'ended', startedAt, endedAt, pauses } as never, depth: 0, overrideAccess: true })
    // Tuesday 08:00–17:00 (CEST) with 30 min break: 8:30 h worked, +30; Wednesday on vacation: credited
    await activity('work', '2025-06-10T06:00:00.000Z', '2025-06-10T15:00:00.000Z', [{ startedAt: '2025-06-10T10:00:00.000Z', endedAt: '2025-06-10T10:30:00.000Z' }])
    await activity('vacation', '2025-06-11T06:00:00.000Z', '2025-06-11T14:00:00.000Z')
    const { status, body } = await call('GET', `/${token}/bea.saldo/balances`)
    expect(status).toBe(200)
    const data = (body as unknown as { data: { balance: number; today: { balance: number }; week: { opening: number }; month: { opening: number } } }).data
    expect(data.balance).toBe(30)
    expect(data.today.balance).toBe(0)
    expect(data.week.opening).toBe(30)
    expect(data.month.opening).toBe(30)
  })
})

describe('what the time clock lists', () => {
  const viennaDay = (offsetDays: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date(Date.now() + offsetDays * 86_400_000))
  const at12 = (day: string) => `${day}T12:00:00.000Z`
  type Listed = { data: { workingSchedules?: { day: string; from: string }[]; workingActivities?: { type: string; startedAt: string }[] } }

  it('the plan of the next two weeks: a weekly shift on each of its days, a dated one on its day', async () => {
    const userId = await staffUser('paul.plan', world.branches.open.id)
    const plan = (data: Record<string, unknown>) =>
      context.payload.create({ collection: 'working-schedules', data: { user: userId, branch: world.branches.open.id, ...data } as never, depth: 0, overrideAccess: true })
    await plan({ date: at12(viennaDay(-7)), from: '08:00', to: '12:00', repeatsWeekly: true })
    await plan({ date: at12(viennaDay(1)), from: '14:00', to: '18:00' })
    await plan({ date: at12(viennaDay(20)), from: '09:00', to: '10:00' })
    const { status, body } = await call('GET', `/${token}/paul.plan/working-schedules`)
    expect(status).toBe(200)
    const listed = (body as unknown as Listed).data.workingSchedules?.map(({ day, from }) => [day, from])
    expect(listed).toEqual([[viennaDay(0), '08:00'], [viennaDay(1), '14:00'], [viennaDay(7), '08:00']])
  })

  it('the activities of the last seven days, newest first', async () => {
    const userId = await staffUser('lea.liste', world.branches.open.id)
    const record = (daysAgo: number, type: string) => {
      const startedAt = new Date(Date.now() - daysAgo * 86_400_000)
      return context.payload.create({
        collection: 'working-activities',
        data: { user: userId, branch: world.branches.open.id, type, status: 'ended', startedAt: startedAt.toISOString(), endedAt: new Date(startedAt.getTime() + 3_600_000).toISOString() } as never,
        depth: 0,
        overrideAccess: true,
      })
    }
    await record(10, 'work')
    await record(2, 'training')
    await record(1, 'work')
    const { body } = await call('GET', `/${token}/lea.liste/working-activities`)
    expect((body as unknown as Listed).data.workingActivities?.map((activity) => activity.type)).toEqual(['work', 'training'])
  })

  it('warns after ending when the rest before the shift was too short', async () => {
    const userId = await staffUser('rudi.rast', world.branches.open.id)
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
    await context.payload.create({
      collection: 'working-activities',
      data: { user: userId, branch: world.branches.open.id, type: 'work', status: 'ended', startedAt: hoursAgo(3), endedAt: hoursAgo(1) } as never,
      depth: 0,
      overrideAccess: true,
    })
    expect((await tap('rudi.rast', 'start')).body.data).not.toHaveProperty('warnings')
    const ended = (await tap('rudi.rast', 'end')).body as unknown as { data: { warnings: { kind: string; day: string; text: string }[] } }
    expect(ended.data.warnings).toEqual([
      { kind: 'restShort', day: viennaDay(0), text: expect.stringMatching(/^Vor der Schicht am \d\d\.\d\d\.\d{4} lagen nur (0:59|1:00) h Ruhezeit \(mindestens 11:00 h\)\.$/) },
    ])
  })
})
