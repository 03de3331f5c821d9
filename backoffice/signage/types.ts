import type { CatalogueShape } from '@/src/domain/menu/catalogueClock'
import type { OpenStateBadgeView } from '@/src/domain/schedule/branchClock'
import type { Segments } from '@/src/domain/segments'
import type { Playlist } from '@/src/domain/signage'
import type { BranchMenu } from '@/src/domain/contracts/menu'

/** The live menu board of a branch: its menus and, as clock segments, the active catalogue and the open state. */
export interface MenuBoardData {
  branchName: string
  currency: string
  menus: BranchMenu[]
  clock: { openState: Segments<OpenStateBadgeView>; catalogue: Segments<CatalogueShape> }
}

/** What the player page and its playlist call answer: the TV, its programme and the menu board of its branch. */
export interface PlayerData {
  tv: { identifier: string; name: string }
  playlist: Playlist
  /** Present when a scene is a menu board and the branch's menu can be shown. */
  menuBoard: MenuBoardData | null
  /** ISO instant the data was put together (the clock segments start there). */
  renderedAt: string
}
