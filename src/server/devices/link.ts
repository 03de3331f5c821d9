import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { deviceCommandReport, MAX_DEVICE_LOG_BYTES, type DeviceCommand } from '@/src/domain/contracts/devices'
import { acceptsReport, DEVICE_COMMAND_STATUSES, isFinal, isOpenCommand } from '@/src/domain/devices'
import { fillPlaceholders } from '@/src/domain/text'
import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { announceDataChange } from '@/src/server/cache/announceDataChange'
import { poolOf } from '@/src/server/db/pool'
import { transactionDb } from '@/src/server/db/transaction'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import { commandSource, type DeviceKind } from './kinds'
import { DEVICE_COMMAND_TEXTS as T } from './texts'
import { commandOf } from './toDomain'

/** The device a call of `/api/{devices}/link/{key}/…` comes from. */
export type LinkedDevice = { id: number; identifier: string }

const KEY = /^[A-Za-z0-9_-]{32,128}$/

/**
 * The enabled device of the kind whose key is the path's `token`, else 404 'Nicht gefunden.'.
 * Every call counts as the device being seen (`lastSeenAt`); `seen` adds columns to set with it
 * (the TV's heartbeat names its scene).
 */
export async function linkedDevice(req: PayloadRequest, kind: DeviceKind, seen: Record<string, string | null> = {}): Promise<LinkedDevice> {
  const token = String(req.routeParams?.token ?? '')
  if (!KEY.test(token)) throw new ApiError(T.linkNotFound, 404)
  const columns = Object.keys(seen)
  const { rows } = await poolOf(req.payload).query<{ id: number; identifier: string }>(
    `UPDATE ${kind.table} SET last_seen_at = now()${columns.map((column, index) => `, ${column} = $${index + 2}`).join('')}
     WHERE ${kind.keyColumn} = $1 AND is_enabled RETURNING id, identifier`,
    [token, ...Object.values(seen)],
  )
  if (!rows[0]) throw new ApiError(T.linkNotFound, 404)
  return { id: Number(rows[0].id), identifier: rows[0].identifier }
}

/** The device's command while it is still to be carried out (pending or running), else null. */
export async function openCommand(req: Pick<PayloadRequest, 'payload'>, kind: DeviceKind, deviceId: number): Promise<DeviceCommand | null> {
  const device = await req.payload.findByID({ collection: kind.collection, id: deviceId, depth: 0, disableErrors: true, overrideAccess: true, select: { command: true } })
  const command = commandOf(device?.command)
  return command && isOpenCommand(command.status) ? command : null
}

async function storeLog(req: PayloadRequest, device: LinkedDevice, log: string): Promise<number> {
  const data = Buffer.from(log, 'utf8')
  if (data.length > MAX_DEVICE_LOG_BYTES) throw new ApiError(T.invalidReport, 400, 'log')
  const time = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')
  const upload = await req.payload.create({
    collection: 'uploads',
    data: { alt: fillPlaceholders(T.logTitle, { device: device.identifier }), purpose: 'deviceLog' },
    file: { data, mimetype: 'text/plain', name: fillPlaceholders(T.logFileName, { device: device.identifier, time }), size: data.length },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return upload.id
}

type ReportedRow = { command_type: string; command_issued_at: Date | string | null }

/**
 * `POST /api/{devices}/link/{key}/command`: the device reports on its command `{ id, status:
 * 'running' | 'done' | 'failed', message?, log? }` (a requested log as plain text with 'done').
 * 409 'Dieser Befehl gilt nicht mehr.' when the command was replaced, aborted or is finished
 * already, or the step goes back; the check and the write are one statement, so two reports never
 * both count.
 */
export async function reportCommand(req: PayloadRequest, kind: DeviceKind): Promise<DeviceCommand> {
  const device = await linkedDevice(req, kind)
  const parsed = deviceCommandReport.safeParse(await jsonBody(req, MAX_DEVICE_LOG_BYTES + 4096))
  if (!parsed.success) throw new ApiError(T.invalidReport, 400)
  const report = parsed.data
  const from = DEVICE_COMMAND_STATUSES.filter((status) => acceptsReport(status, report.status))
  return inTransaction(req, async () => {
    const db = await transactionDb(req.payload, req)
    const updated = await db.execute(sql`UPDATE ${sql.identifier(kind.table)} SET command_status = ${report.status}, command_message = ${report.message ?? null},
        command_finished_at = ${isFinal(report.status) ? new Date().toISOString() : null}, updated_at = now()
      WHERE id = ${device.id} AND command_uid = ${report.id} AND command_status::text IN (${sql.join(from.map((status) => sql`${status}`), sql`, `)})
      RETURNING command_type, command_issued_at`)
    const row = (updated as unknown as { rows: ReportedRow[] }).rows[0]
    if (!row) throw new ApiError(T.staleCommand, 409)
    if (report.log !== undefined && row.command_type === 'sendLogs' && kind.logColumn) {
      const uploadId = await storeLog(req, device, report.log)
      await db.execute(sql`UPDATE ${sql.identifier(kind.table)} SET ${sql.identifier(kind.logColumn)} = ${uploadId} WHERE id = ${device.id}`)
    }
    await announceDataChange(req.payload, req, commandSource(kind, device.id))
    const issuedAt = row.command_issued_at === null ? null : new Date(row.command_issued_at).toISOString()
    return { id: report.id, type: row.command_type, status: report.status, issuedAt }
  })
}
