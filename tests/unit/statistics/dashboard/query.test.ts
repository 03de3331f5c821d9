import { describe, expect, it } from '@jest/globals'

import { readDashboardQuery, statisticsParams, writeDashboardQuery } from '@/src/domain/statistics/dashboard/query'

const TODAY = '2026-11-27'
const BRANCHES = [3, 7]

describe('readDashboardQuery', () => {
  it('opens on the last 7 days of all branches', () =>
    expect(readDashboardQuery({}, TODAY, BRANCHES)).toEqual({ preset: '7d', from: '2026-11-21', to: '2026-11-27', branch: null }))

  it('reads a preset and a branch the user may see', () =>
    expect(readDashboardQuery(new URLSearchParams('period=month&branch=7'), TODAY, BRANCHES)).toEqual({
      preset: 'month', from: '2026-11-01', to: '2026-11-27', branch: 7,
    }))

  it('reads custom days (first value of repeated parameters)', () =>
    expect(readDashboardQuery({ period: 'custom', from: ['2026-10-01', '2026-01-01'], to: '2026-10-31' }, TODAY, BRANCHES)).toEqual({
      preset: 'custom', from: '2026-10-01', to: '2026-10-31', branch: null,
    }))

  it.each([
    ['an unknown period', { period: 'jahr' }],
    ['custom days in the wrong order', { period: 'custom', from: '2026-10-31', to: '2026-10-01' }],
    ['an impossible day', { period: 'custom', from: '2026-02-30', to: '2026-03-01' }],
    ['custom without days', { period: 'custom' }],
  ])('falls back to 7 days for %s', (_, params) =>
    expect(readDashboardQuery(params, TODAY, BRANCHES)).toMatchObject({ preset: '7d', from: '2026-11-21', to: '2026-11-27' }))

  it.each([['9'], ['3x'], ['-3'], ['0']])('ignores the branch %p the user may not see', (branch) =>
    expect(readDashboardQuery({ period: 'today', branch }, TODAY, BRANCHES).branch).toBeNull())
})

describe('writeDashboardQuery', () => {
  it('writes a preset without days and keeps other parameters', () =>
    expect(writeDashboardQuery('?foo=1&from=2026-01-01', { preset: '30d', from: '2026-10-29', to: '2026-11-27', branch: 3 })).toBe(
      'foo=1&period=30d&branch=3',
    ))

  it('writes custom days, and reads back what it wrote', () => {
    const query = { preset: 'custom' as const, from: '2026-10-01', to: '2026-10-31', branch: null }
    const search = writeDashboardQuery('period=today&branch=3', query)
    expect(search).toBe('period=custom&from=2026-10-01&to=2026-10-31')
    expect(readDashboardQuery(new URLSearchParams(search), TODAY, BRANCHES)).toEqual(query)
  })
})

describe('statisticsParams', () => {
  it.each([
    [null, 'from=2026-11-01&to=2026-11-30'],
    [3, 'from=2026-11-01&to=2026-11-30&branch=3'],
  ])('branch %p', (branch, expected) => expect(statisticsParams({ from: '2026-11-01', to: '2026-11-30' }, branch)).toBe(expected))
})
