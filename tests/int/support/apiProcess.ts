/**
 * A second API server process for tests that need two instances on one database:
 * `node --import tsx apiProcess.ts` with DATABASE_URL, PAYLOAD_SECRET and TRUSTED_PROXIES set.
 * Reports its base URL over IPC and stops on SIGTERM. Imports are static (see prepareStep.ts).
 */
import { getPayload } from 'payload'

import config from '@/payload.config'
import { trustedProxies } from '@/src/server/http/clientAddress'
import { startHttpApi } from './httpApi'

const payload = await getPayload({ config, cron: false })
const api = await startHttpApi(payload.config, trustedProxies())
process.send?.({ url: api.url })
process.on('SIGTERM', () => {
  void api.close().finally(() => process.exit(0))
})
