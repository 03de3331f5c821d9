import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
type RequestOptions = { body?: unknown; form?: FormData; token?: string; headers?: Record<string, string> }

/**
 * Calls Payload's REST route handlers (the ones behind /api in Next.js) in-process, so integration
 * tests exercise the real REST layer, its access control and its error answers.
 */
export function restClient(config: Promise<SanitizedConfig> | SanitizedConfig) {
  const handle = restHandler(config)
  return async function request(method: Method, path: string, options: RequestOptions = {}): Promise<Response> {
    const url = new URL(`http://localhost:3000/api${path}`)
    const headers = new Headers(options.headers)
    if (options.body !== undefined) headers.set('Content-Type', 'application/json')
    if (options.token) headers.set('Authorization', `JWT ${options.token}`)
    const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    return handle(new Request(url, { method, headers, body }))
  }
}

/** Payload's REST route handlers behind /api as one function of a Fetch request. */
export function restHandler(config: Promise<SanitizedConfig> | SanitizedConfig): (request: Request) => Promise<Response> {
  const handlers = {
    GET: REST_GET(config),
    POST: REST_POST(config),
    PATCH: REST_PATCH(config),
    PUT: REST_PUT(config),
    DELETE: REST_DELETE(config),
  }
  return (request) => {
    const slug = new URL(request.url).pathname.replace(/^\/api\//, '').split('/').filter(Boolean)
    return handlers[request.method as Method](request, { params: Promise.resolve({ slug }) })
  }
}
