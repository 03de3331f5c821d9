import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { zoned } from '@/src/domain/text/dates'
import { poolOf } from '@/src/server/db/pool'
import { loadDeskDashboard, type DeskTile } from '@/src/server/desk/dashboard'

import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext
let world: OrderingWorld
const ids: Record<string, number> = {}

/** Noon in Vienna today: every order below is placed relative to it, so no test runs across midnight. */
const now = zoned(new Date()).set({ hour: 12, minute: 0, second: 0, millisecond: 0 }).toJSDate()
const minutes = (offset: number) => new Date(now.getTime() + offset * 60_000).toISOString()

const setCreatedAt = (payload: Payload, id: number, at: string) => payload.db.drizzle.execute(sql`UPDATE orders SET created_at = ${at} WHERE id = ${id}`)

/** A staff member as the admin passes them: the stored account with its collection. */
const staffUser = async (id: number) =>
  ({ ...(await context.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })), collection: 'users' }) as unknown as PayloadRequest['user']

const tileOf = (tiles: DeskTile[], branchId: number | null) => tiles.find((tile) => tile.branchId === branchId)

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  const make = async (key: string, status: string, createdAt: string, data: Record<string, unknown> = {}) => {
    const order = await createOrder(context.payload, world, { status, ...data })
    await setCreatedAt(context.payload, order.id, createdAt)
    ids[key] = order.id
  }
  await make('pending', 'pending', minutes(-5))
  await make('confirmed', 'confirmed', minutes(-60))
  await make('completed', 'completed', minutes(-120))
  await make('canceled', 'canceled', minutes(-90))
  await make('failed', 'failed', minutes(-30), { paymentMethod: 'mollie', paymentStatus: 'failed' })
  await make('proposed', 'pending', minutes(-40), { counterAppointment: minutes(90) })
  await make('missed', 'pending', minutes(-20))
  await make('tomorrow', 'confirmed', minutes(-10), { appointment: minutes(24 * 60) })
  await make('yesterday', 'completed', minutes(-24 * 60))
  await make('elsewhere', 'pending', minutes(-3), { branch: world.branches.other.id })
  await make('parts', 'pending', minutes(-15), { shop: 'parts', branch: null, mode: null, paymentMethod: 'invoice', paymentStatus: 'open' })
})
afterAll(() => context.close())

describe('start page figures (loadDeskDashboard)', () => {
  it('shows an employee only their branch, with today’s orders, open orders, revenue, counter appointments and missed orders', async () => {
    const dashboard = await loadDeskDashboard(context.payload, await staffUser(world.staff.employee.id), now)
    expect(dashboard).not.toBeNull()
    expect(dashboard!.tiles.map((tile) => tile.branchId)).toEqual([world.branches.open.id])
    const tile = dashboard!.tiles[0]
    expect(tile).toMatchObject({
      name: 'Filiale Immer Offen',
      // pending, confirmed, completed, canceled, proposed, missed: failed payments, tomorrow's and yesterday's do not count
      todayOrders: 6,
      // pending, confirmed, proposed, missed, tomorrow
      openOrders: 5,
      openCounterAppointments: 1,
      boardKey: world.branches.open.apiKey,
    })
    // 5 × 12,90 €: cancelled and failed orders bring no revenue
    expect(Number(tile.revenueToday)).toBeCloseTo(64.5, 2)
    expect(tile.missedOrders.map((order) => order.id)).toEqual([ids.missed])
  })

  it('shows the other branch’s employee only their own figures', async () => {
    const dashboard = await loadDeskDashboard(context.payload, await staffUser(world.staff.otherEmployee.id), now)
    expect(dashboard!.tiles.map((tile) => tile.branchId)).toEqual([world.branches.other.id])
    expect(dashboard!.tiles[0]).toMatchObject({ todayOrders: 1, openOrders: 1, openCounterAppointments: 0, missedOrders: [] })
    expect(Number(dashboard!.tiles[0].revenueToday)).toBeCloseTo(12.9, 2)
  })

  it('shows admins every branch (quiet ones with zeros) and the parts shop', async () => {
    const dashboard = await loadDeskDashboard(context.payload, await staffUser(world.staff.admin.id), now)
    const tiles = dashboard!.tiles
    for (const branch of Object.values(world.branches)) expect(tileOf(tiles, branch.id)).toBeDefined()
    expect(tileOf(tiles, world.branches.open.id)).toMatchObject({ todayOrders: 6, openOrders: 5 })
    expect(tileOf(tiles, world.branches.closed.id)).toMatchObject({ todayOrders: 0, openOrders: 0, revenueToday: '0', missedOrders: [] })
    const parts = tileOf(tiles, null)
    expect(parts).toMatchObject({ boardKey: null })
    expect(parts!.openOrders).toBeGreaterThanOrEqual(1)
  })

  it('counts the shop accounts waiting for approval', async () => {
    const employee = await staffUser(world.staff.employee.id)
    const before = (await loadDeskDashboard(context.payload, employee, now))!.accountsWaiting
    await context.payload.create({
      collection: 'external-users',
      data: { email: `wartet-${Date.now()}@example.at`, password: 'Geheim-123-Passwort', firstName: 'Walter', lastName: 'Wartend', roles: ['ROLE_EXTERNAL_USER'], isApproved: false } as never,
      depth: 0,
      overrideAccess: true,
    })
    expect((await loadDeskDashboard(context.payload, employee, now))!.accountsWaiting).toBe(before + 1)
  })

  it('reads a fixed number of statements, however many orders there are', async () => {
    const pool = poolOf(context.payload)
    const original = pool.query.bind(pool)
    let statements = 0
    const counted = async (user: PayloadRequest['user']) => {
      statements = 0
      pool.query = ((...args: Parameters<typeof original>) => {
        statements++
        return original(...args)
      }) as typeof pool.query
      try {
        await loadDeskDashboard(context.payload, user, now)
      } finally {
        pool.query = original as typeof pool.query
      }
      return statements
    }
    const admin = await staffUser(world.staff.admin.id)
    const before = await counted(admin)
    for (const offset of [-50, -45, -35]) {
      const order = await createOrder(context.payload, world, { status: 'pending', branch: world.branches.preorder.id })
      await setCreatedAt(context.payload, order.id, minutes(offset))
    }
    expect(await counted(admin)).toBe(before)
    expect(before).toBeGreaterThan(0)
    expect(before).toBeLessThanOrEqual(6)
  })

  it('shows nothing to anyone who is not staff, and no tiles to an employee without branch', async () => {
    expect(await loadDeskDashboard(context.payload, null, now)).toBeNull()
    const customer = { id: 1, collection: 'external-users', roles: ['ROLE_EXTERNAL_USER'] } as unknown as PayloadRequest['user']
    expect(await loadDeskDashboard(context.payload, customer, now)).toBeNull()
    const lonely = await context.payload.create({
      collection: 'users',
      data: { email: `ohne-filiale-${Date.now()}@example.at`, password: 'geheim123', roles: ['ROLE_EMPLOYEE'], branches: [] } as never,
      depth: 0,
      overrideAccess: true,
    })
    const dashboard = await loadDeskDashboard(context.payload, await staffUser(lonely.id), now)
    expect(dashboard?.tiles).toEqual([])
  })
})
