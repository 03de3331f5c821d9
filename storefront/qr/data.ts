import configPromise from '@payload-config'
import { getPayload } from 'payload'

import type { QrRedirect } from '@/src/domain/qr/target'
import { scanQrCode } from '@/src/server/qr/scan'
import { clientAddress } from '@/src/server/rateLimit'

/** The request headers a landing reads. */
type RequestHeaders = { get(name: string): string | null }

/** A browser's speculative load (prefetch, prerender) is no scan. */
const isPrefetch = (headers: RequestHeaders): boolean =>
  /prefetch|prerender/i.test(`${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('next-router-prefetch') ? 'prefetch' : ''}`)

/** The short URL /q/{identifier} of a request: the scan recorded and the redirect, or null for an unknown code (404). */
export async function qrLanding(identifier: string, headers: RequestHeaders): Promise<QrRedirect | null> {
  return scanQrCode(await getPayload({ config: configPromise }), identifier, {
    userAgent: headers.get('user-agent'),
    clientAddress: clientAddress({ headers: headers as Headers }),
    isPrefetch: isPrefetch(headers),
  })
}
