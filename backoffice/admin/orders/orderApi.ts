import { ORDER_ADMIN_TEXTS as T } from './texts'

export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; message: string }

/**
 * POSTs (or PUTs) JSON to one of the order endpoints with the admin's session cookie and reads the
 * answer: the data, or the server's first German error message (else the fallback).
 */
export async function postOrderCall<T>(apiRoute: string, path: string, body: unknown, fallback: string = T.statusFailed, method: 'POST' | 'PUT' = 'POST'): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(`${apiRoute}/orders/${path}`, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
    const answer = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
    if (response.ok) return { ok: true, data: answer as T }
    return { ok: false, message: answer?.errors?.[0]?.message || fallback }
  } catch {
    return { ok: false, message: fallback }
  }
}
