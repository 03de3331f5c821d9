export const DEMO_ADMIN_EMAIL = 'admin@alpenkueche.at'
const DEMO_ADMIN_PASSWORD = 'demo1234'

/**
 * Demo accounts with known passwords (employees, shop customers) exist only in development; the
 * production seed creates none and never prints a password.
 */
export const demoAccountsWanted = (): boolean => process.env.NODE_ENV !== 'production'

export type AdminAccount = { email: string; password: string }

/**
 * The first administrator the seed creates. SEED_ADMIN_PASSWORD (with SEED_ADMIN_EMAIL, else the
 * demo admin's address) when given; otherwise the demo admin with the demo password in
 * development, and none in production (the log says how to create one, see NO_ADMIN_HINT).
 */
export function firstAdminAccount(): AdminAccount | null {
  const email = process.env.SEED_ADMIN_EMAIL?.trim() || DEMO_ADMIN_EMAIL
  if (process.env.SEED_ADMIN_PASSWORD) return { email, password: process.env.SEED_ADMIN_PASSWORD }
  if (demoAccountsWanted()) return { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }
  return null
}

/** Logged at start while no staff user exists and none is configured; it names no password. */
export const NO_ADMIN_HINT =
  'Es gibt noch keinen Administrator. Setzen Sie SEED_ADMIN_EMAIL und SEED_ADMIN_PASSWORD (z. B. in der Umgebung des Dienstes) und starten Sie den Server neu: Der erste Administrator wird dann mit diesen Daten angelegt. Entfernen Sie SEED_ADMIN_PASSWORD danach wieder.'
