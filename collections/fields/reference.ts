import type { RelationshipField } from 'payload'

/** Collections a content reference can point to (parts-shop-and-site.md: block, site, category, product, scene, node). */
export const REFERENCE_TARGETS = ['blocks', 'sites', 'categories', 'products', 'scenes', 'nodes'] as const

export type ReferenceTarget = (typeof REFERENCE_TARGETS)[number]

type ReferenceOptions = {
  hasMany?: boolean
  /** Restrict the targets, e.g. ['sites']; all six by default. */
  targets?: readonly ReferenceTarget[]
  overrides?: Partial<RelationshipField>
}

/**
 * A polymorphic reference (one or many) to blocks, sites, categories, products, scenes or nodes.
 * Stored as { relationTo, value } pairs.
 */
export const referenceField = (
  name: string,
  label: string,
  { hasMany = false, targets = REFERENCE_TARGETS, overrides = {} }: ReferenceOptions = {},
): RelationshipField =>
  ({
    name,
    type: 'relationship',
    label,
    relationTo: [...targets],
    hasMany,
    ...overrides,
  }) as RelationshipField
