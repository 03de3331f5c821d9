import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'

import { configuredServerUrl, MISSING_SERVER_URL, publicServerUrl, requiredServerUrl } from '@/src/server/environment/serverUrl'

const KEYS = ['NODE_ENV', 'NEXT_PHASE', 'NEXT_PUBLIC_SERVER_URL', 'PORT', 'PAYLOAD_SECRET'] as const
let saved: Partial<Record<(typeof KEYS)[number], string>>

beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]))
  for (const key of ['NEXT_PHASE', 'NEXT_PUBLIC_SERVER_URL', 'PORT'] as const) delete process.env[key]
})
afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key]
    else Object.assign(process.env, { [key]: saved[key] })
  }
})

describe('the configured public address', () => {
  it('is read without a trailing slash', () => {
    process.env.NEXT_PUBLIC_SERVER_URL = ' https://shop.example.at/ '
    expect(configuredServerUrl()).toBe('https://shop.example.at')
    expect(publicServerUrl()).toBe('https://shop.example.at')
  })

  it('falls back to localhost and PORT in development and tests', () => {
    Object.assign(process.env, { NODE_ENV: 'development' })
    expect(configuredServerUrl()).toBeUndefined()
    expect(publicServerUrl()).toBe('http://localhost:3000')
    process.env.PORT = '4123'
    expect(publicServerUrl()).toBe('http://localhost:4123')
  })

  it('is required in production, with a clear German and English message', () => {
    Object.assign(process.env, { NODE_ENV: 'production' })
    expect(() => requiredServerUrl()).toThrow(MISSING_SERVER_URL)
    expect(() => publicServerUrl()).toThrow(/NEXT_PUBLIC_SERVER_URL fehlt.*required in production/)
  })

  it('is not needed while `next build` evaluates the modules', () => {
    Object.assign(process.env, { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })
    expect(requiredServerUrl()).toBeUndefined()
  })

  it('the Payload config refuses to load in production without it (so `next start` alone refuses too)', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(64) })
    await expect(import('@payload-config')).rejects.toThrow(MISSING_SERVER_URL)
  })
})
