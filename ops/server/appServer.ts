import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import { responseSecurityHeaders } from '@/src/server/http/securityHeaders'
import { CLIENT_ADDRESS_HEADER, clientAddressOf, trustedProxies, type TrustedProxies } from '@/src/server/http/clientAddress'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/**
 * The HTTP server in front of Next.js. Route handlers do not see the socket, so this server owns
 * the client's address: it overwrites whatever a client sent in `X-Client-Address`,
 * `X-Forwarded-For`, `X-Real-IP` and `Forwarded` with the address it verified itself
 * (see clientAddress.ts) before Next.js sees the request. It also sets the security headers of
 * every response (../securityHeaders.ts).
 */
export function createAppServer(handle: Handler, trusted: TrustedProxies = trustedProxies(), isDevelopment = false): http.Server {
  const headersFor = responseSecurityHeaders(isDevelopment)
  return http.createServer((req, res) => {
    for (const [name, value] of headersFor(req.url ?? '/')) res.setHeader(name, value)
    const client = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
    delete req.headers['x-real-ip']
    delete req.headers.forwarded
    req.headers['x-forwarded-for'] = client
    req.headers[CLIENT_ADDRESS_HEADER] = client
    handle(req, res)
  })
}
