import { describe, expect, it } from '@jest/globals'

import { isMenuReloadDue, MENU_RELOAD_AFTER_MS, MENU_RELOAD_CHECK_MS } from '@/src/domain/menu/menuReload'

describe('menu reload: every 4 hours, checked every 10 seconds', () => {
  const loaded = Date.UTC(2026, 2, 3, 8, 0)
  it('constants of the spec', () => {
    expect(MENU_RELOAD_AFTER_MS).toBe(14_400_000)
    expect(MENU_RELOAD_CHECK_MS).toBe(10_000)
  })
  it.each<[string, number, boolean]>([
    ['just loaded', 0, false],
    ['3 h 59 min later', (3 * 60 + 59) * 60_000, false],
    ['exactly 4 h later', 4 * 3_600_000, true],
    ['5 h later', 5 * 3_600_000, true],
  ])('%s', (_, elapsed, due) => expect(isMenuReloadDue(loaded, loaded + elapsed)).toBe(due))
})
