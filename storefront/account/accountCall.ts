/**
 * The account screens' calls from the browser: JSON with the session cookie, answered with the
 * API's `{ errors: [{ field?, message }] }` or Payload's `{ message }` on failure.
 */
export type CallError = { field?: string; message: string }
export type CallResult = { ok: true; status: number; body: Record<string, unknown> } | { ok: false; status: number; errors: CallError[] }

export async function sendJson(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<CallResult> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, errors: [] }
  }
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, status: response.status, body: parsed }
  return { ok: false, status: response.status, errors: errorsOf(parsed) }
}

/** The entries of an error answer: every entry of `errors` with a message, else a top-level `message`. */
function errorsOf(body: Record<string, unknown>): CallError[] {
  const entries = Array.isArray(body.errors) ? body.errors : []
  const errors = entries.flatMap((entry): CallError[] => {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown }
    if (typeof message !== 'string' || message.trim() === '') return []
    return [typeof field === 'string' ? { field, message } : { message }]
  })
  if (errors.length > 0) return errors
  return typeof body.message === 'string' && body.message.trim() !== '' ? [{ message: body.message }] : []
}
