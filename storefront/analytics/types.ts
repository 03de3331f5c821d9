/** One entry of POST /api/analytics-log (ordering-storefront.md section 7). */
export interface AnalyticsLogEntry {
  category: string
  type: string
  action?: string
  name: string
  data: Record<string, unknown>
}

/** Event names the storefront reports; other names are allowed too. */
export type AnalyticsEventName = 'add-to-cart' | 'initiate-checkout' | 'purchase' | (string & {})
