import { publicServerUrl } from '../environment/serverUrl'

type LinkedOrder = { id: number; uid?: string | null; hash?: string | null }

/* Every link that leaves the server in a mail or SMS starts at the configured public address
 * (read at call time), never at the Host header of the request that caused the message. */

/** The customer's public status page: {server}/status/{uid}/{hash}. */
export const statusLink = (order: LinkedOrder): string => `${publicServerUrl()}/status/${order.uid ?? ''}/${order.hash ?? ''}`

/** The order in the back office: {server}/backend/collections/orders/{id}. */
export const backOfficeLink = (order: LinkedOrder): string => `${publicServerUrl()}/backend/collections/orders/${order.id}`

/** A parts-shop order in the customer's account: {server}/account/orders/{uid}. */
export const shopOrderLink = (order: LinkedOrder): string => `${publicServerUrl()}/account/orders/${encodeURIComponent(order.uid ?? '')}`

/** The shop's sign-in page, named in the activation mail. */
export const shopLoginLink = (): string => `${publicServerUrl()}/account/login`

/** Where a shop customer sets a new password: {server}/account/reset-password/{token}. */
export const shopPasswordResetLink = (token: string): string =>
  `${publicServerUrl()}/account/reset-password/${encodeURIComponent(token)}`

/** Payload's own reset page of the back office: {server}/backend/reset/{token}. */
export const backOfficePasswordResetLink = (token: string): string =>
  `${publicServerUrl()}/backend/reset/${encodeURIComponent(token)}`
