import type { SelectField } from 'payload'

import { MATERIAL_GROUP_CODES, type MaterialGroup } from '@/src/domain/partsCatalogue'

type Option = { value: string; label: string }

/** Select options of the material group; usable directly as `options` (a mutable array). */
export const MATERIAL_GROUPS: { value: MaterialGroup; label: string }[] = MATERIAL_GROUP_CODES.map((code) => ({
  value: code,
  label: code === 'ET' ? 'Ersatzteile' : code,
}))

/** Where an href link opens. */
const LINK_TARGETS: Option[] = [
  { value: '_self', label: 'Standard' },
  { value: '_blank', label: 'Neuer Tab' },
]

/** An extra label (badge) a hero or technology page can show; the spec's only label is 'labelA'. */
const ADDITIONAL_LABELS: Option[] = [
  { value: 'none', label: 'Keines' },
  { value: 'labelA', label: 'Label A' },
]

/** How a list of references is displayed: typeB is a grid, anything else a slider. */
const DISPLAY_TYPES: Option[] = [
  { value: 'typeA', label: 'Slider' },
  { value: 'typeB', label: 'Raster' },
]

/** A fresh copy per field, so one field's config never shares option objects with another. */
const options = (set: Option[]) => set.map((option) => ({ ...option }))

export const linkTargetField = (overrides: Partial<SelectField> = {}): SelectField =>
  ({ name: 'target', type: 'select', label: 'Öffnen in', defaultValue: '_self', options: options(LINK_TARGETS), ...overrides }) as SelectField

export const additionalLabelField = (overrides: Partial<SelectField> = {}): SelectField =>
  ({
    name: 'additionalLabel',
    type: 'select',
    label: 'Zusätzliches Label',
    defaultValue: 'none',
    options: options(ADDITIONAL_LABELS),
    ...overrides,
  }) as SelectField

export const displayTypeField = (overrides: Partial<SelectField> = {}): SelectField =>
  ({ name: 'type', type: 'select', label: 'Darstellung', defaultValue: 'typeA', options: options(DISPLAY_TYPES), ...overrides }) as SelectField
