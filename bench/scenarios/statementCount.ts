import pg from 'pg'

/**
 * SQL statements per order, read from pg_stat_statements of the server's database: after `settleMs`
 * (earlier background work done) the counters are reset, `orders` orders are placed one after the
 * other, and after `settleMs` again (their background announcement included) the calls are summed
 * and divided. Null when the database server has not
 * preloaded pg_stat_statements (a TEST_DATABASE_URL server). `BENCH_LIST_STATEMENTS=1` also prints
 * each statement with its calls per order.
 */
export async function statementsPerOrder(databaseUrl: string, placeOne: () => Promise<void>, orders = 10, settleMs = 3_000): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const available = await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements').then(() => true, () => false)
    if (!available) return null
    await new Promise((resolve) => setTimeout(resolve, settleMs))
    await client.query('SELECT pg_stat_statements_reset()')
    for (let index = 0; index < orders; index++) await placeOne()
    await new Promise((resolve) => setTimeout(resolve, settleMs))
    const { rows } = await client.query<{ calls: string; query: string }>(
      `SELECT calls, query FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT ILIKE '%pg_stat_statements%'
       ORDER BY calls DESC`,
    )
    if (process.env.BENCH_LIST_STATEMENTS === '1') {
      for (const row of rows) console.log(`${(Number(row.calls) / orders).toFixed(1).padStart(6)}  ${row.query.replace(/\s+/g, ' ').slice(0, 160)}`)
    }
    const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0)
    return Math.round((calls / orders) * 10) / 10
  } catch {
    return null
  } finally {
    await client.end()
  }
}
