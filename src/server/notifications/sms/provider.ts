import { httpSmsProvider } from './httpProvider'
import { loggingSmsProvider } from './loggingProvider'

interface SmsMessage {
  /** The phone number, normalised ('+436601234567'). */
  to: string
  text: string
}

/** Sends one SMS; rejects when the message was not accepted. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>
}

/**
 * The SMS provider the environment names, read at call time: the HTTP adapter when SMS_API_URL is
 * set (with SMS_API_TOKEN and SMS_SENDER), otherwise a provider that only logs the SMS, as mail
 * without SMTP_HOST is only logged.
 */
export function smsProvider(log: (line: string) => void = console.info): SmsProvider {
  const env = process.env
  if (!env.SMS_API_URL) return loggingSmsProvider(log)
  return httpSmsProvider({ url: env.SMS_API_URL, token: env.SMS_API_TOKEN ?? '', sender: env.SMS_SENDER ?? '' })
}
