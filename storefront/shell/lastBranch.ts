/** The branch the visitor used last (for the header's cart action), kept in localStorage. */
const STORAGE_KEY = 'gastro.lastBranch'

export function readLastBranch(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

export function rememberLastBranch(identifier: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, identifier)
  } catch {
    // storage disabled: the cart action falls back to the single branch or the start page
  }
}
