import { de, kw, pad3, watts } from '@/seed/partsCatalogue/format'

/*
 * Sizes of generated variants. A template's name carries at most one size the generator varies
 * (the first one it recognises: a power, a gear ratio, a displacement, a filter fineness or a
 * length); a variant moves it a few steps along the preferred numbers of its kind and writes the
 * new size wherever the template wrote the old one (name, texts, attribute values, material number).
 */

type SizeKind = {
  /** Finds the size in a name; group 1 is the number ('0,75'). */
  find: RegExp
  /** The sizes a catalogue offers, ascending. */
  series: readonly number[]
  /** The size as the catalogue writes it ('0,75 kW', 'i = 25,0'). */
  render: (value: number) => string
  /** How the size may appear as a segment of the material number ('0750'). */
  uidForms: (value: number) => string[]
  /** The size as an option code, for material numbers that do not spell it ('F006'). */
  code: (value: number) => string
  /** Price and mass grow with (new / old size) to these powers. */
  priceExponent: number
  massExponent: number
}

const decimalsOf = (value: number): number => (Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2)

const KINDS: SizeKind[] = [
  {
    find: /(?<![\d,])(\d+(?:,\d+)?) kW\b/,
    series: [0.09, 0.12, 0.18, 0.25, 0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3, 4, 5.5, 7.5, 11, 15, 18.5, 22, 30, 37, 45],
    render: kw,
    uidForms: (value) => [watts(value)],
    code: (value) => `P${watts(value)}`,
    priceExponent: 0.8,
    massExponent: 0.8,
  },
  {
    find: /\bi = (\d+(?:,\d+)?)/,
    series: [3.15, 4, 5, 6.3, 8, 10, 12.5, 16, 20, 25, 31.5, 40, 50, 63, 80, 100, 125],
    render: (value) => `i = ${de(value, Math.max(1, decimalsOf(value)))}`,
    uidForms: (value) => [pad3(Math.round(value * 10))],
    code: (value) => `I${pad3(Math.round(value * 10))}`,
    priceExponent: 0.05,
    massExponent: 0,
  },
  {
    find: /(?<![\d,])(\d+(?:,\d+)?) cm³\/U/,
    series: [1, 1.6, 2, 2.5, 3.2, 4, 5, 6, 8, 11, 14, 16, 19, 22, 25, 28, 32, 45, 56, 63, 71, 90, 100, 125, 140, 180, 250],
    render: (value) => `${de(value, decimalsOf(value))} cm³/U`,
    uidForms: (value) => [pad3(Math.round(value))],
    code: (value) => `V${pad3(Math.round(value * 10))}`,
    priceExponent: 0.6,
    massExponent: 0.6,
  },
  {
    find: /(?<![\d,])(\d+) µm/,
    series: [3, 6, 10, 16, 25, 40, 60, 90, 125, 150, 250],
    render: (value) => `${value} µm`,
    uidForms: () => [],
    code: (value) => `F${pad3(value)}`,
    priceExponent: -0.1,
    massExponent: 0,
  },
  {
    find: /(?<![\d,])(\d+) mm(?![\w²³/])/,
    series: [
      4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 56, 63, 71, 80, 90, 100, 125, 160, 200, 250, 320, 400,
      500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150,
    ],
    render: (value) => `${value} mm`,
    uidForms: (value) => [String(value), pad3(value)],
    code: (value) => `M${pad3(value)}`,
    priceExponent: 0.4,
    massExponent: 0.5,
  },
]

/** The size of a template that its variants vary. */
export type SizeToken = { kind: SizeKind; value: number; text: string; position: number; pattern: RegExp }

/** A size change of one variant: every `from` becomes `to`. */
export type Resize = { token: SizeToken; value: number; to: string; ratio: number }

/** How far variants may move the size along the series (0: the template's own size). */
const OFFSETS = [0, 1, -1, 2, -2, 3, -3]

const parseNumber = (text: string): number => Number(text.replace(',', '.'))
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The first size in the name that the generator knows how to vary, if any. */
export function sizeTokenOf(name: string): SizeToken | null {
  const found = KINDS.map((kind) => ({ kind, match: kind.find.exec(name) }))
    .filter((candidate): candidate is { kind: SizeKind; match: RegExpExecArray } => candidate.match !== null)
    .sort((a, b) => a.match.index - b.match.index)[0]
  if (!found) return null
  const value = parseNumber(found.match[1])
  const text = found.match[0]
  // The size wherever it stands as a whole number ('8 mm' but not '28 mm').
  const pattern = new RegExp(`(?<![\\d,])${escapeRegExp(text)}(?!\\d|,\\d)`, 'g')
  return { kind: found.kind, value, text, position: nearestIndex(found.kind.series, value), pattern }
}

const nearestIndex = (series: readonly number[], value: number): number =>
  series.reduce((best, candidate, index) => (Math.abs(Math.log(candidate / value)) < Math.abs(Math.log(series[best] / value)) ? index : best), 0)

/** The size steps a template's variants may take: always 0, then steps that stay inside the series. */
export function sizeOffsets(token: SizeToken | null): number[] {
  if (!token) return [0]
  return OFFSETS.filter((offset) => token.position + offset >= 0 && token.position + offset < token.kind.series.length)
}

/** The option code of a size change, for material numbers that do not spell the size. */
export const sizeCode = (change: Resize): string => change.token.kind.code(change.value)

/** The size change of `offset` steps (null: the template's size). */
export function resize(token: SizeToken | null, offset: number): Resize | null {
  if (!token || offset === 0) return null
  const value = token.kind.series[token.position + offset]
  return { token, value, to: token.kind.render(value), ratio: value / token.value }
}

/** A text with the template's size replaced (only where it stands as a whole number). */
export function applyResize(text: string, change: Resize | null): string {
  return change ? text.replace(change.token.pattern, change.to) : text
}

/** The material number with the size segment replaced, when exactly one segment spells the size. */
export function resizeUid(uid: string, change: Resize | null): string {
  if (!change) return uid
  const segments = uid.split('-')
  const newForms = change.token.kind.uidForms(change.value)
  const index = change.token.kind.uidForms(change.token.value).findIndex((form) => segments.filter((segment) => segment === form).length === 1)
  if (index < 0) return uid
  const oldForm = change.token.kind.uidForms(change.token.value)[index]
  // Zero-padded numbers stay zero-padded ('100' → '090'), up to three digits.
  const newForm = newForms[index].padStart(Math.min(oldForm.length, 3), '0')
  return segments.map((segment) => (segment === oldForm ? newForm : segment)).join('-')
}

/** Price factor of a size change. */
export const priceFactor = (change: Resize | null): number => (change ? change.ratio ** change.token.kind.priceExponent : 1)

/** A mass attribute ('12,5 kg', '0,45 kg/m') after a size change. */
export function resizeMass(value: string, change: Resize | null): string {
  const match = /^(\d+(?:,\d+)?)(.*)$/.exec(value)
  if (!change || !match || change.token.kind.massExponent === 0) return value
  const mass = parseNumber(match[1]) * change.ratio ** change.token.kind.massExponent
  return `${de(mass, mass < 1 ? 2 : mass < 10 ? 1 : 0)}${match[2]}`
}
