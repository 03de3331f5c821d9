import { E2E_ADMIN } from '@/tests/e2e/support/accounts'
import { measureHttp, type Measurement } from '../measure'
import { startBareInsertServer } from './bareInsert'
import { createBenchBranch, threeLineCheckout } from './benchFixtures'

/**
 * Order placement (POST /api/orders, 16 connections, 3-line carts: validation, server pricing,
 * one transaction with items) against a bare Node + pg insert of the same order, in the same run.
 */
export async function orderPlacement(baseUrl: string, databaseUrl: string): Promise<Measurement[]> {
  const { branch, products } = await createBenchBranch(baseUrl, E2E_ADMIN)
  const body = JSON.stringify(threeLineCheckout(branch, products))
  const bare = await startBareInsertServer(databaseUrl)
  try {
    const baseline = await measureHttp({ name: 'Node + pg, gleiche Bestellung (Basis)', url: bare.url, method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
    const placement = await measureHttp({ name: 'POST /api/orders (3 Positionen)', url: `${baseUrl}/api/orders`, method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
    return [baseline, placement]
  } finally {
    await bare.close()
  }
}
