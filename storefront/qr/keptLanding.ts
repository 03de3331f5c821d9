/**
 * A code scanned on a page without a cart (a flyer leading to a site page) is kept for this tab
 * until the visitor opens a branch, whose cart then takes it, so the order still names its
 * origin. Session storage of the tab only: no cookie and no visitor id, so no consent is needed.
 */
const KEY = 'gastro.qr-landing'

/** Keeps the code of a landing away from a branch page. */
export function keepLanding(qrCode: string): void {
  try {
    window.sessionStorage.setItem(KEY, qrCode)
  } catch {
    // storage refused (private mode): the origin is lost, the visit is not
  }
}

/** The code kept from an earlier landing in this tab, forgotten as it is taken. */
export function takeKeptLanding(): string | null {
  try {
    const kept = window.sessionStorage.getItem(KEY)
    if (kept !== null) window.sessionStorage.removeItem(KEY)
    return kept
  } catch {
    return null
  }
}
