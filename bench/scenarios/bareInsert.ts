import http from 'node:http'
import pg from 'pg'

import { freePort } from '@/ops/freePort'

/**
 * The floor to compare order placement with: a bare Node HTTP server that stores the same order
 * (a head row and three item rows, in one transaction) with plain `pg`, without any validation,
 * pricing or framework.
 */
export async function startBareInsertServer(databaseUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_orders (id serial PRIMARY KEY, uid text, last_name text, email text, gross numeric, created_at timestamptz DEFAULT now());
    CREATE TABLE IF NOT EXISTS bench_order_items (id serial PRIMARY KEY, order_id int REFERENCES bench_orders(id), product int, amount numeric, gross numeric)`)
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', async () => {
      const order = JSON.parse(body) as { lastName: string; email: string; items: { product: number; amount: number }[] }
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const head = await client.query('INSERT INTO bench_orders (uid, last_name, email, gross) VALUES ($1, $2, $3, $4) RETURNING id', [String(Date.now()), order.lastName, order.email, 0])
        for (const item of order.items) {
          await client.query('INSERT INTO bench_order_items (order_id, product, amount, gross) VALUES ($1, $2, $3, $4)', [head.rows[0].id, item.product, item.amount, 0])
        }
        await client.query('COMMIT')
        response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: head.rows[0].id }))
      } catch (error) {
        await client.query('ROLLBACK')
        response.writeHead(500).end(String(error))
      } finally {
        client.release()
      }
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, close: async () => { server.close(); await pool.end() } }
}
