import { describe, expect, it } from '@jest/globals'

import { activeMenu } from '@/src/domain/menu/activeMenu'
import { catalogueClock } from '@/src/domain/menu/catalogueClock'
import { catalogueFor } from '@/src/domain/menu/catalogueFor'
import { BRANCH_CLOCK_DAYS } from '@/src/domain/schedule/branchClock'
import { valueAt } from '@/src/domain/segments'
import type { Category, Menu } from '@/src/domain/menu/types'
import type { Product } from '@/src/domain/products/types'

import { at, daily, rule } from '../schedule/fixtures'

const MINUTE = 60_000
const product = (id: number, extra: Partial<Product> = {}): Product => ({ id, name: `Produkt ${id}`, price: 10, ...extra })
const category = (id: number, products: Product[], extra: Partial<Category> = {}): Category => ({ id, name: `Kategorie ${id}`, products, ...extra })
const menu = (id: number, categories: Category[], availableFrom: string | null): Menu & { id: number } =>
  ({ id, name: `Karte ${id}`, branches: [7], availableFrom, catalog: { categories } }) as Menu & { id: number }

const lunch = category(1, [product(11), product(12, { schedule: [daily('11:00', '14:00')], isVisibleWhenUnavailable: true })])
const breakfast = category(2, [product(21)], { schedule: [rule('saturday', '08:00', '11:30')] })
const evening = category(3, [product(31, { schedule: [daily('17:00', '22:00')] })], { isVisibleWhenUnavailable: true, schedule: [daily('18:00', '23:00')] })
const menus = [
  menu(1, [lunch, breakfast, evening], null),
  menu(2, [lunch], '2026-03-05T12:30:00.000Z'),
]

/** What the browser showed before: the catalogue computed at the instant, by ids. */
function shapeAt(time: number) {
  const active = activeMenu(menus, 7, new Date(time))
  return {
    menuId: active?.id ?? null,
    groups: catalogueFor(active, new Date(time)).map(({ category: shown, orderable, products }) => ({
      categoryId: shown.id,
      orderable,
      products: products.map((entry) => ({ productId: entry.product.id, orderable: entry.orderable })),
    })),
  }
}

describe('catalogueClock', () => {
  it('gives, every 11 minutes of the span, the menu and availability computed at that instant', () => {
    const start = at('2026-03-02T06:03')
    const clock = catalogueClock(menus, 7, start)
    for (let time = start.getTime(); time < start.getTime() + BRANCH_CLOCK_DAYS * 24 * 60 * MINUTE; time += 11 * MINUTE) {
      expect(valueAt(clock, time)).toEqual(shapeAt(time))
    }
  })

  it('switches to the new menu at its availableFrom, to the millisecond', () => {
    const clock = catalogueClock(menus, 7, at('2026-03-02T06:03'))
    const switchAt = Date.parse('2026-03-05T12:30:00.000Z')
    expect(valueAt(clock, switchAt - 1).menuId).toBe(1)
    expect(valueAt(clock, switchAt).menuId).toBe(2)
  })
})
