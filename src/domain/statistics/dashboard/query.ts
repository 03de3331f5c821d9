import { DEFAULT_PRESET, isValidDays, PERIOD_PRESETS, presetDays, type Days, type PeriodPreset } from './period'

/** What the dashboard shows: the period (a preset and its days) and the branch (null: all the user may see). */
export interface DashboardQuery extends Days {
  preset: PeriodPreset
  branch: number | null
}

/** Search parameters as Next.js hands them to a page, or the browser's URLSearchParams. */
type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>

const first = (params: SearchParams, name: string): string | undefined => {
  const value = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name]
  return Array.isArray(value) ? value[0] : value
}

const isPreset = (value: unknown): value is PeriodPreset => PERIOD_PRESETS.includes(value as PeriodPreset)

/**
 * The dashboard's filters from the address (`?period=30d&branch=3`, `?period=custom&from=…&to=…`),
 * so a reload keeps them. Anything unreadable falls back: an unknown period or custom dates the
 * statistics would refuse to the last 7 days, a branch the user may not see to all branches.
 */
export function readDashboardQuery(params: SearchParams, today: string, branchIds: readonly number[]): DashboardQuery {
  const period = first(params, 'period')
  const branchText = first(params, 'branch')
  const branchId = branchText && /^[1-9]\d{0,15}$/.test(branchText) ? Number(branchText) : null
  const branch = branchId !== null && branchIds.includes(branchId) ? branchId : null
  if (period === 'custom') {
    const days = { from: first(params, 'from'), to: first(params, 'to') }
    if (isValidDays(days)) return { preset: 'custom', from: days.from, to: days.to, branch }
  }
  const preset = isPreset(period) && period !== 'custom' ? period : DEFAULT_PRESET
  return { preset, ...presetDays(preset as Exclude<PeriodPreset, 'custom'>, today), branch }
}

/**
 * The address's search with the dashboard's filters written into it (other parameters kept):
 * custom periods carry their days, presets only their name (a reload tomorrow moves '7 Tage' along).
 */
export function writeDashboardQuery(search: string, query: DashboardQuery): string {
  const params = new URLSearchParams(search)
  for (const name of ['period', 'from', 'to', 'branch']) params.delete(name)
  params.set('period', query.preset)
  if (query.preset === 'custom') {
    params.set('from', query.from)
    params.set('to', query.to)
  }
  if (query.branch !== null) params.set('branch', String(query.branch))
  return params.toString()
}

/** The parameters of a statistics call for a range and branch: 'from=…&to=…[&branch=…]'. */
export function statisticsParams(range: Days, branch: number | null): string {
  const params = new URLSearchParams({ from: range.from, to: range.to })
  if (branch !== null) params.set('branch', String(branch))
  return params.toString()
}
