/**
 * The one client of our HTTP API for browser code, used by the storefront and the back office:
 * it sends JSON (or a form) with the session cookie, reads the answer, and turns a refusal
 * `{ errors: [{ field?, message }] }` (or Payload's `{ message }`) into one CallError. Each caller
 * names the fallback its spec gives for a failure without a message: the storefront's 'Ein
 * unbekannter Fehler ist aufgetreten.' and its prefixes, the back office's texts of back-office.md
 * section 8. Answer and body types come from src/domain/contracts, shared with the endpoints.
 */

/** One message of a refusal, with the field it is about where the server named one. */
export type FieldMessage = { field?: string; message: string }

/** A call that was refused or got no answer: the server's German messages, or the caller's fallback. */
export class CallError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came (no connection, aborted). */
    readonly status: number,
    /** The server's messages in its order; empty when it sent none. */
    readonly errors: readonly FieldMessage[],
    fallback: string,
  ) {
    super(errors[0]?.message ?? fallback)
    this.name = 'CallError'
  }

  /** No answer, or a server error without our error answer (restarting, a gateway): worth trying again later. */
  get offline(): boolean {
    return this.status === 0 || (this.status >= 500 && this.errors.length === 0)
  }

  /** Every message the server sent, or the fallback alone: what a form lists. */
  get messages(): readonly FieldMessage[] {
    return this.errors.length > 0 ? this.errors : [{ message: this.message }]
  }

  /** The message about one field, if the server named that field. */
  messageOf(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.message
  }
}

export type CallResult<T> = { ok: true; status: number; data: T } | { ok: false; error: CallError }

export interface CallOptions {
  /** GET without a body, POST with one, unless named. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A JSON body, or a FormData sent as multipart. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Sent on even when the page unloads (a cart saved on leaving). */
  keepalive?: boolean
  /** The German text of a failure whose answer carries no message. */
  fallback: string
}

/** The messages of an error answer: every entry of `errors` with a message, else a top-level `message`. */
function errorsOf(answer: unknown): FieldMessage[] {
  const body = (answer && typeof answer === 'object' ? answer : {}) as { errors?: unknown; message?: unknown }
  const entries = Array.isArray(body.errors) ? body.errors : []
  const errors = entries.flatMap((entry): FieldMessage[] => {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown }
    if (typeof message !== 'string' || message.trim() === '') return []
    return [typeof field === 'string' ? { field, message } : { message }]
  })
  if (errors.length > 0) return errors
  return typeof body.message === 'string' && body.message.trim() !== '' ? [{ message: body.message }] : []
}

const isForm = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData

/** Calls one of our endpoints and reads the answer; never throws (a lost connection is a CallError with status 0). */
export async function call<T>(path: string, { method, body, headers, fallback, ...init }: CallOptions): Promise<CallResult<T>> {
  const form = isForm(body)
  let response: Response
  try {
    response = await fetch(path, {
      ...init,
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    })
  } catch {
    return { ok: false, error: new CallError(0, [], fallback) }
  }
  const answer: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, status: response.status, data: answer as T }
  return { ok: false, error: new CallError(response.status, errorsOf(answer), fallback) }
}
