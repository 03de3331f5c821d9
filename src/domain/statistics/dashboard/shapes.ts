import type { RankedEntry, RankedList } from '../ranking'
import type { SeriesPoint, TimeSeries } from '../series'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

const isPoint = (value: unknown): value is SeriesPoint => isObject(value) && typeof value.period === 'string' && isNumber(value.value)

const isEntry = (value: unknown): value is RankedEntry =>
  isObject(value) && typeof value.key === 'string' && typeof value.label === 'string' && isNumber(value.count) && isNumber(value.share)

/**
 * A time series as GET /api/statistics/{set} answers it in `data` (`{ data: [{ period, value }], total }`),
 * or null for anything else (the dashboard then shows its empty state).
 */
export function readTimeSeries(value: unknown): TimeSeries | null {
  if (!isObject(value) || !Array.isArray(value.data) || !isNumber(value.total) || !value.data.every(isPoint)) return null
  return { data: value.data, total: value.total }
}

/** A ranked list (`{ data: [{ key, label, count, share }], total }`), or null for anything else. */
export function readRankedList(value: unknown): RankedList | null {
  if (!isObject(value) || !Array.isArray(value.data) || !isNumber(value.total) || !value.data.every(isEntry)) return null
  return { data: value.data, total: value.total }
}
