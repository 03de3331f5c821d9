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
 * The spec's reference type (one or many) to blocks, sites, categories, products, scenes or nodes.
 * With several targets it is polymorphic and stored as { relationTo, value } pairs; restricted to
 * one target it is a plain relationship to that collection (the document or its id).
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
    relationTo: targets.length === 1 ? targets[0] : [...targets],
    hasMany,
    ...overrides,
  }) as RelationshipField
