/**
 * The self-service (kiosk) context: started with ?context=self-service and kept for the browser
 * session, so a kiosk opened once on that address stays in it. Apart from the clearing
 * (selfService.ts), which brings the cart store and its money rules: every page's footer asks
 * for the context, only the checkouts and the screensaver clear.
 */
const STORAGE_KEY = 'gastro.context'
const SELF_SERVICE = 'self-service'

const startsSelfService = () => new URLSearchParams(window.location.search).get('context') === SELF_SERVICE

export function isSelfServiceContext(): boolean {
  try {
    if (startsSelfService()) window.sessionStorage.setItem(STORAGE_KEY, SELF_SERVICE)
    return window.sessionStorage.getItem(STORAGE_KEY) === SELF_SERVICE
  } catch {
    return false
  }
}

/** Whether this page load starts the kiosk (its address carries ?context=self-service). */
export function isSelfServiceStart(): boolean {
  try {
    return startsSelfService()
  } catch {
    return false
  }
}
