import { serverUrl } from '../runtime/environment'

type LinkedOrder = { id: number; uid?: string | null; hash?: string | null }

/** The customer's public status page: {NEXT_PUBLIC_SERVER_URL}/status/{uid}/{hash} (read at call time). */
export const statusLink = (order: LinkedOrder): string => `${serverUrl()}/status/${order.uid ?? ''}/${order.hash ?? ''}`

/** The order in the back office: {NEXT_PUBLIC_SERVER_URL}/backend/collections/orders/{id}. */
export const backOfficeLink = (order: LinkedOrder): string => `${serverUrl()}/backend/collections/orders/${order.id}`
