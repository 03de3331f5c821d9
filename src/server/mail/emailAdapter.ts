import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * E-mail goes to the SMTP server named by SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASSWORD,
 * SMTP_SECURE, SMTP_REQUIRE_TLS). Without SMTP_HOST, mails are written to the server log instead of being sent,
 * so a development machine never needs network access for mail.
 */
export function emailAdapter() {
  const env = process.env
  const defaults = {
    defaultFromAddress: env.MAIL_FROM_ADDRESS || 'bestellung@example.at',
    defaultFromName: env.MAIL_FROM_NAME || 'Alpenküche',
  }
  if (!env.SMTP_HOST) return logOnlyAdapter(defaults)
  return nodemailerAdapter({
    ...defaults,
    skipVerify: true,
    // Pooled connections: a rush of orders sends two mails each, and a new SMTP conversation per
    // mail held the announcements back far behind the orders (crash scenario of the reliability suite).
    transportOptions: {
      pool: true,
      maxConnections: 5,
      host: env.SMTP_HOST,
      port: Number(env.SMTP_PORT || 587),
      secure: env.SMTP_SECURE === 'true',
      requireTLS: env.SMTP_REQUIRE_TLS === 'true',
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
    },
  })
}

type Defaults = { defaultFromAddress: string; defaultFromName: string }

/**
 * Logs one line per mail (recipient and subject) at level info instead of sending it; nothing is
 * composed. Through Payload's logger, so LOG_LEVEL=warn silences it (a rush of orders writes
 * two such lines per order, synchronously when the output is a pipe).
 */
function logOnlyAdapter(defaults: Defaults): EmailAdapter {
  return ({ payload }) => ({
    name: 'log-only',
    ...defaults,
    sendEmail: async (message) => {
      payload.logger.info(`[E-Mail, nicht versendet: SMTP_HOST fehlt] an ${String(message.to)}: ${message.subject}`)
    },
  })
}
