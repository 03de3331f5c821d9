import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { STATISTICS_SETS } from '@/src/server/statistics/sets'

import { findProblems, queryVariants } from '../rest/malformedInput'
import { restClient } from '../support/rest'
import { startStatisticsContext, type StatisticsContext } from './support'

/** Who may read statistics (issue 23: admins and staff only) and how bad parameters are answered. */
let context: StatisticsContext
let tokens: { admin: string; employee: string; customer: string; lonelyEmployee: string }

const RANGE = { from: '2026-06-01', to: '2026-06-07' }
const PROFILE_SETS = ['user-profile', 'user-profile-working-activities']
const RANGE_SETS = [...STATISTICS_SETS.keys()].filter((set) => !PROFILE_SETS.includes(set))
const queryOf = (set: string) => (PROFILE_SETS.includes(set) ? { user: context.world.staff.employee.id, start: RANGE.from, end: RANGE.to } : RANGE)

beforeAll(async () => {
  context = await startStatisticsContext()
  const { payload, world } = context
  const login = async (collection: 'users' | 'external-users', data: Record<string, unknown>) => {
    const email = `statistik-${Math.random().toString(36).slice(2)}@example.at`
    await payload.create({ collection, data: { email, password: 'geheim123', ...data } as never, depth: 0, overrideAccess: true })
    return (await payload.login({ collection, data: { email, password: 'geheim123' } })).token!
  }
  tokens = {
    admin: world.staff.admin.token,
    employee: world.staff.employee.token,
    customer: await login('external-users', { firstName: 'Karin', lastName: 'Kundin', roles: ['ROLE_EXTERNAL_USER'], isApproved: true }),
    lonelyEmployee: await login('users', { roles: ['ROLE_EMPLOYEE'], branches: [] }),
  }
})
afterAll(() => context.close())

describe('every set is for staff only', () => {
  it('lists every set of issue 23', () => {
    expect(STATISTICS_SETS.size).toBe(27)
  })

  it.each([...STATISTICS_SETS.keys()])('%s: 401 without session, 403 for a shop customer, 200 for admins and employees', async (set) => {
    const anonymous = await context.statistics(set, queryOf(set))
    expect([anonymous.status, anonymous.body]).toEqual([401, { errors: [{ message: 'Bitte melden Sie sich an.' }] }])
    const refused = await context.statistics(set, queryOf(set), tokens.customer)
    expect([refused.status, refused.body]).toEqual([403, { errors: [{ message: 'Sie haben keine Berechtigung für diese Aktion.' }] }])
    for (const token of [tokens.admin, tokens.employee]) {
      const { status, body } = await context.statistics(set, queryOf(set), token)
      expect([set, status]).toEqual([set, 200])
      expect(body.data).toHaveProperty('data')
    }
  })

  it('answers never-cached JSON', async () => {
    const response = await restClient(context.payload.config)('GET', '/statistics/orders?from=2026-06-01&to=2026-06-07', { token: tokens.admin })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('gives an employee without branch no orders, revenue or items at all', async () => {
    for (const set of ['orders', 'revenue', 'items', 'canceled-orders']) {
      const { body } = await context.statistics(set, RANGE, tokens.lonelyEmployee)
      expect([set, body.data.total]).toEqual([set, 0])
    }
  })
})

describe('bad parameters are 422 with German messages', () => {
  it.each<[string, Record<string, string | number>, { field: string; message: string }[]]>([
    ['no dates', {}, [
      { field: 'from', message: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.' },
      { field: 'to', message: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.' },
    ]],
    ['a German date', { from: '01.06.2026', to: '2026-06-07' }, [{ field: 'from', message: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.' }]],
    ['a day that does not exist', { from: '2026-02-29', to: '2026-03-01' }, [{ field: 'from', message: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.' }]],
    ['a reversed range', { from: '2026-06-07', to: '2026-06-01' }, [{ field: 'to', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' }]],
    ['a range over two years', { from: '2024-01-01', to: '2026-06-01' }, [{ field: 'to', message: 'Der Zeitraum darf höchstens 731 Tage umfassen.' }]],
    ['a branch that is no id', { ...RANGE, branch: 'wien' }, [{ field: 'branch', message: 'Bitte wählen Sie eine gültige Filiale.' }]],
  ])('%s', async (_, query, errors) => {
    for (const set of RANGE_SETS) {
      const { status, body } = await context.statistics(set, query, tokens.admin)
      expect([set, status, body.errors]).toEqual([set, 422, errors])
    }
  })

  it('never answers malformed parameters with a 500 or English', async () => {
    const request = restClient(context.payload.config)
    const problems: string[] = []
    const samples: [string, Record<string, string>][] = [
      ['revenue', { ...RANGE, branch: String(context.world.branches.open.id) }],
      ['user-profile', { user: String(context.world.staff.employee.id), start: RANGE.from, end: RANGE.to, now: RANGE.to }],
    ]
    for (const [set, sample] of samples) {
      for (const { label, query } of queryVariants(sample)) {
        const response = await request('GET', `/statistics/${set}?${new URLSearchParams(query)}`, { token: tokens.admin })
        problems.push(...findProblems(`${set} (${label})`, response.status, await response.text()))
      }
    }
    expect(problems).toEqual([])
  })

  it('checks the session before the parameters', async () => {
    expect((await context.statistics('orders', { from: 'gestern' })).status).toBe(401)
    expect((await context.statistics('orders', { from: 'gestern' }, tokens.customer)).status).toBe(403)
  })
})

describe('sets that do not exist', () => {
  it.each(['umsatz', 'constructor', 'qr-codes'])('%s is 404', async (set) => {
    const { status, body } = await context.statistics(set, RANGE, tokens.admin)
    expect([status, body.errors]).toEqual([404, [{ message: 'Diese Statistik gibt es nicht.' }]])
  })
})
