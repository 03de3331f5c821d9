/**
 * `npm run build`: Next.js's production build, then a Brotli copy of each of its scripts and
 * styles for the app server to send (../http/precompressedAssets.ts).
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

import { precompressBuildAssets } from './server/precompressedAssets'

const require = createRequire(import.meta.url)

async function build(): Promise<void> {
  const next = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (next.status !== 0) process.exit(next.status ?? 1)
  const started = Date.now()
  const count = await precompressBuildAssets()
  console.log(`✓ ${count} Skripte und Stylesheets mit Brotli vorkomprimiert (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

build().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
