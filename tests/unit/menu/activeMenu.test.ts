import { describe, expect, it } from '@jest/globals'
import { DateTime } from 'luxon'

import { activeMenu, menuIncludesBranch } from '@/src/domain/menu/activeMenu'
import type { Id } from '@/src/domain/relations/types'
import type { Menu } from '@/src/domain/menu/types'

const now = DateTime.fromISO('2026-03-03T12:00', { zone: 'Europe/Vienna' }).toJSDate()
const menu = (id: number, availableFrom: string | null, branches: Menu['branches'] = [1]): Menu => ({ id, availableFrom, branches })

describe('activeMenu: latest availableFrom not in the future, among menus of the branch', () => {
  const winter = menu(1, '2025-11-01T00:00:00.000Z')
  const spring = menu(2, '2026-03-01T00:00:00.000Z')
  const summer = menu(3, '2026-06-01T00:00:00.000Z')

  it.each<[string, Menu[], Id, number | null]>([
    ['one future and two past menus: the latest past one', [winter, summer, spring], 1, 2],
    ['order of the list does not matter', [spring, winter, summer], 1, 2],
    ['only a future menu: none', [summer], 1, null],
    ['a menu of another branch is ignored', [winter, menu(4, '2026-03-02T00:00:00.000Z', [2])], 1, 1],
    ['branches as documents', [winter, menu(5, '2026-03-02T00:00:00.000Z', [{ id: 1 }])], 1, 5],
    ['branch id as string matches a numeric id', [winter, spring], '1', 2],
    ['a menu without availableFrom is the fallback', [menu(6, null), summer], 1, 6],
    ['a dated past menu wins over one without date', [menu(6, null), winter], 1, 1],
    ['equal dates: the first in the list', [menu(7, '2026-03-01T00:00:00.000Z'), menu(8, '2026-03-01T00:00:00.000Z')], 1, 7],
    ['starting exactly now counts', [winter, menu(9, DateTime.fromJSDate(now).toISO() ?? '')], 1, 9],
    ['no menus', [], 1, null],
  ])('%s', (_, menus, branchId, expectedId) => expect(activeMenu(menus, branchId, now)?.id ?? null).toBe(expectedId))
})

describe('menuIncludesBranch', () => {
  it.each<[Menu['branches'], Id, boolean]>([
    [[1, 2], 2, true],
    [[{ id: 'a' }], 'a', true],
    [[3], 1, false],
    [null, 1, false],
  ])('%o includes %s: %s', (branches, id, expected) => expect(menuIncludesBranch({ branches }, id)).toBe(expected))
})
