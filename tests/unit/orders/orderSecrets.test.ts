import { describe, expect, it } from '@jest/globals'

import { isOrderSecretPath, scrubOrderSecrets, scrubOrderSecretsDeep } from '@/src/domain/orders/orderSecrets'
import { isHttpsUrl } from '@/src/domain/orders/trackingUrl'

describe('order link secrets in analytics', () => {
  it.each([
    ['/status/20261121-1042/aB3_x-Y9', '/status/:uid/:hash'],
    ['/status/20261121-1042/aB3_x-Y9?polling=1#top', '/status/:uid/:hash?polling=1#top'],
    ['https://shop.example.at/status/20261121-1042/aB3', 'https://shop.example.at/status/:uid/:hash'],
    ['/upload/order/20261121-1042/aB3/12-1.pdf', '/upload/order/:uid/:hash/12-1.pdf'],
    ['/store/wien?hash=geheim&x=1', '/store/wien?hash=…&x=1'],
    ['/status', '/status'],
    ['/store/wien-mariahilf/checkout', '/store/wien-mariahilf/checkout'],
  ])('%s -> %s', (text, expected) => expect(scrubOrderSecrets(text)).toBe(expected))

  it('scrubs nested data and drops secret-named keys', () => {
    expect(scrubOrderSecretsDeep({ path: '/status/1/x', hash: 'x', list: ['/status/2/y', 3], inner: { orderHash: 'z', ok: true } }))
      .toEqual({ path: '/status/:uid/:hash', list: ['/status/:uid/:hash', 3], inner: { ok: true } })
  })

  it('recognises the pages whose address carries a secret', () => {
    expect(isOrderSecretPath('/status/20261121-1042/aB3')).toBe(true)
    expect(isOrderSecretPath('/upload/order/20261121-1042/aB3/12-1.pdf')).toBe(true)
    expect(isOrderSecretPath('/store/wien')).toBe(false)
  })
})

describe('tracking URLs', () => {
  it.each([
    ['https://www.post.at/sv/sendungsdetails?snr=1', true],
    ['HTTPS://Tracking.Example.at/x', true],
    ['http://tracking.example.at/x', false],
    ['javascript:alert(1)', false],
    ['https://user:pw@example.at/', false],
    ['//example.at/x', false],
    ['', false],
  ])('%s -> %s', (url, expected) => expect(isHttpsUrl(url)).toBe(expected))
})
