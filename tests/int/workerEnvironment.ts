import fs from 'node:fs'
import path from 'node:path'

/**
 * Runs in each test worker before its test files: the worker's own database and media folder
 * (globalSetup.ts made one database per worker), so parallel files never share data.
 */
const urls = (process.env.INT_DATABASE_URLS ?? '').split(' ').filter(Boolean)
const worker = Number(process.env.JEST_WORKER_ID ?? 1)
if (urls.length > 0) process.env.DATABASE_URL = urls[(worker - 1) % urls.length]
if (process.env.INT_MEDIA_ROOT) {
  process.env.MEDIA_DIR = path.join(process.env.INT_MEDIA_ROOT, `worker-${worker}`)
  fs.mkdirSync(process.env.MEDIA_DIR, { recursive: true })
}
