import { consentUpdateEvent, decideConsent, DEFAULT_CONSENT_SERVICES, TAG_SERVICE, type ConsentMode, type ConsentUpdateEvent } from '@/src/domain/consent'
import { deviceClassOf } from '@/src/domain/qr/deviceClass'
import { ANALYTICS_ENTRIES } from '@/src/domain/statistics'

import { QR_SCAN } from '@/src/server/qr/scan'

/** One analytics-log entry as the analytics-log call or a QR scan stores it (src/server/api/analytics/analyticsLog.ts, src/server/qr/scan.ts). */
export type LogRow = {
  category: string
  type: string
  action: string | null
  name: string
  data: Record<string, unknown>
  sessionId: string | null
  path: string | null
  userAgent: string | null
  createdAt: Date
}

/** The browser tab of a visit: its session and the user agent its requests carry. */
export type Visit = { sessionId: string; userAgent: string }

/** What the storefront sends: the server takes the path from `data.path` and the user agent from the request. */
const sent = (visit: Visit, at: Date, entry: Pick<LogRow, 'category' | 'type' | 'action' | 'name' | 'data'>, path: string): LogRow => ({
  ...entry,
  data: { ...entry.data, path },
  sessionId: visit.sessionId,
  path,
  userAgent: visit.userAgent,
  createdAt: at,
})

/** The device init entry of a page load (trackDeviceInit). */
export const deviceInit = (visit: Visit, at: Date, path: string, info: Record<string, unknown>): LogRow =>
  sent(visit, at, { ...ANALYTICS_ENTRIES.deviceInit, action: null, name: 'device-init', data: info }, path)

/** A page view (trackPageView); `path` with its query, as the browser shows it. */
export const pageView = (visit: Visit, at: Date, path: string, title: string): LogRow =>
  sent(visit, at, { ...ANALYTICS_ENTRIES.pageView, action: 'view', name: path, data: { source: 'router', path, title } }, path)

/** A storefront event such as 'add-to-cart' (track). */
export const storefrontEvent = (visit: Visit, at: Date, name: string, data: Record<string, unknown>, path: string): LogRow =>
  sent(visit, at, { category: ANALYTICS_ENTRIES.event.category, type: 'event', action: name, name, data }, path)

const decisions = new Map<ConsentMode, ConsentUpdateEvent>()

/**
 * The consent update of a decision in the banner as the storefront files it (category 'consent',
 * type 'update', name 'all' | 'required' | 'selected', the settings and version of the decision),
 * made on the default services the seed configures. 'selected' switches on the tag service.
 * The entry does not carry the moment of the decision: one per choice serves every visit.
 */
export function consentUpdate(mode: ConsentMode, at: Date): ConsentUpdateEvent {
  const known = decisions.get(mode)
  if (known) return known
  const selection = mode === 'selected' ? { [TAG_SERVICE]: true } : {}
  const decision = consentUpdateEvent(mode, decideConsent(mode, DEFAULT_CONSENT_SERVICES, at, selection))
  decisions.set(mode, decision)
  return decision
}

/** A consent decision of the visit (trackConsentUpdate). */
export const consentEntry = (visit: Visit, at: Date, mode: ConsentMode, path: string): LogRow =>
  sent(visit, at, { ...consentUpdate(mode, at), action: null }, path)

/** A scanned QR code as the short URL records it: no session, no user agent, only the device class. */
export type ScannedCode = { id: number; identifier: string; branchId: number | null; tableId: number | null }

export const qrScan = (code: ScannedCode, at: Date, targetPath: string, userAgent: string): LogRow => ({
  ...QR_SCAN,
  type: deviceClassOf(userAgent),
  name: code.identifier,
  data: { code: code.id, branch: code.branchId, table: code.tableId },
  sessionId: null,
  path: targetPath,
  userAgent: null,
  createdAt: at,
})
