/**
 * What the consent modal shows besides the automatic opening: opened on request (the footer's
 * 'Datenschutz-Einstellungen', 'Chat aktivieren' leaves it alone), minimised (privacy link,
 * Escape) and the detail view with per-service toggles.
 */
export interface ConsentUiState {
  requested: boolean
  minimised: boolean
  details: boolean
}

const INITIAL: ConsentUiState = { requested: false, minimised: false, details: false }
let state: ConsentUiState = INITIAL
const listeners = new Set<() => void>()

function update(change: Partial<ConsentUiState>): void {
  state = { ...state, ...change }
  listeners.forEach((listener) => listener())
}

export const readConsentUi = (): ConsentUiState => state
export const serverConsentUi = (): ConsentUiState => INITIAL

export function subscribeConsentUi(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Opens the modal (footer button), restored and on the overview. */
export const openConsentSettings = (): void => update({ requested: true, minimised: false, details: false })
export const minimiseConsent = (): void => update({ minimised: true })
export const restoreConsent = (): void => update({ minimised: false })
export const showConsentDetails = (details: boolean): void => update({ details })
/** After a decision, or when a requested modal is dismissed. */
export const closeConsent = (): void => update(INITIAL)
