import type { Site } from '@/src/payload-types'
import type { SiteContext } from '@/storefront/site/types'

/** Any block of a page body, as Payload loads it (relations populated). */
export type ContentBlock = NonNullable<NonNullable<Site['content']>['body']>[number]

/** What RenderBlocks hands every block component. */
export interface BlockProps<Block> {
  block: Block
  /** Settings of the site the blocks need (company e-mail, map, privacy page). */
  context: SiteContext
  /** The first block of the page: its image is loaded at once (the largest element of the first view). */
  isFirst: boolean
}
