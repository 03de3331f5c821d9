import { describe, expect, it } from '@jest/globals'

import { countOpenBranches, openBranchesLabel } from '@/src/domain/schedule/toolbar'
import type { Branch } from '@/src/domain/branches/types'

import { at, DAILY_10_22, daily, TZ } from './fixtures'

const branches: Partial<Branch>[] = [
  { openingHours: DAILY_10_22 },
  { openingHours: [daily('08:00', '20:00')] },
  { openingHours: [daily('11:00', '23:00')] },
]

describe('openBranchesLabel', () => {
  it.each([
    ['all closed at 06:00', '2026-03-03T06:00', 0, 'Alle Standorte geschlossen'],
    ['one open at 08:30', '2026-03-03T08:30', 1, '1 Standort geöffnet'],
    ['three open at 12:00', '2026-03-03T12:00', 3, '3 Standorte geöffnet'],
    ['closing soon counts as open (21:30)', '2026-03-03T21:30', 2, '2 Standorte geöffnet'],
  ])('%s', (_, local, count, label) => {
    expect(countOpenBranches(branches, at(local), TZ)).toBe(count)
    expect(openBranchesLabel(branches, at(local), TZ)).toBe(label)
  })
})
