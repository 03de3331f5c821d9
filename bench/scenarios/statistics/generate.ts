import pg from 'pg'

import { generateAnalytics, type ScannedCode } from './analytics'
import { MARKS } from './marks'
import { generateOrders } from './orders'
import { deleteStaffTime, generateStaffTime } from './staff'

/** What the statistics benchmark generates (defaults: the 1,000,000 entries and 100,000 orders over a year). */
type Volume = { entries: number; orders: number; days: number; employeesPerBranch: number }

type Generated = {
  seconds: number
  /** A generated staff member with a year of shifts and tracked time (for the user-profile sets). */
  employee: number
  counts: Record<string, number>
}

/** QR codes of the bench: three table stands per branch and two general flyers. */
async function createQrCodes(client: pg.ClientBase, branches: { id: number; identifier: string }[]): Promise<void> {
  const codes = [
    ...branches.flatMap((branch) =>
      [1, 2, 3].map((table) => ({
        identifier: `${MARKS.qrCode}${branch.identifier}-tisch-${table}`, name: `Bench Tischaufsteller ${branch.identifier} Tisch ${table}`,
        path: `/store/${branch.identifier}?table=${table}`, branch: branch.id as number | null,
      })),
    ),
    { identifier: `${MARKS.qrCode}flyer-mittag`, name: 'Bench Flyer Mittagsmenü', path: '/', branch: null },
    { identifier: `${MARKS.qrCode}plakat-catering`, name: 'Bench Plakat Catering', path: '/leistungen/catering', branch: null },
  ]
  await client.query(
    `INSERT INTO qr_codes (identifier, name, path, branch_id) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])`,
    [codes.map((c) => c.identifier), codes.map((c) => c.name), codes.map((c) => c.path), codes.map((c) => c.branch)],
  )
}

/** Everything an earlier run generated: analytics entries, orders (their lines by cascade), QR codes, staff with their time. */
async function deleteGenerated(client: pg.ClientBase): Promise<void> {
  await client.query('DELETE FROM analytics_logs WHERE data @> $1::jsonb', [MARKS.analytics])
  await client.query('DELETE FROM orders WHERE uid LIKE $1', [`${MARKS.orderUid}%`])
  await client.query('DELETE FROM qr_codes WHERE identifier LIKE $1', [`${MARKS.qrCode}%`])
  await deleteStaffTime(client)
}

const TABLES = ['analytics_logs', 'orders', 'orders_items', 'orders_totals_taxes', 'qr_codes', 'users', 'working_activities', 'working_activities_pauses', 'working_schedules']

/**
 * Replaces the benchmark's data in the database of `databaseUrl` by bulk SQL (the old rows in one
 * transaction, the new ones in another): QR codes, staff with shifts and tracked time, `orders`
 * orders with lines and VAT lines, and `entries` analytics-log entries over the last `days` days;
 * then VACUUM ANALYZE (as autovacuum would after such a load), so the planner knows the new rows.
 */
export async function generateStatisticsData(databaseUrl: string, volume: Volume): Promise<Generated> {
  const started = performance.now()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // The earlier run's rows go first, and VACUUM frees their space for the new ones (the tables do not grow run by run).
    await client.query('BEGIN')
    await deleteGenerated(client)
    await client.query('COMMIT')
    for (const table of TABLES) await client.query(`VACUUM ${table}`)
    await client.query('BEGIN')
    const branches = (await client.query<{ id: number; identifier: string }>('SELECT id, identifier FROM branches ORDER BY id')).rows
    if (branches.length === 0) throw new Error('Keine Filialen in der Datenbank: die Bestellungen brauchen die Filialen der Demodaten.')
    const branchIds = branches.map((branch) => branch.id)
    await createQrCodes(client, branches)
    const codes = (
      await client.query<ScannedCode>('SELECT id, identifier, path, branch_id AS "branchId", table_id AS "tableId" FROM qr_codes ORDER BY id')
    ).rows
    const employees = await generateStaffTime(client, volume.employeesPerBranch * branches.length, volume.days, branchIds)
    await generateOrders(client, volume.orders, volume.days, branchIds, codes)
    await generateAnalytics(client, volume.entries, volume.days, codes)
    await client.query('COMMIT')
    for (const table of TABLES) await client.query(`VACUUM (ANALYZE) ${table}`)
    const counts = await countGenerated(client)
    return { seconds: Math.round((performance.now() - started) / 100) / 10, employee: employees[0], counts }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

/** How many rows of each kind the run generated. */
async function countGenerated(client: pg.ClientBase): Promise<Record<string, number>> {
  const { rows } = await client.query<Record<string, number>>(
    `SELECT
      (SELECT count(*)::int FROM analytics_logs WHERE data @> $1::jsonb) AS "Analytics-Einträge",
      (SELECT count(*)::int FROM orders WHERE uid LIKE $2) AS "Bestellungen",
      (SELECT count(*)::int FROM orders_items i JOIN orders o ON o.id = i._parent_id WHERE o.uid LIKE $2) AS "Bestellzeilen",
      (SELECT count(*)::int FROM orders_totals_taxes t JOIN orders o ON o.id = t._parent_id WHERE o.uid LIKE $2) AS "USt-Zeilen",
      (SELECT count(*)::int FROM working_activities a JOIN users u ON u.id = a.user_id WHERE u.email LIKE $3) AS "Zeiterfassungen",
      (SELECT count(*)::int FROM working_schedules s JOIN users u ON u.id = s.user_id WHERE u.email LIKE $3) AS "Dienstplan-Einträge"`,
    [MARKS.analytics, `${MARKS.orderUid}%`, MARKS.staffEmail],
  )
  return rows[0]
}

