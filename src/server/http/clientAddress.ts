import { BlockList, isIP } from 'node:net'

/**
 * Who is the client? Only the socket's peer is a fact; an `X-Forwarded-For` entry is a claim of
 * whoever wrote it. The claims are believed only from hops configured as trusted proxies
 * (`TRUSTED_PROXIES`: addresses or CIDR ranges, comma-separated; default none), read from the
 * right: the first hop that is not a trusted proxy is the client.
 */
export type TrustedProxies = { contains: (address: string) => boolean; isEmpty: boolean }

/** Parses `TRUSTED_PROXIES`; an entry that is neither an address nor a CIDR range is an error. */
export function trustedProxies(setting = process.env.TRUSTED_PROXIES ?? ''): TrustedProxies {
  const list = new BlockList()
  const entries = setting.split(',').map((entry) => entry.trim()).filter(Boolean)
  for (const entry of entries) {
    const [address, prefix] = entry.split('/')
    const family = isIP(address)
    if (!family || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" ist weder eine IP-Adresse noch ein CIDR-Bereich.`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return {
    isEmpty: entries.length === 0,
    contains: (candidate) => {
      const address = normalizeAddress(candidate)
      const family = isIP(address)
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is `10.0.0.1`; brackets and ports are dropped. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  if (mapped) return mapped[1]
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed)
  return withPort ? withPort[1] : trimmed.toLowerCase()
}

/**
 * The client's address: the socket's peer, or, while that peer is a trusted proxy, the entry of
 * `X-Forwarded-For` it appended. An unparseable entry stops the walk at the last trusted hop.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  let client = normalizeAddress(socketAddress ?? '') || 'unbekannt'
  if (trusted.isEmpty || !forwardedFor) return client
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map(normalizeAddress).filter(Boolean)
  while (trusted.contains(client) && hops.length > 0) {
    const next = hops.pop() as string
    if (!isIP(next)) break
    client = next
  }
  return client
}

/** The request header through which the app server hands the verified client address to the app. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'
