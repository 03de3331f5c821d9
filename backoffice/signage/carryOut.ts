import type { TvCommand } from '@/src/domain/contracts/signage'
import { fillPlaceholders } from '@/src/domain/text'
import { type Cursor, cursorOfScene, type Playlist } from '@/src/domain/signage'

import { SIGNAGE_TEXTS as T } from './texts'

/** What the player can do for a command. */
export interface PlayerActions {
  playlist: Playlist
  jumpTo: (cursor: Cursor) => void
  setScreenOn: (on: boolean) => void
  reload: () => void
}

/** The outcome the player reports: done, or failed with the reason. */
export type CommandOutcome = { status: 'done' } | { status: 'failed'; message: string }

/**
 * Carries out a command of the back office: reload the page, show a scene by its path, screen off
 * (black) or on again. A reload is reported done before the page goes away.
 */
export function carryOut(command: TvCommand, actions: PlayerActions): { outcome: CommandOutcome; after?: () => void } {
  switch (command.type) {
    case 'reload':
      return { outcome: { status: 'done' }, after: actions.reload }
    case 'showScene': {
      const path = command.payload ?? ''
      const cursor = cursorOfScene(actions.playlist, path)
      if (!cursor) return { outcome: { status: 'failed', message: fillPlaceholders(T.sceneNotFound, { path }) } }
      actions.jumpTo(cursor)
      return { outcome: { status: 'done' } }
    }
    case 'screenOff':
    case 'screenOn':
      actions.setScreenOn(command.type === 'screenOn')
      return { outcome: { status: 'done' } }
    default:
      return { outcome: { status: 'failed', message: fillPlaceholders(T.unknownCommand, { type: command.type }) } }
  }
}
