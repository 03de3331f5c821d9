import { restClient } from '../support/rest'
import type { TestContext } from '../support/testPayload'

export type OrderApi = ReturnType<typeof orderApi>

/** REST calls of the ordering storefront, in-process against the real handlers. */
export function orderApi(context: TestContext) {
  const request = restClient(context.payload.config)
  const json = async (response: Response) => ({ status: response.status, body: await response.json() })
  return {
    request,
    place: (body: unknown, headers: Record<string, string> = {}) => request('POST', '/orders', { body, headers }).then(json),
    quote: (body: unknown) => request('POST', '/cart/quote', { body }).then(json),
    order: (uid: string) =>
      context.payload.find({ collection: 'orders', where: { uid: { equals: uid } }, limit: 1, depth: 0, overrideAccess: true }).then((result) => result.docs[0]),
  }
}
