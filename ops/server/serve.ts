/**
 * Runs Next.js behind the app server (../http/appServer.ts) instead of `next dev` / `next start`,
 * so that the client address the app sees comes from the socket, not from a header. Started by
 * the launcher as `serve.ts dev|start`; PORT and HOSTNAME as with `next start`.
 */
import next from 'next'

import { expirePagesOnDataChange } from '@/src/server/cache/pageCacheExpiry'
import { createAppServer } from './appServer'
import { directApi } from './directApi'
import { trustedProxies } from '@/src/server/http/clientAddress'
import { precompressedAssets } from './precompressedAssets'
import { loadDirectEndpoints } from './directEndpoints'

async function serve(): Promise<void> {
  const dev = process.argv[2] === 'dev'
  const port = Number(process.env.PORT || 3000)
  const hostname = process.env.HOSTNAME || undefined
  const trusted = trustedProxies()
  const app = next({ dev, dir: process.cwd(), port, hostname: hostname ?? 'localhost' })
  await app.prepare()
  if (!dev) expirePagesOnDataChange()
  const handle = app.getRequestHandler()
  const sendPrecompressed = dev ? () => false : precompressedAssets()
  // Development keeps every call in Next.js, whose code reloads on change.
  const answerDirectly = dev ? () => false : directApi(loadDirectEndpoints())
  const server = createAppServer((req, res) => sendPrecompressed(req, res) || answerDirectly(req, res) || handle(req, res), trusted, dev)
  if (dev) server.on('upgrade', app.getUpgradeHandler())
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve))
  console.log(`▲ Bereit auf http://${hostname ?? 'localhost'}:${port}${dev ? ' (Entwicklung)' : ''}`)

  const stop = () => {
    server.close()
    void app.close().finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

serve().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
