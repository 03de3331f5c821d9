import type { PayloadRequest } from 'payload'

/** The public origin for links back to the shop: NEXT_PUBLIC_SERVER_URL, else the request's own. */
export function requestOrigin(req: PayloadRequest): string {
  if (process.env.NEXT_PUBLIC_SERVER_URL) return process.env.NEXT_PUBLIC_SERVER_URL
  const url = new URL(req.url ?? 'http://localhost:3000')
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? url.host
  const protocol = req.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')
  return `${protocol}://${host}`
}
