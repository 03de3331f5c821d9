import { APIError } from 'payload'

/**
 * The text a custom admin view shows when its data could not be loaded (back-office.md section 8):
 * the server's own message of a refusal (an ApiError, e.g. 'Sie haben keine Berechtigung …'),
 * otherwise the view's fallback ('… konnten nicht geladen werden.'); never a technical message.
 */
export function viewErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof APIError && error.status < 500) {
    const entries = (error as APIError<{ message?: unknown }[]>).data
    const first = Array.isArray(entries) ? entries[0]?.message : undefined
    const message = typeof first === 'string' && first.trim() ? first : error.message
    if (message.trim()) return message
  }
  return fallback
}
