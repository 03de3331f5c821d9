import type { ClientBase } from 'pg'

import { SqlParams } from '@/src/server/statistics/sql'

import { BENCH_MARK, momentOf, pick, SHARES } from './marks'
import { CONSENTS, DEVICES, EVENT_SEQUENCE, expand, HOURS, PAGES, REFERRERS } from './profiles'

const devices = expand(DEVICES)

/** A parameter added to the statement the first time it is used (PostgreSQL refuses parameters the text does not mention). */
const once = (p: SqlParams, value: unknown, cast: string) => {
  let placeholder: string | undefined
  return () => (placeholder ??= p.add(value, cast))
}

/** The weighted picks of the profiles as array parameters of one statement. */
function profileParams(p: SqlParams, days: number) {
  return {
    userAgents: once(p, devices.map((device) => device.userAgent), 'text[]'),
    widths: once(p, devices.map((device) => device.width), 'int[]'),
    heights: once(p, devices.map((device) => device.height), 'int[]'),
    ratios: once(p, devices.map((device) => device.pixelRatio), 'numeric[]'),
    classes: once(p, devices.map((device) => device.deviceClass), 'text[]'),
    pages: once(p, expand(PAGES).map((page) => page.path), 'text[]'),
    referrers: once(p, expand(REFERRERS).map((referrer) => referrer.url), 'text[]'),
    consents: once(p, expand(CONSENTS).map((consent) => consent.name), 'text[]'),
    events: once(p, [...EVENT_SEQUENCE], 'text[]'),
    hours: once(p, HOURS, 'int[]'),
    days: once(p, days, 'int'),
  }
}

type Profiles = ReturnType<typeof profileParams>

/** Random numbers per row of generate_series(1, count) AS n, computed once each (a subquery with volatile columns is not flattened). */
const randomRows = (count: string, names: string[]) =>
  `(SELECT n, ${names.map((name) => `random() AS ${name}`).join(', ')} FROM generate_series(1, ${count}) n)`

/** The device report of a page load: `x` has the device index `d`, the landing path and r_referrer, r_dark. */
const deviceData = (q: Profiles) => {
  const at = (array: string) => `(${array})[x.d]`
  return `jsonb_build_object(
    'language', 'de-AT', 'languages', jsonb_build_array('de-AT', 'de', 'en'), 'userAgent', ${at(q.userAgents())},
    'documentReferrer', ${pick(q.referrers(), 'x.r_referrer')},
    'screenWidth', ${at(q.widths())}, 'screenHeight', ${at(q.heights())}, 'screenAvailWidth', ${at(q.widths())}, 'screenAvailHeight', ${at(q.heights())} - 40,
    'windowInnerWidth', ${at(q.widths())}, 'windowInnerHeight', ${at(q.heights())} - 120, 'windowDevicePixelRatio', ${at(q.ratios())},
    'orientation', CASE WHEN ${at(q.widths())} < ${at(q.heights())} THEN 'portrait' ELSE 'landscape' END,
    'darkMode', CASE WHEN x.r_dark < 0.3 THEN 'true'::jsonb WHEN x.r_dark < 0.95 THEN 'false'::jsonb ELSE 'null'::jsonb END,
    'path', x.landing, 'bench', '${BENCH_MARK}')`
}

const INSERT = 'INSERT INTO analytics_logs (category, type, action, name, data, data_summary, session_id, path, user_agent, created_at, updated_at)'

/**
 * Visits as sessions: a device report, a consent decision (most visitors), 1 to 7 page views and
 * 0 to 4 events (add to cart … purchase), 47 seconds apart, all with the session's id and user
 * agent; `sessions` are started and the entries cut off at `entries`.
 */
function sessionsStatement(entries: number, sessions: number, days: number) {
  const p = new SqlParams()
  const q = profileParams(p, days)
  const columns = `
    CASE x.kind WHEN 'device' THEN 'device' WHEN 'consent' THEN 'consent' WHEN 'page' THEN 'navigation' ELSE 'event' END AS category,
    CASE x.kind WHEN 'device' THEN 'init' WHEN 'consent' THEN 'update' WHEN 'page' THEN 'page-view' ELSE 'event' END AS type,
    CASE x.kind WHEN 'page' THEN 'view' WHEN 'event' THEN x.event END AS action,
    CASE x.kind WHEN 'device' THEN 'device-init' WHEN 'consent' THEN x.consent WHEN 'page' THEN x.page ELSE x.event END AS name,
    CASE x.kind
      WHEN 'device' THEN ${deviceData(q)}
      WHEN 'consent' THEN jsonb_build_object('settings', jsonb_build_object('required', true, 'analytics', x.consent <> 'required', 'marketing', x.consent = 'all'),
        'version', '2026-03', 'path', x.landing, 'bench', '${BENCH_MARK}')
      WHEN 'page' THEN jsonb_build_object('source', 'router', 'path', x.page, 'title', 'Alpenküche', 'bench', '${BENCH_MARK}')
      ELSE jsonb_build_object('path', x.landing, 'items', 1 + x.k % 3, 'bench', '${BENCH_MARK}')
    END AS data,
    x.session_id, CASE x.kind WHEN 'page' THEN x.page ELSE x.landing END AS path, (${q.userAgents()})[x.d] AS user_agent, x.at`
  const text = `${INSERT}
    SELECT e.category, e.type, e.action, e.name, e.data, left(e.data::text, 500), e.session_id, e.path, e.user_agent, e.at, e.at FROM (
      SELECT ${columns} FROM (
        SELECT s.*, k,
          CASE WHEN k = 0 THEN 'device' WHEN k <= s.consents THEN 'consent' WHEN k <= s.consents + s.pages THEN 'page' ELSE 'event' END AS kind,
          CASE WHEN k = s.consents + 1 THEN s.landing ELSE ${pick(q.pages(), 'random()')} END AS page,
          (${q.events()})[1 + greatest(0, k - 1 - s.consents - s.pages) % cardinality(${q.events()})] AS event,
          s.started + k * interval '47 seconds' AS at, ${pick(q.consents(), 's.r_consent / 0.85')} AS consent
        FROM (
          SELECT r.*, md5('${BENCH_MARK}-' || r.n || random())::uuid::text AS session_id, 1 + floor(r.r_device * cardinality(${q.userAgents()}))::int AS d,
            ${momentOf(q.days(), q.hours(), 'r.r_day', 'r.r_hour', 'r.r_minute')} AS started,
            ${pick(q.pages(), 'r.r_landing')} AS landing,
            (r.r_consent < 0.85)::int AS consents, 1 + floor(power(r.r_pages, 1.6) * 7)::int AS pages,
            floor(power(r.r_events, 2) * 5)::int AS events
          FROM ${randomRows(p.add(sessions, 'int'), ['r_device', 'r_day', 'r_hour', 'r_minute', 'r_landing', 'r_consent', 'r_pages', 'r_events', 'r_referrer', 'r_dark'])} r
        ) s CROSS JOIN LATERAL generate_series(0, s.consents + s.pages + s.events) k
      ) x
    ) e
    LIMIT ${p.add(entries, 'int')}`
  return { text, values: p.values }
}

/** Device reports without session (a page load before its session began): each one visitor of its own. */
function sessionlessStatement(entries: number, days: number) {
  const p = new SqlParams()
  const q = profileParams(p, days)
  const text = `${INSERT}
    SELECT 'device', 'init', NULL, 'device-init', x.data, left(x.data::text, 500), NULL, x.landing, (${q.userAgents()})[x.d], x.at, x.at FROM (
      SELECT x.*, ${deviceData(q)} AS data FROM (
        SELECT r.*, 1 + floor(r.r_device * cardinality(${q.userAgents()}))::int AS d, ${pick(q.pages(), 'r.r_landing')} AS landing,
          ${momentOf(q.days(), q.hours(), 'r.r_day', 'r.r_hour', 'r.r_minute')} AS at
        FROM ${randomRows(p.add(entries, 'int'), ['r_device', 'r_day', 'r_hour', 'r_minute', 'r_landing', 'r_referrer', 'r_dark'])} r
      ) x
    ) x`
  return { text, values: p.values }
}

/** A QR code a scan may name. */
export type ScannedCode = { id: number; identifier: string; path: string; branchId: number | null; tableId: number | null }

/** QR code scans as src/server/qr/scan.ts stores them: device class, the code's identifier, target path without query and ids; no user agent. */
function scansStatement(entries: number, days: number, codes: ScannedCode[]) {
  const p = new SqlParams()
  const q = profileParams(p, days)
  const code = {
    ids: p.add(codes.map((c) => c.id), 'int[]'),
    identifiers: p.add(codes.map((c) => c.identifier), 'text[]'),
    paths: p.add(codes.map((c) => c.path.split('?')[0]), 'text[]'),
    branches: p.add(codes.map((c) => c.branchId), 'int[]'),
    tables: p.add(codes.map((c) => c.tableId), 'int[]'),
  }
  const text = `${INSERT}
    SELECT 'qr-code', x.device_class, 'scan', (${code.identifiers})[x.c], x.data, left(x.data::text, 500), NULL, (${code.paths})[x.c], NULL, x.at, x.at FROM (
      SELECT x.*, jsonb_build_object('code', (${code.ids})[x.c], 'branch', (${code.branches})[x.c], 'table', (${code.tables})[x.c], 'bench', '${BENCH_MARK}') AS data FROM (
        SELECT r.*, 1 + floor(power(r.r_code, 1.5) * cardinality(${code.ids}))::int AS c, ${pick(q.classes(), 'r.r_device')} AS device_class,
          ${momentOf(q.days(), q.hours(), 'r.r_day', 'r.r_hour', 'r.r_minute')} AS at
        FROM ${randomRows(p.add(entries, 'int'), ['r_device', 'r_day', 'r_hour', 'r_minute', 'r_code'])} r
      ) x
    ) x`
  return { text, values: p.values }
}

/**
 * `entries` analytics-log entries over the last `days` days, each marked with `data.bench`: QR
 * scans of `codes` and device reports without session as SHARES say, the rest visits of sessions.
 */
export async function generateAnalytics(client: ClientBase, entries: number, days: number, codes: ScannedCode[]): Promise<void> {
  const scans = Math.round(entries * SHARES.qrScans)
  const sessionless = Math.round(entries * SHARES.sessionlessDevices)
  const inSessions = entries - scans - sessionless
  // Sessions average about six entries: half again as many as needed are started, the LIMIT cuts the rest.
  await client.query(sessionsStatement(inSessions, Math.ceil(inSessions / 4), days))
  await client.query(sessionlessStatement(sessionless, days))
  if (codes.length) await client.query(scansStatement(scans, days, codes))
}
