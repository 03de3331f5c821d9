import { z } from 'zod'

import { MATERIAL_GROUP_CODES } from '../partsCatalogue/materialGroups'
import { UNIT_NAMES } from '../units/units'
import { IMPORT_TEXTS as T } from './texts'

/** The separator of a category path's levels (parts-shop-and-site.md: paths with ' → '). */
const PATH_SEPARATOR = ' → '

/** A category path with its levels trimmed and joined by ' → ', or null when a level is empty. */
export function normalCategoryPath(path: string): string | null {
  const levels = path.split('→').map((level) => level.trim())
  return levels.every((level) => level.length > 0) ? levels.join(PATH_SEPARATOR) : null
}

const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) => text(max).nullable().optional()
const amount = z.number().min(0)
const optionalAmount = amount.nullable().optional()
const listValue = z.union([text(200).min(1), z.object({ value: text(200).min(1) })]).transform((entry) => ({ value: typeof entry === 'string' ? entry : entry.value }))

const categoryPath = z.union([text(500), z.object({ value: text(500) })]).transform((entry, context) => {
  const raw = typeof entry === 'string' ? entry : entry.value
  const value = normalCategoryPath(raw)
  if (value === null) context.addIssue({ code: 'custom', message: T.invalidCategoryPath(raw) })
  return { value: value ?? raw }
})

const discount = z.object({
  type: z.literal('volumeDiscount').optional(),
  minimumAmount: amount,
  newPrice: amount,
}).transform(({ minimumAmount, newPrice }) => ({ type: 'volumeDiscount' as const, minimumAmount, newPrice }))

const salesPrice = z.object({
  price: optionalAmount,
  endDate: z.iso.date({ error: T.invalidDate }).nullable().optional(),
}).nullable().transform((sale) => ({ price: sale?.price ?? null, endDate: sale?.endDate ?? null }))

const attribute = z.object({
  type: z.enum(['textAttribute', 'listAttribute']).optional(),
  label: text(200).min(1),
  value: optionalText(500),
  values: z.array(listValue).max(200).optional(),
}).transform(({ type, label, value, values }) =>
  (type ?? (values ? 'listAttribute' : 'textAttribute')) === 'listAttribute'
    ? { type: 'listAttribute' as const, label, values: values ?? [] }
    : { type: 'textAttribute' as const, label, value: value ?? null })

const uidList = z.array(text(100).min(1)).max(200)

/** One product of an import: the parts-shop fields keyed by material number (docs/api.md, Importe). */
const productRow = z.object({
  uid: text(100).min(1),
  name: text(200).min(1),
  price: amount.optional(),
  tax: amount.max(100).optional(),
  isPriceHidden: z.boolean().optional(),
  isEnabled: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  unit: z.enum(UNIT_NAMES as [string, ...string[]]).optional(),
  defaultUnit: z.enum(UNIT_NAMES as [string, ...string[]]).nullable().optional(),
  minimumQuantity: optionalAmount,
  maximumQuantity: optionalAmount,
  quantityStepSize: optionalAmount,
  defaultQuantity: optionalAmount,
  description: optionalText(20_000),
  shortDescription: optionalText(2_000),
  materialGroup: z.enum(MATERIAL_GROUP_CODES).nullable().optional(),
  mkz: amount.max(1_000).optional(),
  weight: z.number().optional(),
  categories: z.array(categoryPath).max(100).optional(),
  discounts: z.array(discount).max(50).optional(),
  salesPrice: salesPrice.optional(),
  attributes: z.array(attribute).max(200).optional(),
  requiredAccessories: uidList.optional(),
  optionalAccessories: uidList.optional(),
  images: z.array(z.number().int().positive()).max(50).optional(),
  importSettings: z.object({ keepImages: z.boolean() }).optional(),
})

/** A valid import row, normalized: texts trimmed, category paths and list values in stored form. */
export type ImportedProduct = z.output<typeof productRow>

/** Labels of the fields for the reasons of a rejected row, with their article. */
const LABELS: Record<string, string> = {
  uid: 'Die Materialnummer', name: 'Der Name', price: 'Der Preis', tax: 'Der Steuersatz', isPriceHidden: 'isPriceHidden (Preis ausblenden)',
  isEnabled: 'isEnabled (Aktiv)', isPublic: 'isPublic (Öffentlich)', unit: 'Die Einheit', defaultUnit: 'Die Standardeinheit',
  minimumQuantity: 'Die Mindestmenge', maximumQuantity: 'Die Höchstmenge', quantityStepSize: 'Die Schrittweite', defaultQuantity: 'Die Standardmenge',
  description: 'Die Beschreibung', shortDescription: 'Die Kurzbeschreibung', materialGroup: 'Die Materialgruppe', mkz: 'Der Materialkostenzuschlag (mkz)',
  weight: 'Die Gewichtung', categories: 'Die Kategoriepfade', discounts: 'Die Preisstaffel', salesPrice: 'Der Aktionspreis', attributes: 'Die Merkmale',
  requiredAccessories: 'Das erforderliche Zubehör', optionalAccessories: 'Das optionale Zubehör', images: 'Die Bilder', importSettings: 'Die Import-Einstellungen',
  keepImages: 'keepImages', minimumAmount: 'Die Ab-Menge', newPrice: 'Der neue Preis', label: 'Die Bezeichnung', value: 'Der Wert', values: 'Die Werte',
  type: 'Die Art', endDate: 'Das Enddatum',
}
const LIST_ENTRIES: Record<string, string> = {
  categories: 'Kategoriepfad', discounts: 'Staffel', attributes: 'Merkmal', requiredAccessories: 'Erforderliches Zubehör',
  optionalAccessories: 'Optionales Zubehör', images: 'Bild', values: 'Wert',
}

/** The field an issue concerns, in words: `Staffel 2: Der neue Preis`, `Merkmal 1: Wert 3`, `Der Preis`. */
function labelOf(path: readonly PropertyKey[]): string {
  const prefixes: string[] = []
  let label = 'Die Zeile'
  path.forEach((key, index) => {
    const next = path[index + 1]
    if (typeof key === 'string' && typeof next === 'number') prefixes.push(`${LIST_ENTRIES[key] ?? key} ${next + 1}`)
    else if (typeof key === 'string') label = key === 'price' && path[0] === 'salesPrice' ? 'Der Aktionspreis' : (LABELS[key] ?? key)
  })
  const last = path[path.length - 1]
  if (typeof last === 'number') return `${prefixes.join(', ')}`
  return prefixes.length > 0 ? `${prefixes.join(', ')}: ${label}` : label
}

type Issue = z.core.$ZodIssue

const EXPECTED_MESSAGES: Record<string, (label: string) => string> = {
  number: T.notANumber, int: T.notANumber, boolean: T.notABoolean, string: T.notAText, array: T.notAList,
}

/** The German reason of one zod issue. */
function reasonOf(issue: Issue): string {
  const field = issue.path[issue.path.length - 1]
  const label = labelOf(issue.path)
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined && field === 'uid') return T.missingUid
      if (issue.input === undefined && field === 'name') return T.missingName
      return (EXPECTED_MESSAGES[issue.expected] ?? T.invalid)(label)
    case 'too_small':
      if (issue.origin === 'string' && field === 'uid') return T.missingUid
      if (issue.origin === 'string' && field === 'name') return T.missingName
      return issue.origin === 'number' ? T.negative(label) : T.invalid(label)
    case 'too_big':
      return issue.origin === 'string' ? T.tooLong(label, Number(issue.maximum)) : T.tooLarge(label, Number(issue.maximum))
    case 'invalid_value':
      return T.unknownChoice(label, issue.input)
    case 'invalid_union':
      return T.invalid(label)
    case 'custom':
      return issue.message
    default:
      return field === 'endDate' ? T.invalidDate : T.invalid(label)
  }
}

export type RowResult = { ok: true; product: ImportedProduct } | { ok: false; uid: string | null; message: string }

/** The material number of a row as given, for the report of a rejected row (null when it has none). */
const uidOf = (raw: unknown): string | null => {
  const uid = (raw as { uid?: unknown } | null)?.uid
  return typeof uid === 'string' && uid.trim() ? uid.trim() : typeof uid === 'number' ? String(uid) : null
}

/** Checks one row of an import: the normalized product, or the German reason of its first problem. */
export function parseProductRow(raw: unknown): RowResult {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, uid: null, message: T.notAnObject }
  const parsed = productRow.safeParse(raw, { reportInput: true })
  if (parsed.success) return { ok: true, product: parsed.data }
  const issues = [...parsed.error.issues].sort((a, b) => Number(b.path[0] === 'uid') - Number(a.path[0] === 'uid'))
  return { ok: false, uid: uidOf(raw), message: reasonOf(issues[0]) }
}
