import type { Block } from 'payload'

import { BLOCK_GROUPS } from '../shared/content'
import { heroFields } from '../shared/hero'

export const heroABlock: Block = {
  slug: 'heroA',
  interfaceName: 'HeroABlock',
  labels: { singular: 'Hero A', plural: 'Hero A' },
  admin: { group: BLOCK_GROUPS.hero },
  fields: heroFields(),
}
