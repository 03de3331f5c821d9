import autocannon from 'autocannon'

export type Measurement = {
  name: string
  requestsPerSecond: number
  latencyMs: { p50: number; p90: number; p95: number; p99: number; max: number }
  errors: number
  non2xx: number
}

type HttpLoad = {
  name: string
  url: string
  connections?: number
  durationSeconds?: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** A mix of GET paths of `url`'s server that each connection sends in turn (instead of `url` alone). */
  paths?: string[]
  /** Builds each request's body and headers, e.g. a fresh idempotency key per request. */
  setupRequest?: (request: { headers?: Record<string, string>; body?: string }) => { headers?: Record<string, string>; body?: string }
}

/** Seconds of the same load before each measurement, not counted: code paths compiled, caches filled, connections open. */
const WARM_UP_SECONDS = 2

/** Runs one HTTP load with autocannon (after a short warm-up) and reduces the result to throughput and percentiles. */
export async function measureHttp(load: HttpLoad): Promise<Measurement> {
  const run = (duration: number, onLatency?: (milliseconds: number) => void) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const options = {
        url: load.url,
        connections: load.connections ?? 16,
        duration,
        method: load.method ?? 'GET',
        headers: load.headers,
        body: load.body,
        requests: load.paths
          ? load.paths.map((path) => ({ method: 'GET' as const, path }))
          : load.setupRequest ? [{ setupRequest: load.setupRequest as never }] : undefined,
      }
      const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
      if (onLatency) instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => onLatency(milliseconds))
    })
  await run(WARM_UP_SECONDS)
  // autocannon reports p90 and p97.5, not p95: the response times are collected for it.
  const latencies: number[] = []
  const result = await run(load.durationSeconds ?? 10, (milliseconds) => latencies.push(milliseconds))
  return {
    name: load.name,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p95: percentile(latencies, 0.95), p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

/** The `fraction` percentile of `values` (nearest rank), whole milliseconds; 0 without values. */
function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)])
}
