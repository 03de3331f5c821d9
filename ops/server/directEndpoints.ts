import type { RestEndpoints } from './directApi'
import { withoutJobCrons } from './withoutJobCrons'

/** The cache key of the Payload instance that answers the app server's direct API calls. */
export const DIRECT_INSTANCE = 'direct-api'

/**
 * Payload's REST API for the app server's direct calls (../http/directApi.ts), on a Payload
 * instance of its own: the one inside Next.js's bundle is out of reach from here, and an instance
 * made from this process's modules runs this process's code only. It shares the database and
 * hears every data change through the change feed like a second server process would. It runs
 * no jobs (the bundle's instance does), also when a request asks Payload to start them. Loaded
 * after Next.js is prepared (the config imports Next.js modules that need its request storage).
 */
export async function loadDirectEndpoints(): Promise<RestEndpoints> {
  const [{ default: appConfig }, { getPayload, handleEndpoints }] = await Promise.all([import('@payload-config'), import('payload')])
  const config = withoutJobCrons(await appConfig)
  await getPayload({ config, cron: false, key: DIRECT_INSTANCE })
  return (request) => handleEndpoints({ config, request, payloadInstanceCacheKey: DIRECT_INSTANCE })
}
