import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startStatisticsContext, valuesOf, type StatisticsContext } from './support'

/**
 * Working time statistics (issue 23): tracked activities and planned shifts of 2026-10-23 to
 * 2026-10-26 (Vienna; UTC+2 until 03:00 of the 25th, UTC+1 after; nothing on the 24th for the employee).
 * Employee (branch open):
 * - work 23rd 08:00–16:30 with a pause 12:00–12:30: 8 h
 * - work 25th 00:00–04:00 over the DST change: 5 real hours
 * - vacation 26th 08:00–16:00 (no working time)
 * - work 26th 23:00 to 27th 03:00: 1 h inside the range
 * - shifts: 22nd 20:00–02:00 (6 h, 2 of them on the 23rd), 23rd 08:00–16:30 planned 8 h,
 *   25th 22:00–06:00 (8 h by the clock, 2 on the 25th and 6 on the 26th)
 * Other employee (branch other): travel 26th 09:00–11:00 (2 h); shift 24th 10:00–14:00 (4 h).
 */
let context: StatisticsContext
let tokens: { admin: string; employee: string; otherEmployee: string }
let users: { employee: number; otherEmployee: number }
const RANGE = { from: '2026-10-23', to: '2026-10-26' }

beforeAll(async () => {
  context = await startStatisticsContext()
  const { payload, world } = context
  const { staff, branches } = world
  tokens = { admin: staff.admin.token, employee: staff.employee.token, otherEmployee: staff.otherEmployee.token }
  users = { employee: staff.employee.id, otherEmployee: staff.otherEmployee.id }
  const activity = (data: Record<string, unknown>) =>
    payload.create({ collection: 'working-activities', data: { status: 'ended', ...data } as never, depth: 0, overrideAccess: true })
  const shift = (data: Record<string, unknown>) => payload.create({ collection: 'working-schedules', data: data as never, depth: 0, overrideAccess: true })
  const mine = { user: users.employee, branch: branches.open.id }
  const others = { user: users.otherEmployee, branch: branches.other.id }

  await activity({ ...mine, type: 'work', startedAt: '2026-10-23T06:00:00Z', endedAt: '2026-10-23T14:30:00Z', pauses: [{ startedAt: '2026-10-23T10:00:00Z', endedAt: '2026-10-23T10:30:00Z' }] })
  await activity({ ...mine, type: 'work', startedAt: '2026-10-24T22:00:00Z', endedAt: '2026-10-25T03:00:00Z' })
  await activity({ ...mine, type: 'vacation', startedAt: '2026-10-26T07:00:00Z', endedAt: '2026-10-26T15:00:00Z' })
  await activity({ ...mine, type: 'work', startedAt: '2026-10-26T22:00:00Z', endedAt: '2026-10-27T02:00:00Z' })
  await activity({ ...others, type: 'travel', startedAt: '2026-10-26T08:00:00Z', endedAt: '2026-10-26T10:00:00Z' })

  await shift({ ...mine, date: '2026-10-22T12:00:00.000Z', from: '20:00', to: '02:00', plannedHours: 6 })
  await shift({ ...mine, date: '2026-10-23T12:00:00.000Z', from: '08:00', to: '16:30', plannedHours: 8 })
  await shift({ ...mine, date: '2026-10-25T12:00:00.000Z', from: '22:00', to: '06:00' })
  await shift({ ...others, date: '2026-10-24T12:00:00.000Z', from: '10:00', to: '14:00', plannedHours: 4 })
  // The other employee's weekly plan in February 2024: Mondays 09:00–13:00 from 29 January up to
  // 19 February, Wednesdays 10:00–12:00 from 7 February on.
  await shift({ ...others, date: '2024-01-29T12:00:00.000Z', from: '09:00', to: '13:00', repeatsWeekly: true, validUntil: '2024-02-19T12:00:00.000Z' })
  await shift({ ...others, date: '2024-02-07T12:00:00.000Z', from: '10:00', to: '12:00', repeatsWeekly: true })
})
afterAll(() => context.close())

describe('working activities (hours of working time)', () => {
  it('sums everybody’s working time per day for admins, pauses subtracted, vacation left out', async () => {
    const { status, body } = await context.statistics('working-activities', RANGE, tokens.admin)
    expect(status).toBe(200)
    expect(body.data.data).toEqual([
      { period: '2026-10-23', value: 8 },
      { period: '2026-10-24', value: 0 },
      { period: '2026-10-25', value: 5 },
      { period: '2026-10-26', value: 3 },
    ])
    expect(body.data.total).toBe(16)
  })

  it('shows an employee their own time only, and an admin one branch’s with ?branch=', async () => {
    expect(valuesOf((await context.statistics('working-activities', RANGE, tokens.employee)).body)).toEqual([8, 0, 5, 1])
    const other = await context.statistics('working-activities', { ...RANGE, branch: context.world.branches.other.id }, tokens.admin)
    expect(valuesOf(other.body)).toEqual([0, 0, 0, 2])
  })

  it('splits a night over the DST change by the hour: the repeated 02:00 holds two hours', async () => {
    const { body } = await context.statistics('working-activities', { from: '2026-10-25', to: '2026-10-25' }, tokens.employee)
    const data = body.data.data as { period: string; value: number }[]
    expect(data.filter((point) => point.value > 0)).toEqual([
      { period: '2026-10-25T00', value: 1 },
      { period: '2026-10-25T01', value: 1 },
      { period: '2026-10-25T02', value: 2 },
      { period: '2026-10-25T03', value: 1 },
    ])
    expect(body.data.total).toBe(5)
  })
})

describe('working schedules (planned hours)', () => {
  it('spreads each shift’s planned hours over the days it spans', async () => {
    const { body } = await context.statistics('working-schedules', RANGE, tokens.admin)
    // 23rd: 2 of the 22nd's night shift + 8; 24th: the other employee's 4; 25th/26th: the night shift 2 + 6
    expect(valuesOf(body)).toEqual([10, 4, 2, 6])
    expect(body.data.total).toBe(22)
  })

  it('shows an employee their own shifts only', async () => {
    const { body } = await context.statistics('working-schedules', RANGE, tokens.employee)
    expect(valuesOf(body)).toEqual([10, 0, 2, 6])
    expect(body.data.total).toBe(18)
  })
})

describe('weekly plans', () => {
  const FEBRUARY = { from: '2024-02-01', to: '2024-02-29' }

  it('count on their weekday every week within their validity', async () => {
    const { body } = await context.statistics('working-schedules', FEBRUARY, tokens.otherEmployee)
    const planned = valuesOf(body)
      .map((hours, index) => [index + 1, hours])
      .filter(([, hours]) => hours !== 0)
    expect(planned).toEqual([[5, 4], [7, 2], [12, 4], [14, 2], [19, 4], [21, 2], [28, 2]])
    expect(body.data.total).toBe(20)
  })

  it('count in the user profile up to `now`', async () => {
    const { body } = await context.statistics('user-profile', { user: users.otherEmployee, start: '2024-02-01', end: '2024-02-29', now: '2024-02-15' }, tokens.otherEmployee)
    expect(body.data.data).toMatchObject({ plannedHours: 20, plannedHoursToDate: 12, remainingPlannedHours: 8 })
  })
})

describe('user profile', () => {
  const profile = (query: Record<string, string | number>, token = tokens.employee) =>
    context.statistics('user-profile', { user: users.employee, start: '2026-10-01', end: '2026-10-31', ...query }, token)

  it('compares planned and worked hours up to `now`', async () => {
    const { status, body } = await profile({ now: '2026-10-24' })
    expect(status).toBe(200)
    expect(body.data.data).toEqual({
      user: users.employee, start: '2026-10-01', end: '2026-10-31', now: '2026-10-24',
      // shifts of the 22nd (6), 23rd (8) and 25th (8, filled in from the clock times)
      plannedHours: 22,
      plannedHoursToDate: 14,
      workedHours: 8,
      balanceHours: -6,
      remainingPlannedHours: 8,
    })
  })

  it('counts the night over the DST change with its real 5 hours, and a shift crossing the range’s end up to it', async () => {
    const { body } = await profile({ now: '2026-10-26' }, tokens.admin)
    expect(body.data.data).toMatchObject({ plannedHours: 22, plannedHoursToDate: 22, workedHours: 14, balanceHours: -8, remainingPlannedHours: 0 })
  })

  it('lists the tracked hours by kind', async () => {
    const { body } = await context.statistics('user-profile-working-activities', { user: users.employee, start: '2026-10-23', end: '2026-10-26' }, tokens.employee)
    expect(body.data).toEqual({
      data: [
        { key: 'work', label: 'Arbeitszeit', count: 14, share: 0.6364 },
        { key: 'vacation', label: 'Urlaub', count: 8, share: 0.3636 },
      ],
      total: 22,
    })
  })

  it('is all zeros for a month without anything', async () => {
    const { body } = await profile({ start: '2026-09-01', end: '2026-09-30', now: '2026-09-15' })
    expect(body.data.data).toMatchObject({ plannedHours: 0, plannedHoursToDate: 0, workedHours: 0, balanceHours: 0, remainingPlannedHours: 0 })
  })

  it('refuses an employee somebody else’s profile (403), and answers 404 for a user who does not exist', async () => {
    for (const set of ['user-profile', 'user-profile-working-activities']) {
      const foreign = await context.statistics(set, { user: users.otherEmployee, start: '2026-10-01', end: '2026-10-31' }, tokens.employee)
      expect([set, foreign.status]).toEqual([set, 403])
      const missing = await context.statistics(set, { user: 99_999_999, start: '2026-10-01', end: '2026-10-31' }, tokens.admin)
      expect([set, missing.status, missing.body.errors]).toEqual([set, 404, [{ field: 'user', message: 'Die Mitarbeiterin oder der Mitarbeiter wurde nicht gefunden.' }]])
    }
    expect((await profile({ now: '2026-10-24' }, tokens.admin)).status).toBe(200)
  })

  it('answers 422 for a bad user or dates, in German', async () => {
    const { status, body } = await context.statistics('user-profile', { user: 'ich', start: '2026-10-31', end: '2026-10-01', now: 'heute' }, tokens.admin)
    expect(status).toBe(422)
    expect(body.errors).toEqual([
      { field: 'user', message: 'Bitte wählen Sie eine gültige Mitarbeiterin oder einen gültigen Mitarbeiter.' },
      { field: 'end', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
      { field: 'now', message: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.' },
    ])
  })
})
