import type { Block } from 'payload'

import { BLOCK_GROUPS } from '../shared/content'
import { heroFields } from '../shared/hero'

export const heroBBlock: Block = {
  slug: 'heroB',
  interfaceName: 'HeroBBlock',
  labels: { singular: 'Hero B', plural: 'Hero B' },
  admin: { group: BLOCK_GROUPS.hero },
  fields: heroFields(),
}
