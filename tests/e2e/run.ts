/**
 * `npm run test:e2e`: builds the app, starts it the production way on a throw-away database and a
 * free port, runs Playwright against it (extra arguments are passed through) and cleans up.
 * SKIP_BUILD=1 reuses the current build while iterating on tests.
 */
import { createRequire } from 'node:module'

import { buildApp, run, startProductionServer } from '../support/productionServer'
import { E2E_ADMIN } from './support/accounts'

const require = createRequire(import.meta.url)

async function main(): Promise<number> {
  const built = await buildApp()
  if (built !== 0) return built
  // The browser tests sign staff and customers in many times a minute from one address; the sign-in
  // limit itself is proven by the integration tests (tests/int/rest/rateLimits.test.ts).
  const server = await startProductionServer({ SEED_ADMIN_PASSWORD: E2E_ADMIN.password, LOGIN_RATE_LIMIT: '1000' })
  try {
    const cli = require.resolve('@playwright/test/cli')
    // E2E_DATABASE_URL lets a test write what the admin cannot (a page type of an older version).
    return await run(process.execPath, [cli, 'test', ...process.argv.slice(2)], { BASE_URL: server.baseUrl, E2E_DATABASE_URL: server.databaseUrl })
  } finally {
    await server.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
