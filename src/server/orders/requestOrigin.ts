import type { PayloadRequest } from 'payload'

import { configuredServerUrl } from '../environment/serverUrl'

/**
 * The public origin for links back to the shop: the configured address (always set in
 * production), else, in development, the request's own.
 */
export function requestOrigin(req: PayloadRequest): string {
  const configured = configuredServerUrl()
  if (configured) return configured
  const url = new URL(req.url ?? 'http://localhost:3000')
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? url.host
  const protocol = req.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')
  return `${protocol}://${host}`
}
