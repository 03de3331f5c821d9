import type { Payload } from 'payload'

import { deviceClassOf } from '@/src/domain/qr/deviceClass'
import { qrRedirect, type QrRedirect } from '@/src/domain/qr/target'

import { countAgainstLimit } from '../rateLimit'
import { scannableCode, type ScannableCode } from './codes'

/** How a scan is stored: an analytics-log entry of this category (the statistics read it, see docs/decisions.md). */
export const QR_SCAN = { category: 'qr-code', action: 'scan' } as const

/** What of the scanning request matters: its user agent (only its device class is kept) and the client address of the abuse limit. */
export type ScanRequest = { userAgent: string | null; clientAddress: string; isPrefetch?: boolean }

/**
 * One scan as an analytics-log entry: type = device class (phone, tablet, desktop), name = the
 * code's identifier, path = the target path; data = the code's, its branch's and table's ids.
 * No user agent and no address are stored.
 */
async function recordScan(payload: Payload, code: ScannableCode, redirect: QrRedirect, userAgent: string | null): Promise<void> {
  await payload.create({
    collection: 'analytics-logs',
    data: {
      ...QR_SCAN,
      type: deviceClassOf(userAgent),
      name: code.identifier,
      path: redirect.path,
      data: { code: code.id, branch: code.branchId, table: code.tableId },
    },
    depth: 0,
    overrideAccess: true,
    select: {},
  })
}

/**
 * A visit of the short URL /q/{identifier}: the redirect of the code (see qrRedirect), or null for
 * an unknown identifier (the page answers 404). The scan is recorded first, unless it is a
 * browser's prefetch or the client exceeded the analytics limit (then the visitor is redirected
 * all the same, uncounted; so when the scan cannot be stored).
 */
export async function scanQrCode(payload: Payload, identifier: string, request: ScanRequest): Promise<QrRedirect | null> {
  const code = await scannableCode(payload, identifier)
  if (!code) return null
  const redirect = qrRedirect(code)
  if (request.isPrefetch) return redirect
  try {
    if (!(await countAgainstLimit(payload, 'analytics', request.clientAddress))) await recordScan(payload, code, redirect, request.userAgent)
  } catch (error) {
    // A scan that cannot be counted still takes the visitor where the code leads.
    payload.logger.error({ err: error, code: code.identifier }, 'QR-Scan konnte nicht gespeichert werden')
  }
  return redirect
}
