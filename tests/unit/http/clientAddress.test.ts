import { describe, expect, it } from '@jest/globals'

import { clientAddressOf, normalizeAddress, trustedProxies } from '@/src/server/http/clientAddress'

const none = trustedProxies('')
const loadBalancer = trustedProxies('10.0.0.0/8, 192.168.1.5')

describe('clientAddressOf: the client is the socket peer unless a configured proxy vouches for it', () => {
  it.each<[string, string, string | undefined, ReturnType<typeof trustedProxies>, string]>([
    ['no proxies configured: a forged header is ignored', '203.0.113.9', '1.2.3.4', none, '203.0.113.9'],
    ['no proxies configured: IPv4 on a dual-stack socket', '::ffff:127.0.0.1', '9.9.9.9, 8.8.8.8', none, '127.0.0.1'],
    ['a trusted proxy: the entry it appended is the client', '10.1.2.3', '198.51.100.4', loadBalancer, '198.51.100.4'],
    ['a trusted proxy: entries before the first untrusted hop are claims', '10.1.2.3', '1.1.1.1, 198.51.100.4', loadBalancer, '198.51.100.4'],
    ['two trusted hops', '10.1.2.3', '1.1.1.1, 198.51.100.4, 192.168.1.5', loadBalancer, '198.51.100.4'],
    ['an untrusted peer cannot hand on a header', '198.51.100.4', '10.0.0.7', loadBalancer, '198.51.100.4'],
    ['a trusted proxy without a header is itself the client', '10.1.2.3', undefined, loadBalancer, '10.1.2.3'],
    ['a garbage entry stops at the last trusted hop', '10.1.2.3', 'kein-ip', loadBalancer, '10.1.2.3'],
  ])('%s', (_, socket, forwarded, trusted, expected) => {
    expect(clientAddressOf(socket, forwarded, trusted)).toBe(expected)
  })

  it('normalises addresses with brackets and ports', () => {
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress('192.0.2.1:8080')).toBe('192.0.2.1')
  })

  it('refuses a TRUSTED_PROXIES entry that is no address', () => {
    expect(() => trustedProxies('10.0.0.0/8, proxy.intern')).toThrow('TRUSTED_PROXIES: "proxy.intern" ist weder eine IP-Adresse noch ein CIDR-Bereich.')
  })
})
