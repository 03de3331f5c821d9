import { describe, expect, it } from '@jest/globals'
import { DateTime } from 'luxon'

import { availabilityOf, catalogueFor } from '@/src/domain/menu/catalogueFor'
import type { Category, Menu } from '@/src/domain/menu/types'
import type { OpeningRule } from '@/src/domain/schedule/types'
import type { Product } from '@/src/domain/products/types'

const TZ = 'Europe/Vienna'
const at = (local: string) => DateTime.fromISO(local, { zone: TZ }).toJSDate()
const lunch: OpeningRule[] = [{ type: 'daily', from: '11:00', to: '14:00' }]

const product = (id: number, extra: Partial<Product> = {}): Product => ({ id, name: `Produkt ${id}`, price: 9.5, ...extra })
const category = (id: number, products: (Product | number)[], extra: Partial<Category> = {}): Category => ({ id, name: `Kategorie ${id}`, products, ...extra })

describe('availabilityOf', () => {
  it.each<[string, Partial<Product>, string, { visible: boolean; orderable: boolean }]>([
    ['enabled without schedule', {}, '2026-03-03T18:00', { visible: true, orderable: true }],
    ['enabled flag true', { isEnabled: true }, '2026-03-03T18:00', { visible: true, orderable: true }],
    ['disabled', { isEnabled: false }, '2026-03-03T12:00', { visible: false, orderable: false }],
    ['disabled but visible when unavailable: greyed out', { isEnabled: false, isVisibleWhenUnavailable: true }, '2026-03-03T12:00', { visible: true, orderable: false }],
    ['within its schedule', { schedule: lunch }, '2026-03-03T12:00', { visible: true, orderable: true }],
    ['out of its schedule', { schedule: lunch }, '2026-03-03T18:00', { visible: false, orderable: false }],
    ['out of its schedule but visible when unavailable', { schedule: lunch, isVisibleWhenUnavailable: true }, '2026-03-03T18:00', { visible: true, orderable: false }],
    ['empty schedule means always', { schedule: [] }, '2026-03-03T03:00', { visible: true, orderable: true }],
  ])('%s', (_, extra, local, expected) => expect(availabilityOf(product(1, extra), at(local), TZ)).toEqual(expected))
})

describe('catalogueFor', () => {
  const menu: Menu = {
    id: 1,
    catalog: {
      categories: [
        category(1, [product(11), product(12, { isEnabled: false }), product(13, { isEnabled: false, isVisibleWhenUnavailable: true })]),
        category(2, [product(21), product(22)], { schedule: lunch }),
        category(3, [product(31), product(32, { schedule: lunch, isVisibleWhenUnavailable: true })], { schedule: lunch, isVisibleWhenUnavailable: true }),
        category(4, [product(41, { isEnabled: false })]),
        category(5, [product(51)], { isEnabled: false }),
        99,
        category(6, [product(61), 62]),
      ],
    },
  }

  const shape = (local: string) =>
    catalogueFor(menu, at(local), TZ).map((c) => [c.category.id, c.orderable, c.products.map((p) => `${p.product.id}${p.orderable ? '' : ' (grau)'}`)])

  it.each<[string, string, unknown[]]>([
    ['at lunch', '2026-03-03T12:00', [
      [1, true, ['11', '13 (grau)']],
      [2, true, ['21', '22']],
      [3, true, ['31', '32']],
      [6, true, ['61']],
    ]],
    ['in the evening', '2026-03-03T18:00', [
      [1, true, ['11', '13 (grau)']],
      [3, false, ['31 (grau)', '32 (grau)']],
      [6, true, ['61']],
    ]],
  ])('%s', (_, local, expected) => expect(shape(local)).toEqual(expected))

  it('marks every kept entry visible', () => {
    const result = catalogueFor(menu, at('2026-03-03T18:00'), TZ)
    expect(result.every((c) => c.visible && c.products.every((p) => p.visible))).toBe(true)
  })

  it('gives nothing without a menu', () => {
    expect(catalogueFor(null, at('2026-03-03T12:00'), TZ)).toEqual([])
  })
})
