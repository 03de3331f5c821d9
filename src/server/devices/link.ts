import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { acceptsReport, DEVICE_COMMAND_STATUSES, isFinal, isOpenCommand, REPORTED_STATUSES } from '@/src/domain/devices'
import { fillPlaceholders } from '@/src/domain/text'
import { ApiError } from '@/src/server/api/apiError'
import { jsonBody } from '@/src/server/api/responses'
import { announceDataChange } from '@/src/server/cache/announceDataChange'
import { poolOf } from '@/src/server/db/pool'
import { transactionDb } from '@/src/server/db/transaction'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import { commandOf, commandSource, type DeviceCommand } from './commandColumns'
import { DEVICE_COMMAND_TEXTS as T } from './texts'

/** The device a call of `/api/devices/link/{token}/…` comes from. */
export type LinkedDevice = { id: number; identifier: string }

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/
/** A device's log: plain text of at most 1 MB. */
const MAX_LOG_BYTES = 1024 * 1024

/**
 * The enabled device whose access key is the path's `token`, else 404 'Nicht gefunden.'. Every
 * call counts as the device being seen (`lastSeenAt`).
 */
export async function linkedDevice(req: PayloadRequest): Promise<LinkedDevice> {
  const token = String(req.routeParams?.token ?? '')
  if (!TOKEN.test(token)) throw new ApiError(T.linkNotFound, 404)
  const { rows } = await poolOf(req.payload).query<{ id: number; identifier: string }>(
    'UPDATE devices SET last_seen_at = now() WHERE access_token = $1 AND is_enabled RETURNING id, identifier',
    [token],
  )
  if (!rows[0]) throw new ApiError(T.linkNotFound, 404)
  return { id: Number(rows[0].id), identifier: rows[0].identifier }
}

/** The device's command while it is still to be carried out (pending or running), else null. */
export async function openCommand(req: Pick<PayloadRequest, 'payload'>, deviceId: number): Promise<DeviceCommand | null> {
  const device = await req.payload.findByID({ collection: 'devices', id: deviceId, depth: 0, disableErrors: true, overrideAccess: true, select: { command: true } })
  const command = commandOf(device?.command)
  return command && isOpenCommand(command.status) ? command : null
}

const reportSchema = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(REPORTED_STATUSES),
  message: z.string().max(500).optional(),
  log: z.string().max(MAX_LOG_BYTES).optional(),
})

async function storeLog(req: PayloadRequest, device: LinkedDevice, log: string): Promise<number> {
  const data = Buffer.from(log, 'utf8')
  if (data.length > MAX_LOG_BYTES) throw new ApiError(T.invalidReport, 400, 'log')
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

/**
 * `POST /api/devices/link/{token}/command`: the device reports on its command `{ id, status:
 * 'running' | 'done' | 'failed', message?, log? }` (a requested log as plain text with 'done').
 * 409 'Dieser Befehl gilt nicht mehr.' when the command was replaced or is finished already, or the
 * step goes back; the check and the write are one statement, so two reports never both count.
 */
export async function reportCommand(req: PayloadRequest): Promise<DeviceCommand | null> {
  const device = await linkedDevice(req)
  const parsed = reportSchema.safeParse(await jsonBody(req, MAX_LOG_BYTES + 4096))
  if (!parsed.success) throw new ApiError(T.invalidReport, 400)
  const report = parsed.data
  const from = DEVICE_COMMAND_STATUSES.filter((status) => acceptsReport(status, report.status))
  return inTransaction(req, async () => {
    const db = await transactionDb(req.payload, req)
    const updated = await db.execute(sql`UPDATE devices SET command_status = ${report.status}, command_message = ${report.message ?? null},
        command_finished_at = ${isFinal(report.status) ? new Date().toISOString() : null}, updated_at = now()
      WHERE id = ${device.id} AND command_uid = ${report.id} AND command_status::text IN (${sql.join(from.map((status) => sql`${status}`), sql`, `)})
      RETURNING command_type, command_issued_at`)
    const row = (updated as unknown as { rows: { command_type: DeviceCommand['type']; command_issued_at: Date | string | null }[] }).rows[0]
    if (!row) throw new ApiError(T.staleCommand, 409)
    if (report.log !== undefined && row.command_type === 'sendLogs') {
      const uploadId = await storeLog(req, device, report.log)
      await db.execute(sql`UPDATE devices SET device_log_id = ${uploadId} WHERE id = ${device.id}`)
    }
    await announceDataChange(req.payload, req, commandSource(device.id))
    const issuedAt = row.command_issued_at === null ? null : new Date(row.command_issued_at).toISOString()
    return { id: report.id, type: row.command_type, status: report.status, issuedAt }
  })
}
