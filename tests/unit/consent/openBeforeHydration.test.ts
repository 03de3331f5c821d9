import { createHash } from 'node:crypto'

import { describe, expect, it } from '@jest/globals'

import { OPEN_CONSENT_SCRIPT, OPEN_CONSENT_SCRIPT_HASH } from '@/storefront/consent/openBeforeHydration'

type Page = { storage?: string | null; cookie?: string; storageThrows?: boolean; alreadyOpen?: boolean }

/** Runs the inline script against a dialog of version 'v2' and tells whether it opened it. */
function opens({ storage = null, cookie = '', storageThrows = false, alreadyOpen = false }: Page): boolean {
  let opened = false
  const dialog = { open: alreadyOpen, getAttribute: (name: string) => (name === 'data-version' ? 'v2' : null), showModal: () => { opened = true } }
  const document = { currentScript: { previousElementSibling: dialog }, cookie }
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('storage disabled')
      return key === 'gastro.consent' ? storage : null
    },
  }
  new Function('document', 'localStorage', OPEN_CONSENT_SCRIPT)(document, localStorage)
  return opened
}

const stored = (version: string) => JSON.stringify({ settings: { analytics: true }, timestamp: '2026-11-25T10:00:00Z', version })

describe('the consent modal opened before hydration', () => {
  it('opens for a first visitor', () => {
    expect(opens({})).toBe(true)
  })

  it('stays closed when the stored decision was made on the current configuration', () => {
    expect(opens({ storage: stored('v2') })).toBe(false)
    expect(opens({ cookie: `theme=dark; consent=${encodeURIComponent(stored('v2'))}` })).toBe(false)
    expect(opens({ storageThrows: true, cookie: `consent=${encodeURIComponent(stored('v2'))}` })).toBe(false)
  })

  it('opens when the configuration changed since the decision', () => {
    expect(opens({ storage: stored('v1') })).toBe(true)
    expect(opens({ cookie: `consent=${encodeURIComponent(stored('v1'))}` })).toBe(true)
  })

  it('reads the cookie when the stored text is no decision, and ignores broken values', () => {
    expect(opens({ storage: '{kaputt', cookie: `consent=${encodeURIComponent(stored('v2'))}` })).toBe(false)
    expect(opens({ storage: JSON.stringify({ version: 'v2' }) })).toBe(true)
    expect(opens({ cookie: 'consent=%E0%A4%A' })).toBe(true)
  })

  it('does not open a dialog twice', () => {
    expect(opens({ alreadyOpen: true })).toBe(false)
  })

  it('is allowed by the hash the nonce pages name', () => {
    expect(OPEN_CONSENT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(OPEN_CONSENT_SCRIPT).digest('base64')}'`)
  })
})
