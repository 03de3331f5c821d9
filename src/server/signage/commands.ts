import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { tvCommandInput, tvHeartbeatInput } from '@/src/domain/contracts/signage'
import { relatedId } from '@/src/domain/relations'
import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { transactionDb } from '@/src/server/db/transaction'
import { commandSource, SIGNAGE_DEVICES } from '@/src/server/devices/kinds'
import { linkedDevice, openCommand } from '@/src/server/devices/link'
import { announceDataChange } from '@/src/server/cache/announceDataChange'
import { assertBranchAccess, parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

/** The spec's messages (back-office.md §8), followed by the reason where there is one. */
const T = {
  failed: 'Befehl konnte nicht ausgeführt werden',
  abortFailed: 'Befehl konnte nicht abgebrochen werden',
  notFound: 'Der TV wurde nicht gefunden.',
  disabled: 'Der TV ist deaktiviert.',
  nothingOpen: 'Es gibt keinen offenen Befehl.',
  sceneMissing: 'Bitte geben Sie die Szene an.',
  invalidType: 'Bitte wählen Sie Neu laden, Szene anzeigen, Bildschirm aus oder Bildschirm ein.',
} as const

/** What the staff calls answer of the TV (never its API key). */
const TV_ANSWER_SELECT = { name: true, identifier: true, branch: true, stream: true, isEnabled: true, lastSeenAt: true, currentScene: true, command: true } as const

/** The TV of the path, for staff of its branch: 401/403, 404 'Der TV wurde nicht gefunden.'. */
async function staffTv(req: PayloadRequest) {
  const scope = staffScope(req.user)
  const id = parseId(req.routeParams?.id)
  const tv = id === null ? null : await req.payload.findByID({ collection: 'digital-signage-devices', id, depth: 0, disableErrors: true, overrideAccess: true, select: { branch: true, isEnabled: true } })
  if (!tv || id === null) throw new ApiError(T.notFound, 404)
  assertBranchAccess(scope, relatedId(tv.branch))
  return { id, isEnabled: tv.isEnabled !== false }
}

/**
 * `POST /api/digital-signage-devices/{id}/command` `{ type, payload? }` (issue 25): the TV's new
 * command, pending, replacing an open one; it reaches the player through its event stream within
 * moments. `showScene` names the scene's path in `payload` (422 without). 409 for a disabled TV,
 * 502 'Befehl konnte nicht ausgeführt werden' when it cannot be stored. Answers `{ doc }`.
 */
export async function issueCommand(req: PayloadRequest) {
  const tv = await staffTv(req)
  const parsed = tvCommandInput.safeParse(await jsonBody(req))
  if (!parsed.success) throw new ApiError(T.invalidType, 422, 'type')
  const { type, payload } = parsed.data
  if (type === 'showScene' && !payload) throw new ApiError(T.sceneMissing, 422, 'payload')
  if (!tv.isEnabled) throw new ApiError(`${T.failed}: ${T.disabled}`, 409)
  try {
    return await req.payload.update({
      collection: 'digital-signage-devices',
      id: tv.id,
      data: { command: { uid: randomUUID(), type, payload: type === 'showScene' ? payload : null, status: 'pending', issuedAt: new Date().toISOString(), finishedAt: null, message: null } },
      depth: 0,
      overrideAccess: true,
      req,
      select: TV_ANSWER_SELECT,
    })
  } catch (error) {
    req.payload.logger.error({ err: error, tvId: tv.id }, 'signage command could not be stored')
    throw new ApiError(T.failed, 502)
  }
}

/**
 * `POST /api/digital-signage-devices/{id}/command/abort`: a pending or running command becomes
 * 'aborted' (checked and written in one statement); 409 'Befehl konnte nicht abgebrochen werden:
 * Es gibt keinen offenen Befehl.' otherwise. Answers `{ doc }`.
 */
export async function abortCommand(req: PayloadRequest) {
  const tv = await staffTv(req)
  await inTransaction(req, async () => {
    const db = await transactionDb(req.payload, req)
    const aborted = await db.execute(sql`UPDATE digital_signage_devices SET command_status = 'aborted', command_finished_at = now(), updated_at = now()
      WHERE id = ${tv.id} AND command_status IN ('pending', 'running') RETURNING id`)
    if ((aborted as unknown as { rows: unknown[] }).rows.length === 0) throw new ApiError(`${T.abortFailed}: ${T.nothingOpen}`, 409)
    await announceDataChange(req.payload, req, commandSource(SIGNAGE_DEVICES, tv.id))
  })
  return req.payload.findByID({ collection: 'digital-signage-devices', id: tv.id, depth: 0, overrideAccess: true, select: TV_ANSWER_SELECT })
}

/**
 * `POST /api/digital-signage-devices/link/{key}/heartbeat` `{ scene? }`: the player's sign of life
 * with the scene it shows (the back office's online state); answers its open command, so a player
 * without event stream learns it here.
 */
export async function heartbeat(req: PayloadRequest) {
  const parsed = tvHeartbeatInput.safeParse(await jsonBody(req))
  if (!parsed.success) throw new ApiError('Ungültige Meldung des Geräts.', 400)
  const tv = await linkedDevice(req, SIGNAGE_DEVICES, { current_scene: parsed.data.scene ?? null })
  return openCommand(req, SIGNAGE_DEVICES, tv.id)
}
