import { DateTime } from 'luxon'
import type { Payload, Where } from 'payload'

import { ROLES } from '@/src/domain/roles'
import { atClock, formatDay, parseClock, zoned } from '@/src/domain/schedule/clock'

import { demoAccountsWanted } from './demoAccounts'
import { upsert } from './upsert'

export type SeedRefs = { branchIds: number[]; adminId: number | null }
export type SeedBranch = { id: number; identifier: string; name: string; city?: string | null }
export type StaffSeedResult = { employeeIds: number[]; projectIds: number[]; taskIds: number[] }

const DEMO_EMPLOYEE_PASSWORD = 'demo1234'
const EMPLOYEES = [
  { email: 'mitarbeiter.wien@alpenkueche.at', firstName: 'Lukas', lastName: 'Huber', username: 'lukas.huber', city: 'Wien', shift: ['09:00', '17:30'] },
  { email: 'mitarbeiter.graz@alpenkueche.at', firstName: 'Sophie', lastName: 'Gruber', username: 'sophie.gruber', city: 'Graz', shift: ['10:00', '18:30'] },
] as const
const DEVICES = [
  { key: 'bondrucker-kueche', name: 'Bondrucker Küche', type: 'printer' },
  { key: 'bondrucker-theke', name: 'Bondrucker Theke', type: 'printer' },
  { key: 'kassa-tablet', name: 'Kassa-Tablet', type: 'tablet' },
  { key: 'kuechenmonitor', name: 'Küchenmonitor', type: 'display' },
  { key: 'zeiterfassung', name: 'Zeiterfassung Hintereingang', type: 'timeClock' },
] as const

/** Documents whose fields equal all the given values. */
export const allEqual = (values: Record<string, unknown>): Where => ({
  and: Object.entries(values).map(([field, value]) => ({ [field]: { equals: value } })),
})

/** The seed's branches in the order of `ids`. */
export async function loadBranches(payload: Payload, ids: number[]): Promise<SeedBranch[]> {
  const { docs } = await payload.find({
    collection: 'branches',
    where: { id: { in: ids } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { identifier: true, name: true, city: true },
  })
  const byId = new Map(docs.map((branch) => [branch.id, branch]))
  return ids.map((id) => byId.get(id)).filter((branch): branch is SeedBranch => Boolean(branch))
}

/** 'YYYY-MM-DD' at 12:00 UTC, the way Payload's day picker stores a calendar day. */
export const calendarDay = (day: DateTime): string => `${formatDay(day)}T12:00:00.000Z`

/** The instant of a clock value ('HH:MM') on a day in the day's time zone. */
const at = (day: DateTime, clock: string): string => atClock(day, parseClock(clock) ?? 0).toUTC().toISO() as string

/** The demo employee with this e-mail (development only), created (never changed) when missing. */
async function ensureEmployee(payload: Payload, employee: (typeof EMPLOYEES)[number], branchId: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: employee.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { username: true },
  })
  const { email, firstName, lastName, username } = employee
  if (docs[0]) {
    // Demo data of earlier versions had no user name for the time clock.
    if (!docs[0].username) await payload.update({ collection: 'users', id: docs[0].id, data: { username }, depth: 0, overrideAccess: true })
    return docs[0].id
  }
  const created = await payload.create({
    collection: 'users',
    data: { email, password: DEMO_EMPLOYEE_PASSWORD, firstName, lastName, username, roles: [ROLES.employee], branches: [branchId] },
    depth: 0,
    overrideAccess: true,
  })
  return created.id
}

/** Idempotent German demo data of the staff area, dates relative to `now`. */
export async function seedStaff(payload: Payload, refs: SeedRefs, now: Date): Promise<StaffSeedResult> {
  const branches = await loadBranches(payload, refs.branchIds)
  const today = zoned(now).startOf('day')
  const branchOf = (city: string, fallback: number) => branches.find((b) => b.city === city) ?? branches[fallback] ?? branches[0]

  // Demo employees (known password) only in development; production gets none, nor their shifts.
  const employees = demoAccountsWanted() ? EMPLOYEES : []
  const employeeIds: number[] = []
  for (const [index, employee] of employees.entries()) {
    employeeIds.push(await ensureEmployee(payload, employee, branchOf(employee.city, index).id))
  }
  const [wienId, grazId] = employeeIds
  const people = (...ids: (number | null | undefined)[]): number[] => ids.filter((id): id is number => typeof id === 'number')

  for (const branch of branches) {
    for (const [index, device] of DEVICES.entries()) {
      const identifier = `${branch.identifier}-${device.key}`
      await upsert(payload, 'devices', { identifier: { equals: identifier } }, {
        identifier,
        name: device.name,
        type: device.type,
        branch: branch.id,
        isEnabled: true,
        lastSeenAt: zoned(now).minus({ minutes: 2 + index * 7 }).toUTC().toISO(),
      })
    }
  }

  const projects = [
    { identifier: 'umbau-gastgarten-wien', name: 'Umbau Gastgarten Wien', budgetHours: 120, customerName: null,
      description: 'Neue Möblierung und Beschattung für den Gastgarten in Mariahilf.' },
    { identifier: 'catering-sommerfest', name: 'Catering Sommerfest Stadtwerke', budgetHours: 60, customerName: 'Stadtwerke Graz',
      description: 'Buffet für rund 150 Gäste mit regionalen Spezialitäten.' },
  ]
  const projectIds: number[] = []
  for (const project of projects) {
    projectIds.push((await upsert(payload, 'projects', { identifier: { equals: project.identifier } }, { ...project, isActive: true })).id)
  }

  const due = (days: number) => calendarDay(today.plus({ days }))
  const task = (
    project: number, name: string, status: string, priority: string, dueInDays: number, assignees: number[], description?: string,
  ) => ({ project, name, status, priority, dueDate: due(dueInDays), assignees, description: description ?? null })
  const tasks = [
    task(projectIds[0], 'Angebote für Sonnenschirme einholen', 'inProgress', 'high', 3, people(wienId)),
    task(projectIds[0], 'Gastgarten-Genehmigung einreichen', 'done', 'urgent', -2, people(refs.adminId, wienId)),
    task(projectIds[0], 'Möbel bestellen', 'open', 'normal', 10, people(refs.adminId)),
    task(projectIds[1], 'Menüvorschlag abstimmen', 'open', 'high', 5, people(grazId)),
    task(projectIds[1], 'Personalplanung Sommerfest', 'open', 'normal', 7, people(refs.adminId, grazId),
      'Servicekräfte und Küche für Freitagabend einteilen.'),
  ]
  const taskIds: number[] = []
  for (const entry of tasks) {
    taskIds.push((await upsert(payload, 'tasks', allEqual({ name: entry.name, project: entry.project }), entry)).id)
  }

  for (const [index, employee] of employees.entries()) {
    const user = employeeIds[index]
    const branch = branchOf(employee.city, index).id
    const [from, to] = employee.shift
    for (let offset = -3; offset <= 7; offset += 1) {
      const day = today.plus({ days: offset })
      if (day.weekday === 7) continue // Sunday: Ruhetag
      const shift = day.weekday === 6 ? { from: '09:00', to: '14:00', note: 'Samstagsdienst' } : { from, to, note: null }
      const where = allEqual({ user, date: calendarDay(day) })
      await upsert(payload, 'working-schedules', where, { user, branch, date: calendarDay(day), ...shift, plannedHours: null })
    }

    for (let offset = 3; offset >= 1; offset -= 1) {
      const day = today.minus({ days: offset })
      if (day.weekday === 7) continue
      const startedAt = at(day, from)
      const withProject = index === 0 && offset === 1
      await upsert(payload, 'working-activities', allEqual({ user, startedAt }), {
        user,
        branch,
        type: 'work',
        status: 'ended',
        startedAt,
        endedAt: at(day, to),
        pauses: [{ startedAt: at(day, '12:00'), endedAt: at(day, '12:30') }],
        project: withProject ? projectIds[0] : null,
        task: withProject ? taskIds[0] : null,
        comment: withProject ? 'Angebote von drei Lieferanten verglichen.' : null,
      })
    }
  }

  return { employeeIds, projectIds, taskIds }
}
