import type { SmsProvider } from './provider'

export interface HttpSmsSettings {
  url: string
  token: string
  /** Sender name or number shown to the recipient. */
  sender: string
  timeoutMs?: number
}

/** Thrown when the SMS gateway refuses a message or cannot be reached. */
class SmsDeliveryError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message)
    this.name = 'SmsDeliveryError'
  }
}

/**
 * A generic HTTP SMS gateway: POST {url} with JSON `{ to, text, from }` and
 * `Authorization: Bearer {token}`. Any answer other than 2xx is a failure carrying the status.
 */
export function httpSmsProvider({ url, token, sender, timeoutMs = 10_000 }: HttpSmsSettings): SmsProvider {
  return {
    async send({ to, text }) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ to, text, from: sender }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new SmsDeliveryError(`SMS-Gateway nicht erreichbar: ${(error as Error).message}`)
      }
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, 200)
        throw new SmsDeliveryError(`SMS-Gateway antwortete mit HTTP ${response.status}${body ? `: ${body}` : ''}`, response.status)
      }
    },
  }
}
