import { DEMO_ADMIN_EMAIL } from '@/seed/demoAccounts'

/** The seeded admin the e2e run signs in with; run.ts hands the password to the seed. */
export const E2E_ADMIN = { email: DEMO_ADMIN_EMAIL, password: 'e2e-admin-passwort' }
