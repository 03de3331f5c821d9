import { describe, expect, it } from '@jest/globals'

import { hasPublicLink } from '@/src/domain/orders'

describe('an order with its public link', () => {
  it.each<[string, { uid?: string | null; hash?: string | null }, boolean]>([
    ['number and hash', { uid: '20261121-0001', hash: 'a1b2' }, true],
    ['no hash', { uid: '20261121-0001', hash: null }, false],
    ['no number', { hash: 'a1b2' }, false],
  ])('%s', (_, order, linked) => expect(hasPublicLink(order)).toBe(linked))
})
