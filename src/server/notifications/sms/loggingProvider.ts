import type { SmsProvider } from './provider'

/** Without an SMS gateway (development, tests) the SMS is written to the log instead of being sent. */
export function loggingSmsProvider(log: (line: string) => void): SmsProvider {
  return {
    async send({ to, text }) {
      log(`[SMS, nicht versendet: SMS_API_URL fehlt] an ${to}: ${text}`)
    },
  }
}
