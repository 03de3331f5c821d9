import { z } from 'zod'

import type { DeviceCommand, DeviceCommandGroup } from './devices'

/*
 * The TVs' calls (back-office.md §7 'Tasks, devices, signage'; issue 25): staff send a TV a command
 * or abort it, the player reports its heartbeat. The TV's link (event stream, command reports) is
 * the device interface of contracts/devices.ts.
 */

/** What the back office can ask a TV to do. */
const TV_COMMAND_TYPES = ['reload', 'showScene', 'screenOff', 'screenOn'] as const
export type TvCommandType = (typeof TV_COMMAND_TYPES)[number]

/** The body of `POST /api/digital-signage-devices/{id}/command`: the command, and for `showScene` the scene's path. */
export const tvCommandInput = z.object({
  type: z.enum(TV_COMMAND_TYPES),
  payload: z.string().trim().max(200).nullish(),
})
export type TvCommandInput = z.input<typeof tvCommandInput>

/** The body of `POST /api/digital-signage-devices/link/{key}/heartbeat`: the path of the scene on screen. */
export const tvHeartbeatInput = z.object({ scene: z.string().trim().max(200).nullish() })
export type TvHeartbeatInput = z.input<typeof tvHeartbeatInput>

/** A command as the TV's event stream, heartbeat and command calls answer it. */
export type TvCommand = DeviceCommand

/** A related document as Payload answers it: its id, or (populated) the document. */
type Related = number | { id: number }

/** A TV as the staff calls answer it (never its API key). */
type TvDoc = {
  id: number
  name: string
  identifier: string
  branch: Related
  stream?: Related | null
  isEnabled?: boolean | null
  lastSeenAt?: string | null
  currentScene?: string | null
  command?: DeviceCommandGroup<TvCommandType>
}

/** `POST /api/digital-signage-devices/{id}/command` and `/command/abort`: the TV with its command. */
export type TvCommandAnswer = { doc: TvDoc }

/** `POST …/link/{key}/heartbeat`: the TV's open command (so a player without event stream learns it), or null. */
export type TvHeartbeatAnswer = { data: { command: TvCommand | null } }
