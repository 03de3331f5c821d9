import { E2E_ADMIN } from '@/tests/e2e/support/accounts'
import { measureHttp, type Measurement } from '../measure'
import { startBareInsertServer } from './bareInsert'
import { checkoutOf, createBenchBranch } from './benchFixtures'
import { statementsPerOrder } from './statementCount'

/**
 * Order placement (POST /api/orders, 16 connections, 3-line carts: validation, server pricing,
 * one transaction with items) against a bare Node + pg insert of the same order, in the same run;
 * then the SQL statements per order for a 1-line and a 20-line cart.
 */
export async function orderPlacement(baseUrl: string, databaseUrl: string): Promise<Measurement[]> {
  const { branch, products } = await createBenchBranch(baseUrl, E2E_ADMIN)
  const body = JSON.stringify(checkoutOf(branch, products))
  const bare = await startBareInsertServer(databaseUrl)
  try {
    const baseline = await measureHttp({ name: 'Node + pg, gleiche Bestellung (Basis)', url: bare.url, method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
    const placement = await measureHttp({ name: 'POST /api/orders (3 Positionen)', url: `${baseUrl}/api/orders`, method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
    const place = (lines: number) => async () => {
      const response = await fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(checkoutOf(branch, products, lines)) })
      if (response.status !== 201) throw new Error(`Bestellung: ${response.status} ${await response.text()}`)
    }
    for (const lines of [1, 20]) {
      const count = await statementsPerOrder(databaseUrl, place(lines))
      console.log(`SQL-Anweisungen je Bestellung, ${lines} Position(en), samt Benachrichtigung im Hintergrund: ${count ?? 'nicht messbar (pg_stat_statements fehlt)'}`)
    }
    return [baseline, placement]
  } finally {
    await bare.close()
  }
}
