/**
 * The abuse limits: requests of the public calls per client address and window, and the
 * notifications an anonymous order may cause (per client, per phone number, per e-mail address).
 * Each can be set by its environment variable (load tests lift them); docs/operations.md lists them.
 */
export type LimitName = keyof typeof RATE_LIMITS

type Limit = { env: string; limit: number; windowMs: number }

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const RATE_LIMITS = {
  login: { env: 'LOGIN_RATE_LIMIT', limit: 20, windowMs: MINUTE },
  signup: { env: 'SIGNUP_RATE_LIMIT', limit: 10, windowMs: HOUR },
  passwordReset: { env: 'PASSWORD_RESET_RATE_LIMIT', limit: 10, windowMs: HOUR },
  order: { env: 'ORDER_RATE_LIMIT', limit: 60, windowMs: MINUTE },
  publicOrder: { env: 'PUBLIC_ORDER_RATE_LIMIT', limit: 120, windowMs: MINUTE },
  customerUpload: { env: 'CUSTOMER_UPLOAD_RATE_LIMIT', limit: 30, windowMs: MINUTE },
  analytics: { env: 'ANALYTICS_RATE_LIMIT', limit: 240, windowMs: MINUTE },
  contactForm: { env: 'CONTACT_FORM_RATE_LIMIT', limit: 10, windowMs: HOUR },
  notificationsPerClient: { env: 'NOTIFICATIONS_PER_CLIENT_LIMIT', limit: 10, windowMs: HOUR },
  smsPerNumber: { env: 'SMS_PER_NUMBER_LIMIT', limit: 3, windowMs: HOUR },
  mailsPerAddress: { env: 'MAILS_PER_ADDRESS_LIMIT', limit: 5, windowMs: HOUR },
  orderAnnouncement: { env: 'ORDER_ANNOUNCEMENTS_PER_ORDER', limit: 1, windowMs: 30 * 24 * HOUR },
  timeClockPin: { env: 'TIME_CLOCK_PIN_LIMIT', limit: 5, windowMs: 15 * MINUTE },
  contentAi: { env: 'CONTENT_AI_RATE_LIMIT', limit: 30, windowMs: HOUR },
} satisfies Record<string, Limit>

/** The limit in force: the environment's number when it is a positive integer, else the default. */
export function limitOf(name: LimitName): { limit: number; windowMs: number } {
  const { env, limit, windowMs } = RATE_LIMITS[name]
  const configured = Number(process.env[env])
  return { limit: Number.isInteger(configured) && configured > 0 ? configured : limit, windowMs }
}
