/**
 * The self-service (kiosk) context: started with ?context=self-service and kept for the browser
 * session, so a kiosk opened once on that address stays in it.
 */
const STORAGE_KEY = 'gastro.context'
const SELF_SERVICE = 'self-service'

export function isSelfServiceContext(): boolean {
  try {
    if (new URLSearchParams(window.location.search).get('context') === SELF_SERVICE) {
      window.sessionStorage.setItem(STORAGE_KEY, SELF_SERVICE)
    }
    return window.sessionStorage.getItem(STORAGE_KEY) === SELF_SERVICE
  } catch {
    return false
  }
}
