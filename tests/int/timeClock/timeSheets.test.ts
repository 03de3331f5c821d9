import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { publicHolidays } from '@/src/domain/timeClock'

import { pdfTexts } from '../notifications/pdfText'
import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The time sheets' calls (issue 24, item 2): `GET /api/time-sheets/balances` and
 * `/holiday-balances` for the signed-in staff user, all staff for admins. The employee's records
 * lie around today, so the answers are computed for the real date.
 */
let context: TestContext
let world: OrderingWorld
let request: ReturnType<typeof restClient>

type Row = { user: { id: number; username: string | null }; balance?: number; today?: { day: string }; year?: number; entitlement?: number; taken?: number; planned?: number; remaining?: number }
const sheets = async (call: 'balances' | 'holiday-balances', token?: string) => {
  const response = await request('GET', `/time-sheets/${call}`, { token })
  return { status: response.status, body: (await response.json()) as { data?: Row[]; errors?: { message: string }[] } }
}

const viennaDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date(Date.now() + offsetDays * 86_400_000))
const TODAY = viennaDay(0)
/** The nearest day `direction` from today, at least 3 days away, that is no public holiday in Vienna. */
const workingDay = (direction: 1 | -1) => {
  for (let offset = 3; ; offset++) {
    const day = viennaDay(direction * offset)
    if (!publicHolidays(Number(day.slice(0, 4)), '9').has(day)) return day
  }
}
const PAST = workingDay(-1)
const FUTURE = workingDay(1)

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  request = restClient(context.payload.config)
  const { employee } = world.staff
  const mine = { user: employee.id, branch: world.branches.open.id }
  await context.payload.update({ collection: 'users', id: employee.id, data: { vacationDaysPerYear: 30 } as never, depth: 0, overrideAccess: true })
  // Eight hours planned on both days; 09:00–18:00 worked on the past one (CET or CEST: 9 hours either way).
  for (const day of [PAST, FUTURE]) {
    await context.payload.create({ collection: 'working-schedules', data: { ...mine, date: `${day}T12:00:00.000Z`, from: '09:00', to: '17:00' }, depth: 0, overrideAccess: true })
  }
  const activity = (type: string, day: string) =>
    context.payload.create({
      collection: 'working-activities',
      data: { ...mine, type, status: 'ended', startedAt: `${day}T07:00:00.000Z`, endedAt: `${day}T16:00:00.000Z` } as never,
      depth: 0,
      overrideAccess: true,
    })
  await activity('work', PAST)
  await activity('vacation', FUTURE)
})
afterAll(() => context.close())

describe('time sheets', () => {
  it('answer an employee their own balance only: 9 hours worked against 8 planned', async () => {
    const { status, body } = await sheets('balances', world.staff.employee.token)
    expect(status).toBe(200)
    expect(body.data).toHaveLength(1)
    expect(body.data?.[0]).toMatchObject({ user: { id: world.staff.employee.id }, balance: 60, today: { day: TODAY } })
  })

  it('answer an admin every staff user', async () => {
    const { body } = await sheets('balances', world.staff.admin.token)
    const ids = body.data?.map((row) => row.user.id)
    expect(ids).toEqual(expect.arrayContaining([world.staff.employee.id, world.staff.otherEmployee.id, world.staff.admin.id]))
  })

  it('count vacation against the yearly entitlement: taken up to today, planned after', async () => {
    const { body } = await sheets('holiday-balances', world.staff.employee.token)
    const year = Number(TODAY.slice(0, 4))
    const planned = FUTURE.startsWith(`${year}-`) ? 1 : 0
    expect(body.data).toEqual([
      { user: expect.objectContaining({ id: world.staff.employee.id }), year, entitlement: 30, taken: 0, planned, remaining: 30 - planned },
    ])
  })

  it('refuse without a session (401; the access matrix checks the other roles)', async () => {
    for (const call of ['balances', 'holiday-balances'] as const) {
      expect((await sheets(call)).status).toBe(401)
    }
  })
})

describe('the monthly time sheet as PDF', () => {
  const pdf = (user: number, token?: string, month = '2024-03') => request('GET', `/time-sheets/${user}/pdf?month=${month}`, { token })

  beforeAll(async () => {
    const mine = { user: world.staff.employee.id, branch: world.branches.open.id }
    for (const date of ['2024-03-04', '2024-03-05']) {
      await context.payload.create({ collection: 'working-schedules', data: { ...mine, date: `${date}T12:00:00.000Z`, from: '09:00', to: '17:00' }, depth: 0, overrideAccess: true })
    }
    // Monday 4 March 2024 (CET): 08:00–17:00 with 30 minutes' pause, corrected afterwards; Tuesday on vacation.
    await context.payload.create({
      collection: 'working-activities',
      data: { ...mine, type: 'work', status: 'ended', startedAt: '2024-03-04T07:00:00.000Z', endedAt: '2024-03-04T16:00:00.000Z', pauses: [{ startedAt: '2024-03-04T11:00:00.000Z', endedAt: '2024-03-04T11:30:00.000Z' }], correctionReason: 'Ende nachgetragen' } as never,
      depth: 0,
      overrideAccess: true,
    })
    await context.payload.create({
      collection: 'working-activities',
      data: { ...mine, type: 'vacation', status: 'ended', startedAt: '2024-03-05T08:00:00.000Z', endedAt: '2024-03-05T16:00:00.000Z' } as never,
      depth: 0,
      overrideAccess: true,
    })
  })

  it('lists every day of the month with times, pauses, worked and planned time, the balances and the signature lines', async () => {
    const response = await pdf(world.staff.employee.id, world.staff.admin.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="arbeitszeit-.+-2024-03\.pdf"$/)
    const { texts, title } = await pdfTexts(new Uint8Array(await response.arrayBuffer()))
    expect(title).toMatch(/^Arbeitszeitnachweis März 2024 – /)
    expect(texts).toEqual(expect.arrayContaining(['Arbeitszeitnachweis März 2024', '08:00–17:00', '0:30 h', '8:30 h', '+0:30 h', 'korrigiert', 'Urlaub', 'Saldo am Monatsende', 'Datum, Unterschrift Mitarbeiter:in', 'Datum, Unterschrift Arbeitgeber:in']))
    expect(texts.filter((text) => /^[A-Z][a-z]\.? \d\d\.03\.$/.test(text))).toHaveLength(31)
    // Monday +0:30, Tuesday's vacation credited in full: the month ends at +0:30 with nothing carried in.
    const closing = texts.indexOf('Saldo am Monatsende')
    expect(texts[closing + 1]).toBe('+0:30 h')
  })

  it('is an employee’s own only (403 for a colleague’s), 404 for nobody, 422 for a month in another form, 401 without a session', async () => {
    expect((await pdf(world.staff.employee.id, world.staff.employee.token)).status).toBe(200)
    const colleague = await pdf(world.staff.otherEmployee.id, world.staff.employee.token)
    expect([colleague.status, ((await colleague.json()) as { errors: { message: string }[] }).errors[0].message]).toEqual([403, 'Sie können nur Ihren eigenen Arbeitszeitnachweis abrufen.'])
    expect((await pdf(999_999_999, world.staff.admin.token)).status).toBe(404)
    const badMonth = await pdf(world.staff.employee.id, world.staff.admin.token, '03-2024')
    expect([badMonth.status, ((await badMonth.json()) as { errors: { message: string }[] }).errors[0].message]).toEqual([422, 'Bitte einen Monat im Format JJJJ-MM angeben.'])
    expect((await pdf(world.staff.employee.id)).status).toBe(401)
  })
})
