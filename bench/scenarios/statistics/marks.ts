/**
 * How the statistics benchmark marks what it generates, so that the next run deletes it first:
 * analytics entries carry `data.bench`, orders a `uid` prefix, QR codes and staff an identifier
 * or e-mail prefix.
 */
export const BENCH_MARK = 'bench-statistik'

export const MARKS = {
  /** analytics_logs: `data @> {"bench": BENCH_MARK}`. */
  analytics: JSON.stringify({ bench: BENCH_MARK }),
  /** orders.uid LIKE … (orders_items and orders_totals_taxes follow by cascade). */
  orderUid: 'BENCH-STATISTIK-',
  /** qr_codes.identifier LIKE … */
  qrCode: `${BENCH_MARK}-`,
  /** users.email LIKE … (their working activities and schedules are deleted with them). */
  staffEmail: `${BENCH_MARK}-%@benchmark.invalid`,
} as const

/** Shares of the generated data. */
export const SHARES = {
  /** Analytics entries that are QR code scans. */
  qrScans: 0.03,
  /** Analytics entries that are device reports without session (each its own visitor). */
  sessionlessDevices: 0.02,
  /** Orders of the parts shop (no branch; VAT lines with rate and tax only). */
  partsOrders: 0.05,
  /** Orders that came through a QR code. */
  qrOrders: 0.12,
} as const

/** A random number in SQL (0 ≤ r < 1) picks one element of the array parameter `array`. */
export const pick = (array: string, r: string) => `(${array})[1 + floor(${r} * cardinality(${array}))::int]`

/**
 * A moment on a random one of the last `days` days (`rDay`) at a weighted hour of the day in Vienna
 * (`hours` an int[] parameter, `rHour`) and minute (`rMinute`); moments still to come move a week back.
 */
export const momentOf = (days: string, hours: string, rDay: string, rHour: string, rMinute: string) => `(SELECT CASE WHEN m > now() THEN m - interval '7 days' ELSE m END FROM (
    SELECT (date_trunc('day', now() AT TIME ZONE 'Europe/Vienna') - floor(${rDay} * ${days}) * interval '1 day'
      + ${pick(hours, rHour)} * interval '1 hour' + ${rMinute} * interval '1 hour') AT TIME ZONE 'Europe/Vienna' AS m) moment)`

/** A row id of the shape Payload gives array rows (24 hex characters). */
export const ROW_ID = 'substr(md5(random()::text || clock_timestamp()::text), 1, 24)'
