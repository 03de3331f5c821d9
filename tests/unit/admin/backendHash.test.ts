import { describe, expect, it } from '@jest/globals'

import { backendPathOfHash } from '@/src/domain/admin'

const SLUGS = ['sites', 'navigations', 'orders']

describe('older back-office addresses with a hash (spec 002 §2)', () => {
  it.each([
    ['#/sites', '/backend/collections/sites'],
    ['#/navigations', '/backend/collections/navigations'],
    ['#/navigations/', '/backend/collections/navigations'],
    ['#/dashboard', '/backend'],
  ])('%s opens %s', (hash, path) => {
    expect(backendPathOfHash(hash, '/backend', SLUGS)).toBe(path)
  })

  it.each(['', '#', '#/', '#/unbekannt', '#sites', '#/sites/12/../x', '#/SITES'])('%s changes nothing', (hash) => {
    expect(backendPathOfHash(hash, '/backend', SLUGS)).toBeNull()
  })
})
