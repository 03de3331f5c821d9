/** The globals the tag manager (gtag), the pixel (fbq) and the chat widget (Tawk_API) define. */
type VendorFunction = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: VendorFunction
    fbq?: VendorFunction & { callMethod?: VendorFunction; queue?: unknown[]; push?: unknown; loaded?: boolean; version?: string }
    _fbq?: unknown
    Tawk_API?: Record<string, unknown>
    Tawk_LoadStart?: Date
  }
}

export {}
