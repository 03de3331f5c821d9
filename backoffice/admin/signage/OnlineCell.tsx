import type { DefaultServerCellComponentProps } from 'payload'

import { isTvOnline } from '@/src/domain/signage'
import { fillPlaceholders, formatDateTime } from '@/src/domain/text'

import { Badge } from '@/backoffice/admin/ui/Badge'
import { SIGNAGE_ADMIN_TEXTS as T } from './texts'

/** A TV's 'Zuletzt gesehen' in the list: 'Online' or 'Offline' with the time of its last heartbeat. */
export function OnlineCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  const seen = typeof cellData === 'string' ? cellData : null
  const online = isTvOnline(seen, new Date())
  const scene = typeof rowData?.currentScene === 'string' && online ? rowData.currentScene : null
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }} data-online={online}>
      <Badge tone={online ? 'success' : 'neutral'}>{online ? T.online : T.offline}</Badge>
      <small>{seen ? fillPlaceholders(T.lastSeen, { time: formatDateTime(seen) }) : T.neverSeen}</small>
      {scene ? <small>{fillPlaceholders(T.scene, { scene })}</small> : null}
    </span>
  )
}
