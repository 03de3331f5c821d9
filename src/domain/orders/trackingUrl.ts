/** Shown when staff enter a tracking address that is not https (decided wording). */
export const TRACKING_URL_MESSAGE = 'Bitte geben Sie für die Sendungsverfolgung eine Adresse ein, die mit https:// beginnt.'

/**
 * True for an absolute https: URL with a host. The status page links it for the customer, so
 * nothing else may pass (javascript:, data:, http:, relative paths).
 */
export function isHttpsUrl(value: string | null | undefined): boolean {
  const text = (value ?? '').trim()
  if (text === '' || /\s/.test(text)) return false
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/** The tracking URL to show, or null when none is set or it is not https. */
export const safeTrackingUrl = (value: string | null | undefined): string | null => (isHttpsUrl(value) ? (value ?? '').trim() : null)
