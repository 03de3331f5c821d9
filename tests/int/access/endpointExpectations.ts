import { CASES, type Fixtures } from '../rest/sampleRequests'
import type { Role, World } from './actors'
import type { Sample } from './samples'

/** The shared sample requests' fixtures, and what the matrix adds: the access world on the ordering world's branches. */
export type MatrixFixtures = Fixtures & {
  access: World
  sample: Record<string, Sample>
  /** A parts-shop order of the first customer (its shop account is `external`). */
  partsOrder: { uid: string }
  /** The public links (`order`, `hash`) of orders paid online with each provider. */
  paymentOrders: Record<'mollie' | 'datatrans', { order: string; hash: string }>
  /** A listed part of the parts catalogue. */
  part: { id: number; uid: string }
  templateId: number
  analyticsLogId: number
  /** A staff account's credentials. */
  staffCredentials: { email: string; password: string }
  /** An approved shop customer's credentials. */
  customerCredentials: { email: string; password: string }
  /** A valid password-reset token of a new shop account. */
  resetToken: () => Promise<string>
}

type Params = Record<string, string>

/** Who passes an endpoint's access check, and where the shared sample request needs the caller's own data. */
export type EndpointRow = {
  allowed: Role[]
  params?: (f: MatrixFixtures) => Params | Promise<Params>
  body?: (f: MatrixFixtures) => Record<string, unknown>
  query?: (f: MatrixFixtures) => Record<string, string>
  /** A text of the answer only some roles may see: a list's entries of branch A or the first customer. */
  sees?: { text: (f: MatrixFixtures) => string; roles: Role[] }
  /** The call ends the caller's session (sign-out): it is sent with a session of its own. */
  endsSession?: true
}

const ALL: Role[] = ['anonymous', 'external', 'otherExternal', 'employeeA', 'employeeB', 'admin']
const STAFF: Role[] = ['employeeA', 'employeeB', 'admin']
const ADMIN: Role[] = ['admin']
const NOBODY: Role[] = []
/** Admins and employees of branch A: the branch of the order and the lists the calls name. */
const BRANCH_A: Role[] = ['employeeA', 'admin']
/** Signed-in, approved shop customers, each acting on their own customer record. */
const SHOP_CUSTOMERS: Role[] = ['external', 'otherExternal']
const unknownEmail = () => `niemand-${Date.now()}-${Math.random().toString(36).slice(2)}@example.at`

/**
 * Every custom endpoint of the config × role: who gets through (any answer but 401, 403 or 404).
 * The requests are the shared near-valid samples (tests/int/rest/sampleRequests.ts); orders and
 * branches are those of branch A. `PUT /{collection}/:id` (putUpdatePlugin) follows the
 * collection's `update` row of EXPECTED. completeness.test.ts fails when a route has no row.
 */
export const ENDPOINTS: Record<string, EndpointRow> = {
  'GET /health': { allowed: ALL },
  'POST /auth/authenticate': { allowed: ALL, body: (f) => f.staffCredentials },
  // Payload's sign-in, token refresh and sign-out, with the session lifetime of 'Angemeldet bleiben'
  'POST /users/login': { allowed: ALL, body: (f) => f.staffCredentials },
  'POST /users/refresh-token': { allowed: STAFF },
  'POST /users/logout': { allowed: STAFF, endsSession: true },
  'POST /external-users/login': { allowed: ALL, body: (f) => f.customerCredentials },
  'POST /external-users/refresh-token': { allowed: SHOP_CUSTOMERS },
  'POST /external-users/logout': { allowed: SHOP_CUSTOMERS, endsSession: true },
  'GET /init': { allowed: STAFF },
  'GET /config': { allowed: ALL },
  'POST /config': { allowed: ADMIN },
  'GET /fonts': { allowed: ALL },
  'POST /cart/quote': { allowed: ALL },
  'POST /payments/mollie/webhook': { allowed: ALL },
  // Datatrans signs its deliveries: without the signature nobody gets through, a session grants nothing.
  'POST /payments/datatrans/webhook': { allowed: NOBODY },
  'GET /payments/mollie/return': { allowed: ALL, query: (f) => f.paymentOrders.mollie },
  'GET /payments/datatrans/return': { allowed: ALL, query: (f) => f.paymentOrders.datatrans },
  'POST /analytics-log': { allowed: ALL },
  'GET /analytics-log': { allowed: ADMIN },
  'GET /analytics-log/:id': { allowed: ADMIN, params: (f) => ({ id: String(f.analyticsLogId) }) },
  'POST /orders': { allowed: ALL },
  'GET /orders/public/:uid/:hash': { allowed: ALL },
  'POST /orders/public/:uid/:hash/confirm-counter-appointment': { allowed: ALL },
  'POST /orders/public/:uid/:hash/reject-counter-appointment': { allowed: ALL },
  'POST /orders/public/:uid/:hash/questionnaire': { allowed: ALL },
  'GET /orders/current': { allowed: BRANCH_A, sees: { text: (f) => f.order.uid, roles: BRANCH_A } },
  'GET /orders/missed': { allowed: BRANCH_A },
  'GET /orders/history': {
    allowed: BRANCH_A,
    query: (f) => ({ ...CASES['GET /orders/history'].query!(f), search: f.order.uid }),
    sees: { text: (f) => f.order.uid, roles: BRANCH_A },
  },
  'GET /orders/frontdesk/:branchId/:apiKey': { allowed: ALL },
  'GET /orders/backoffice/:branchId/:apiKey': { allowed: ALL },
  'POST /orders/:id/status/:action': { allowed: BRANCH_A },
  'PUT /orders/:id/items/:index': { allowed: BRANCH_A },
  'POST /orders/:id/print': { allowed: BRANCH_A },
  'POST /devices/:id/test/print': { allowed: BRANCH_A },
  'POST /devices/:id/test/notification': { allowed: BRANCH_A },
  'POST /devices/:id/request-device-logs': { allowed: BRANCH_A },
  'GET /devices/link/:token/command': { allowed: ALL },
  'GET /devices/link/:token/events': { allowed: ALL },
  'POST /devices/link/:token/command': { allowed: ALL },
  'POST /digital-signage-devices/:id/command': { allowed: BRANCH_A },
  'POST /digital-signage-devices/:id/command/abort': { allowed: BRANCH_A },
  'GET /digital-signage-devices/link/:token/command': { allowed: ALL },
  'GET /digital-signage-devices/link/:token/events': { allowed: ALL },
  'POST /digital-signage-devices/link/:token/command': { allowed: ALL },
  'POST /digital-signage-devices/link/:token/heartbeat': { allowed: ALL },
  'POST /orders/:id/resend-new-order-email': { allowed: BRANCH_A },
  'POST /orders/:id/resend-new-order-sms': { allowed: BRANCH_A },
  'POST /orders/:id/update-payment-status': { allowed: BRANCH_A },
  'GET /branches/:id/menus': { allowed: ALL },
  'GET /branches/:id/availability': { allowed: ALL },
  'GET /image-templates/:id/layers': { allowed: STAFF, params: (f) => ({ id: String(f.templateId) }) },
  'GET /qr-codes/:id/image': {
    allowed: STAFF,
    params: async (f) => {
      const identifier = `matrix-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
      const code = await f.payload.create({ collection: 'qr-codes', data: { name: 'Matrix', identifier, path: '/' }, depth: 0, overrideAccess: true })
      return { id: String(code.id) }
    },
  },
  'GET /branches/:id/qr-sheet': { allowed: BRANCH_A, params: (f) => ({ id: String(f.world.branches.open.id) }) },
  'GET /statistics/:set': { allowed: STAFF, params: () => ({ set: 'orders' }), query: () => ({ from: '2026-06-01', to: '2026-06-07' }) },
  'POST /tasks/:id/log-view': { allowed: STAFF },
  'GET /time-sheets/balances': { allowed: STAFF },
  'GET /time-sheets/holiday-balances': { allowed: STAFF },
  // Another person's time sheet: admins only (employees get their own, int/timeTracking/timeSheets.test.ts).
  'GET /time-sheets/:user/pdf': { allowed: ADMIN },
  'POST /tasks/:id/forget-view': { allowed: STAFF },
  // The time clock has no session: its key and the user name in the path decide, the same for every caller.
  'GET /time-tracking/:token/:username/me': { allowed: ALL },
  'GET /time-tracking/:token/:username/balances': { allowed: ALL },
  'GET /time-tracking/:token/:username/working-schedules': { allowed: ALL },
  'GET /time-tracking/:token/:username/working-activities': { allowed: ALL },
  'POST /time-tracking/:token/:username/working-activities/start': { allowed: ALL },
  'POST /time-tracking/:token/:username/working-activities/pause': { allowed: ALL },
  'POST /time-tracking/:token/:username/working-activities/resume': { allowed: ALL },
  'POST /time-tracking/:token/:username/working-activities/end': { allowed: ALL },
  'GET /custom/paginated-products': { allowed: ALL },
  'GET /custom/products/uid/:uid': { allowed: ALL, params: (f) => ({ uid: f.part.uid }) },
  'GET /custom/products/:id': { allowed: ALL, params: (f) => ({ id: String(f.part.id) }) },
  'GET /custom/popular-products': { allowed: ALL },
  'GET /custom/products': { allowed: ALL },
  'GET /custom/search': { allowed: ALL },
  'POST /custom/account/signup': { allowed: ALL, body: (f) => ({ ...CASES['POST /custom/account/signup'].body!(f), email: unknownEmail() }) },
  'POST /custom/account/reset-password': { allowed: ALL, body: () => ({ email: unknownEmail() }) },
  'POST /custom/account/reset-password/:token': { allowed: ALL, params: async (f) => ({ token: await f.resetToken() }) },
  'POST /custom/account/change-password': { allowed: SHOP_CUSTOMERS, body: () => ({ password: 'Einkauf-2026!', passwordRepeat: 'Einkauf-2026!' }) },
  'GET /custom/account/shipping': { allowed: SHOP_CUSTOMERS, sees: { text: () => 'Eigene Lagerstraße', roles: ['external'] } },
  'POST /custom/account/shipping': { allowed: SHOP_CUSTOMERS },
  'PUT /custom/account/shipping/:index': { allowed: SHOP_CUSTOMERS, params: () => ({ index: '0' }) },
  'DELETE /custom/account/shipping/:index': { allowed: SHOP_CUSTOMERS, params: () => ({ index: '1' }) },
  'GET /custom/account/orders': { allowed: SHOP_CUSTOMERS, sees: { text: (f) => f.partsOrder.uid, roles: ['external'] } },
  'GET /custom/account/orders/:uid': { allowed: ['external'], params: (f) => ({ uid: f.partsOrder.uid }) },
  'POST /custom/forms': { allowed: ALL },
  // The imports write products, images and files: admins only, like those collections (docs/decisions.md).
  'POST /custom/upload-products': { allowed: ADMIN },
  'POST /custom/upload-images': { allowed: ADMIN },
  'POST /custom/upload-files': { allowed: ADMIN },
  'POST /custom/cart/quote': { allowed: SHOP_CUSTOMERS },
  'GET /custom/cart': { allowed: SHOP_CUSTOMERS },
  'PUT /custom/cart': { allowed: SHOP_CUSTOMERS },
  'GET /custom/quick-entry': { allowed: SHOP_CUSTOMERS },
  'POST /uploads/customer': { allowed: ALL },
  // Only those who edit pages and images (admins); without a provider in the tests an admin gets the 503.
  'POST /content-ai/generate/site/:id': { allowed: ADMIN },
  'POST /content-ai/generate/image': { allowed: ADMIN },
}

/** `PUT /{collection}/:id` of putUpdatePlugin: the collection it updates, or null for another route. */
export const putUpdateCollection = (key: string): string | null => /^PUT \/([\w-]+)\/:id$/.exec(key)?.[1] ?? null
