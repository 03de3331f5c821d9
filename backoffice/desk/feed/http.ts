/** The answer of a call of the displays: its JSON, or why it failed (no connection, or the server's message). */
export type CallAnswer<T = unknown> =
  | { ok: true; data: T }
  | { ok: false; offline: boolean; status: number; message: string }

/** The first German message of the API's `{ errors: [{ message }] }`, else null. */
function firstMessage(body: unknown): string | null {
  const errors = (body as { errors?: { message?: unknown }[] } | null)?.errors
  const message = Array.isArray(errors) ? errors[0]?.message : undefined
  return typeof message === 'string' && message.trim() !== '' ? message : null
}

/**
 * Calls one of our endpoints with the session cookie and reads the answer. A network failure, a
 * timeout and a gateway or server error without our error answer (5xx, the server restarting)
 * count as offline: the board keeps its data and retries. Every other failure carries the
 * server's first message or the fallback (back-office.md section 8).
 */
export async function callJson<T = unknown>(url: string, fallback: string, init: RequestInit = {}): Promise<CallAnswer<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      credentials: 'include',
      cache: 'no-store',
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    })
  } catch {
    return { ok: false, offline: true, status: 0, message: fallback }
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, data: body as T }
  const message = firstMessage(body)
  return { ok: false, offline: response.status >= 500 && message === null, status: response.status, message: message ?? fallback }
}

/** POSTs a JSON body to an endpoint (status changes, printing). */
export const postJson = <T = unknown>(url: string, body: unknown, fallback: string) =>
  callJson<T>(url, fallback, { method: 'POST', body: JSON.stringify(body ?? {}) })
