import type { SelectField } from 'payload'

import { UNIT_NAMES, unitLabel } from '@/src/domain/units/units'

const UNIT_OPTION_LABELS: Record<string, string> = {
  amount: 'Stück', serving: 'Portion', pair: 'Paar', person: 'Person', package: 'Packung',
}

const unitOptions = UNIT_NAMES.map((unit) => ({ value: unit, label: UNIT_OPTION_LABELS[unit] ?? unitLabel(unit) }))

/** A unit of the spec's families (piece, serving, … g, kg … m³). */
export const unitField = (name: string, label: string, overrides: Partial<SelectField> = {}): SelectField =>
  ({ name, type: 'select', label, options: unitOptions, ...overrides }) as SelectField

export const calculationModelField = (overrides: Partial<SelectField> = {}): SelectField =>
  ({
    name: 'calculationModel',
    type: 'select',
    label: 'Berechnung',
    defaultValue: 'fixed',
    options: [
      { value: 'fixed', label: 'Exakt' },
      { value: 'approximate', label: 'ca.' },
      { value: 'minimum', label: 'ab' },
    ],
    ...overrides,
  }) as SelectField

/** Minimum, maximum and step of the amount a customer can order. */
export const quantityLimitFields = [
  { name: 'minimumQuantity', type: 'number', label: 'Mindestmenge', min: 0 },
  { name: 'maximumQuantity', type: 'number', label: 'Höchstmenge', min: 0 },
  { name: 'quantityStepSize', type: 'number', label: 'Schrittweite', min: 0 },
] as const
