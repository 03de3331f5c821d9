import type { Endpoint, PayloadRequest } from 'payload'

import { staffScope } from '@/src/server/orders/workflow/staffAccess'
import type { User } from '@/src/payload-types'

import { holidayBalances, timeBalances, type TimeSheetPerson } from './balances'

/** A person as the time sheets name them. */
interface SheetUser {
  id: number
  username: string | null
  firstName: string | null
  lastName: string | null
}

type Person = TimeSheetPerson & { user: SheetUser; entitlement: number }

const DEFAULT_ENTITLEMENT = 25

/**
 * Whose time sheets the caller sees: admins every staff user, an employee only themselves (a
 * colleague's hours are not theirs to read). 401 without a session, 403 for anybody but staff.
 * The first branch of a person decides the public holidays.
 */
async function visiblePeople(req: PayloadRequest): Promise<Person[]> {
  const scope = staffScope(req.user)
  const { docs } = await req.payload.find({
    collection: 'users',
    where: scope.all ? {} : { id: { equals: req.user!.id } },
    sort: ['lastName', 'firstName'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { username: true, firstName: true, lastName: true, branches: true, vacationDaysPerYear: true },
  })
  return (docs as User[]).map((user) => {
    const branch = user.branches?.[0]
    return {
      userId: user.id,
      branchId: branch === undefined ? null : typeof branch === 'number' ? branch : branch.id,
      entitlement: user.vacationDaysPerYear ?? DEFAULT_ENTITLEMENT,
      user: { id: user.id, username: user.username ?? null, firstName: user.firstName ?? null, lastName: user.lastName ?? null },
    }
  })
}

const noStore = { headers: { 'Cache-Control': 'no-store' } }

/**
 * The time sheets' calls (back-office.md §4, issue 24), for the signed-in staff user (admins: all
 * staff): `GET /api/time-sheets/balances` the time balance of each (today, week, month, total, in
 * minutes), `GET /api/time-sheets/holiday-balances` the vacation account of this year (entitlement,
 * taken, planned, remaining, in days).
 */
export const timeSheetEndpoints: Endpoint[] = [
  {
    path: '/time-sheets/balances',
    method: 'get',
    handler: async (req) => {
      const people = await visiblePeople(req)
      const balances = await timeBalances(req, people, new Date())
      return Response.json({ data: people.map((person) => ({ user: person.user, ...balances.get(person.userId) })) }, noStore)
    },
  },
  {
    path: '/time-sheets/holiday-balances',
    method: 'get',
    handler: async (req) => {
      const people = await visiblePeople(req)
      const balances = await holidayBalances(req, people, new Date())
      return Response.json({ data: people.map((person) => ({ user: person.user, ...balances.get(person.userId) })) }, noStore)
    },
  },
]
