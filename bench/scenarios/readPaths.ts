import { measureHttp, type Measurement } from '../measure'

/** Public read paths against the health check (one database round trip) as the baseline. */
export async function readPaths(baseUrl: string): Promise<Measurement[]> {
  return [
    await measureHttp({ name: 'GET /api/health (Basis)', url: `${baseUrl}/api/health` }),
    await measureHttp({ name: 'GET /api/branches', url: `${baseUrl}/api/branches?depth=0&limit=20` }),
    await measureHttp({ name: 'GET / (Startseite)', url: `${baseUrl}/` }),
  ]
}
