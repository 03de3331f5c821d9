/** An order's public link: its number and the unguessable hash of /status/{uid}/{hash}. */
export type PublicLink = { uid: string; hash: string }

/**
 * True when an order carries its number and link secret. Every stored order does (both are set
 * when it is created); read documents type them as optional, so readers narrow with this.
 */
export const hasPublicLink = <T extends { uid?: string | null; hash?: string | null }>(order: T): order is T & PublicLink =>
  typeof order.uid === 'string' && typeof order.hash === 'string'
