import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { FlattenedField, Payload, PayloadRequest } from 'payload'

import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
})
afterAll(() => context.close())

type Admin = { disableListColumn?: boolean; disableListFilter?: boolean; condition?: (data: object, sibling: object, context: object) => boolean; components?: Record<string, unknown> }

/** A field of a collection by its data path ('totals.gross'), with its admin options. */
function fieldAt(slug: 'orders' | 'products', path: string): FlattenedField & { admin?: Admin } {
  let fields = payload.collections[slug].config.flattenedFields
  let found: FlattenedField | undefined
  for (const name of path.split('.')) {
    found = fields.find((field: FlattenedField) => 'name' in field && field.name === name)
    if (!found) throw new Error(`${slug}: no field ${path}`)
    fields = 'flattenedFields' in found ? found.flattenedFields : []
  }
  return found as FlattenedField & { admin?: Admin }
}

const shows = (path: string, data: object, sibling: object = data) => fieldAt('orders', path).admin?.condition?.(data, sibling, {}) ?? true

describe('orders in the back office', () => {
  it('hides the bookkeeping fields from the list columns and the filter builder', () => {
    for (const path of ['idempotencyKey', 'requestFingerprint', 'paymentRedirectUrl', 'hash', 'items.parts', 'totals.netBeforeDiscount', 'deliveryStreet']) {
      expect({ path, ...fieldAt('orders', path).admin }).toMatchObject({ path, disableListColumn: true, disableListFilter: true })
    }
    for (const path of ['uid', 'branch', 'status', 'paymentStatus', 'lastName', 'totals.gross', 'items.name']) {
      expect({ path, filter: fieldAt('orders', path).admin?.disableListFilter ?? false }).toEqual({ path, filter: false })
    }
  })

  it('shows badges, € amounts and Ja/Nein in the list', () => {
    expect(fieldAt('orders', 'status').admin?.components?.Cell).toMatch(/StatusBadgeCell/)
    expect(fieldAt('orders', 'paymentStatus').admin?.components?.Cell).toMatch(/StatusBadgeCell/)
    expect(fieldAt('orders', 'totals.gross').admin?.components?.Cell).toMatch(/OrderTotalCell/)
    expect(fieldAt('orders', 'priority').admin?.components?.Cell).toMatch(/BooleanCell/)
    expect(fieldAt('orders', 'items.net').admin?.components?.Field).toMatch(/MoneyField/)
    expect(payload.collections.orders.config.defaultSort).toBe('-createdAt')
  })

  it('shows restaurant and parts-shop orders only their own fields', () => {
    const restaurant = { shop: 'ordering', status: 'pending' }
    const parts = { shop: 'parts', status: 'pending' }
    for (const path of ['branch', 'mode', 'appointment', 'totals.deliveryFee']) {
      expect({ path, restaurant: shows(path, restaurant), parts: shows(path, parts) }).toEqual({ path, restaurant: true, parts: false })
    }
    for (const path of ['customer', 'externalUser', 'ticketNumber', 'priority', 'snapshot']) {
      expect({ path, restaurant: shows(path, restaurant), parts: shows(path, parts) }).toEqual({ path, restaurant: false, parts: true })
    }
    // Empty read-only boxes and headings stay away: no rating yet, no counter appointment, no reason.
    expect(shows('questionnaire', restaurant)).toBe(false)
    expect(shows('questionnaire', { ...restaurant, questionnaire: { rating: 4, submittedAt: '2026-11-21T12:00:00.000Z' } })).toBe(true)
    expect(shows('counterAppointment', restaurant)).toBe(false)
    expect(shows('rejectionMessage', restaurant)).toBe(false)
    expect(shows('rejectionMessage', { ...restaurant, status: 'rejected' })).toBe(true)
  })
})

describe('menu and parts products apart', () => {
  const listRequest = (query: Record<string, unknown>, pathname = '/backend/collections/products') =>
    ({ payload, pathname, query }) as unknown as PayloadRequest
  const baseFilter = () => payload.collections.products.config.admin.baseFilter!

  it('opens the products list on the menu products until the address names a catalogue', async () => {
    const args = { limit: 10, page: 1, sort: 'name' }
    expect(await baseFilter()({ ...args, req: listRequest({}) })).toEqual({ catalogue: { equals: 'menu' } })
    expect(await baseFilter()({ ...args, req: listRequest({ where: { or: [{ and: [{ catalogue: { equals: 'parts' } }] }] } }) })).toBeNull()
    expect(await baseFilter()({ ...args, req: listRequest({}, '/api/products') })).toBeNull()
  })

  it('lets a menu pick only menu products', async () => {
    const menuProduct = await payload.create({ collection: 'products', data: { name: 'Kaiserschmarrn', catalogue: 'menu' } as never, depth: 0, overrideAccess: true })
    const part = await payload.create({ collection: 'products', data: { name: 'Radialwellendichtring', catalogue: 'parts' } as never, depth: 0, overrideAccess: true })
    const category = await payload.create({ collection: 'categories', data: { name: 'Mehlspeisen' }, depth: 0, overrideAccess: true })
    const menu = (products: number[]) =>
      payload.create({ collection: 'menus', data: { name: 'Karte', availableFrom: new Date().toISOString(), catalog: [{ category: category.id, products }] }, depth: 0, overrideAccess: true })
    await expect(menu([menuProduct.id])).resolves.toMatchObject({ name: 'Karte' })
    await expect(menu([part.id])).rejects.toThrow(/Produkte/)
  })
})
