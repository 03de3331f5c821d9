import type { Endpoint, PayloadRequest } from 'payload'

import { DateTime } from 'luxon'

import type { HolidayBalancesAnswer, TimeSheetBalancesAnswer, TimeSheetUser } from '@/src/domain/contracts/timeClock'
import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { ApiError } from '@/src/server/http/apiError'
import { parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import type { User } from '@/src/payload-types'

import { holidayBalances, monthSheet, timeBalances, type TimeSheetPerson } from '@/src/server/timeClock/balances'
import { monthTimeSheetPdf } from '@/src/server/timeClock/monthPdf'

type Person = TimeSheetPerson & { user: TimeSheetUser; entitlement: number }

const DEFAULT_ENTITLEMENT = 25
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const NOT_FOUND = 'Die Person wurde nicht gefunden.'
const BAD_MONTH = 'Bitte einen Monat im Format JJJJ-MM angeben.'
const NOT_YOURS = 'Sie können nur Ihren eigenen Arbeitszeitnachweis abrufen.'

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
  return (docs as User[]).map(personOf)
}

function personOf(user: User): Person {
  const branch = user.branches?.[0]
  return {
    userId: user.id,
    branchId: branch === undefined ? null : typeof branch === 'number' ? branch : branch.id,
    entitlement: user.vacationDaysPerYear ?? DEFAULT_ENTITLEMENT,
    user: { id: user.id, username: user.username ?? null, firstName: user.firstName ?? null, lastName: user.lastName ?? null },
  }
}

/**
 * `GET /api/time-sheets/{user}/pdf?month=YYYY-MM` (default: this month): the monthly time sheet
 * of one person as PDF. Admins for anybody, employees for themselves (403 otherwise); 404 for an
 * unknown person, 422 for a month in another form.
 */
async function monthPdfAnswer(req: PayloadRequest): Promise<Response> {
  const scope = staffScope(req.user)
  const userId = parseId(req.routeParams?.user)
  if (userId === null) throw new ApiError(NOT_FOUND, 404)
  if (!scope.all && userId !== Number(req.user!.id)) throw new ApiError(NOT_YOURS, 403)
  const now = new Date()
  const month = typeof req.query.month === 'string' ? req.query.month : DateTime.fromJSDate(now, { zone: DEFAULT_TIME_ZONE }).toFormat('yyyy-MM')
  if (!MONTH.test(month)) throw new ApiError(BAD_MONTH, 422, 'month')
  const user = (await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 1,
    disableErrors: true,
    overrideAccess: true,
    req,
    select: { username: true, firstName: true, lastName: true, branches: true, vacationDaysPerYear: true },
    populate: { branches: { name: true } },
  })) as User | null
  if (!user) throw new ApiError(NOT_FOUND, 404)
  const person = personOf(user)
  const [sheet, settings] = await Promise.all([
    monthSheet(req, person, month, now),
    req.payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, req, select: { shopName: true, businessName: true } }),
  ])
  const firstBranch = user.branches?.[0]
  const pdf = await monthTimeSheetPdf({
    month,
    person: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email,
    branch: typeof firstBranch === 'object' && firstBranch ? (firstBranch.name ?? null) : null,
    shopName: settings.businessName || settings.shopName,
    sheet,
    now,
  })
  const file = `arbeitszeit-${user.username ?? user.id}-${month}.pdf`
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file}"`, 'Cache-Control': 'no-store' },
  })
}

const noStore = { headers: { 'Cache-Control': 'no-store' } }

/** The figures per person of an answer `{ data: [{ user, …figures }] }`. */
type FiguresOf<Answer extends { data: object[] }> = Omit<Answer['data'][number], 'user'>

/** A call answering `{ data: [{ user, …figures }] }` for every person the caller may see. */
const perPerson = <Figures extends object>(path: string, figures: (req: PayloadRequest, people: Person[], now: Date) => Promise<Map<number, Figures>>): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => {
    const people = await visiblePeople(req)
    const byPerson = await figures(req, people, new Date())
    const body: { data: ({ user: TimeSheetUser } & Figures)[] } = { data: people.map((person) => ({ user: person.user, ...byPerson.get(person.userId)! })) }
    return Response.json(body, noStore)
  },
})

/**
 * The time sheets' calls (back-office.md §4, issue 24), for the signed-in staff user (admins: all
 * staff): `GET /api/time-sheets/balances` the time balance of each (today, week, month, total, in
 * minutes), `GET /api/time-sheets/holiday-balances` the vacation account of this year (entitlement,
 * taken, planned, remaining, in days), `GET /api/time-sheets/{user}/pdf?month=` the monthly time
 * sheet for payroll.
 */
export const timeSheetEndpoints: Endpoint[] = [
  perPerson<FiguresOf<TimeSheetBalancesAnswer>>('/time-sheets/balances', timeBalances),
  perPerson<FiguresOf<HolidayBalancesAnswer>>('/time-sheets/holiday-balances', holidayBalances),
  { path: '/time-sheets/:user/pdf', method: 'get', handler: monthPdfAnswer },
]
