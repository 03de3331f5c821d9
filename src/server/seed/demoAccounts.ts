import { randomBytes } from 'node:crypto'

export const DEMO_ADMIN_EMAIL = 'admin@alpenkueche.at'
export const DEMO_ADMIN_PASSWORD = 'demo1234'

/**
 * The demo admin's password. Development uses the documented demo password; production takes
 * SEED_ADMIN_PASSWORD or a random one that is printed once, never a known default.
 */
export function adminPassword(): { password: string; generated: boolean } {
  if (process.env.SEED_ADMIN_PASSWORD) return { password: process.env.SEED_ADMIN_PASSWORD, generated: false }
  if (process.env.NODE_ENV !== 'production') return { password: DEMO_ADMIN_PASSWORD, generated: false }
  return { password: randomBytes(12).toString('base64url'), generated: true }
}
