import { PLAYER_CONTENT_SOURCES } from '../signage/contentSources'

/**
 * The two kinds of device that take commands through the device interface: the branch devices
 * (printers, terminals, time clocks: `devices`, their 'Zugangsschlüssel') and the signage TVs
 * (`digital-signage-devices`, their 'API-Schlüssel'). Both keep their current command in a
 * `command` group of the same columns and their last contact in `last_seen_at`.
 */
export interface DeviceKind {
  collection: 'devices' | 'digital-signage-devices'
  table: string
  keyColumn: string
  /** The column of the last log the device sent, for kinds that send logs. */
  logColumn?: string
  /** Change-feed sources whose changes the device's event stream reports as `content` (a TV's programme and menu board). */
  contentSources?: readonly string[]
}

export const BRANCH_DEVICES: DeviceKind = { collection: 'devices', table: 'devices', keyColumn: 'access_token', logColumn: 'device_log_id' }
export const SIGNAGE_DEVICES: DeviceKind = { collection: 'digital-signage-devices', table: 'digital_signage_devices', keyColumn: 'api_key', contentSources: PLAYER_CONTENT_SOURCES }

/** The change feed's source of one device's command (the hooks and reports announce it, the event streams listen). */
export const commandSource = (kind: DeviceKind, deviceId: number) => `${kind.collection}:${deviceId}`
