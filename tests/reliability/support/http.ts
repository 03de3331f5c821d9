/** A response read completely: what the scenarios check of one request. */
export type Fetched = { path: string; status: number; headers: Headers; body: string }

/** Requests `path` on the server without following redirects and reads the body as text. */
export async function fetchPath(baseUrl: string, path: string, init: RequestInit = {}): Promise<Fetched> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', ...init })
  return { path, status: response.status, headers: response.headers, body: await response.text() }
}

/** The JSON of a response body, or null when it is none. */
export function jsonOf<T>(fetched: Fetched): T | null {
  try {
    return JSON.parse(fetched.body) as T
  } catch {
    return null
  }
}

/** One Set-Cookie header: its name and its attributes in lower case (`httponly`, `samesite` → 'lax' ...). */
export type SetCookie = { name: string; attributes: Map<string, string> }

export function setCookiesOf(headers: Headers): SetCookie[] {
  return headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim())
    return {
      name: pair.split('=')[0],
      attributes: new Map(attributes.map((attribute) => {
        const [key, ...value] = attribute.split('=')
        return [key.toLowerCase(), value.join('=').toLowerCase()] as const
      })),
    }
  })
}

/** Authorization header of a Payload session token. */
export const jwt = (token: string) => ({ Authorization: `JWT ${token}` })
