import type { MaterialGroup } from '@/src/domain/partsCatalogue'
import { path } from '@/seed/partsCatalogue/format'
import type { PartImageKey } from '@/seed/partsCatalogue/images'
import type { Attribute, PartSpec } from '@/seed/partsCatalogue/partSpec'
import { centsOf, listGross, TIER_FACTORS, VAT } from '@/seed/partsCatalogue/pricing'
import { GENERATED_UID_SEPARATOR } from './generatedUid'
import { mixSeed, type Random, seededRandom } from './random'
import { applyResize, priceFactor, type Resize, resize, resizeMass, resizeUid, sizeCode, sizeOffsets, sizeTokenOf } from './sizes'
import { type Axis, axesOf, type Choice } from './variantAxes'

/**
 * Multiplies the demo parts catalogue (the templates) into as many variants as a benchmark needs:
 * product n is variant n ÷ T of template n mod T (T templates), a size and one choice per option
 * axis of its family, drawn without repetition through a fixed permutation of all combinations.
 * Everything follows from the seed: the same seed gives the same catalogue.
 *
 * Material numbers are unique by construction: a size is either written into the template's
 * number ('5S1-GM-0750-B3' → '5S1-GM-1100-B3'), then only by the first template that reaches a
 * number no template has, or added as an option code ('F006'); the option codes follow a '/'.
 * Beyond all combinations of a template, a revision suffix ('-R2') continues the count.
 */

export type GeneratedPart = {
  uid: string
  name: string
  short: string
  description: string
  group: MaterialGroup
  categories: string[]
  attributes: Attribute[]
  /** Gross list price incl. VAT (0: price on request). */
  price: number
  image: PartImageKey
  /** Ranking in the catalogue. */
  weight: number
  unit: 'amount' | 'm'
  minimumQuantity: number
  quantityStepSize: number
  mkz: number
  commentOptional: boolean
  discounts: { minimumAmount: number; newPrice: number }[]
  isEnabled: boolean
  isPublic: boolean
  isPriceHidden: boolean
  /** Promotion: net price and its last day relative to today (negative: expired). */
  sale: { price: number; days: number } | null
  /** Material numbers of the template's accessories. */
  requiredAccessories: string[]
  optionalAccessories: string[]
}

/** Shares of the products that differ from the rule, as in the demo's special cases. */
export const SPECIAL_SHARES = { disabled: 0.01, notPublic: 0.02, priceHidden: 0.01, sale: 0.02 }

/** One size of a template's variants: the size change, the material number before the '/', a size code after it. */
type Size = { change: Resize | null; base: string; code: string | null }

/** What every variant of one template shares. */
type Template = { spec: PartSpec; sizes: Size[]; axes: Axis[]; combinations: number; start: number }

/** A multiplier coprime to every count of combinations, so that `(v × STRIDE + start) mod n` visits each once. */
const STRIDES = [7919, 7927, 7933]

/** The templates in order; `claimed` holds the material numbers (before the '/') already taken. */
function planTemplates(specs: PartSpec[], seed: number): Template[] {
  const claimed = new Set(specs.map((spec) => spec.uid))
  return specs.map((spec, index) => {
    const token = sizeTokenOf(spec.name)
    const sizes = sizeOffsets(token).flatMap((offset): Size[] => {
      const change = resize(token, offset)
      if (!change) return [{ change, base: spec.uid, code: null }]
      const base = resizeUid(spec.uid, change)
      if (base === spec.uid) return [{ change, base, code: sizeCode(change) }]
      if (claimed.has(base)) return []
      claimed.add(base)
      return [{ change, base, code: null }]
    })
    const axes = axesOf(spec.group)
    const combinations = axes.reduce((product, axis) => product * axis.choices.length, sizes.length)
    return { spec, sizes, axes, combinations, start: mixSeed(seed, -1 - index) % combinations }
  })
}

const strideFor = (combinations: number): number => {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  return STRIDES.find((stride) => gcd(stride, combinations) === 1) ?? 1
}

/** Combination number → size and one choice per axis (mixed radix, size first). */
function decode(template: Template, combination: number): { size: Size; choices: Choice[] } {
  let rest = combination
  const size = template.sizes[rest % template.sizes.length]
  rest = Math.floor(rest / template.sizes.length)
  const choices = template.axes.map((axis) => {
    const choice = axis.choices[rest % axis.choices.length]
    rest = Math.floor(rest / axis.choices.length)
    return choice
  })
  return { size, choices }
}

/** The products, in order; `count` of them. Material numbers are unique (a revision suffix settles the rare clash). */
export function* generateCatalogue(specs: PartSpec[], count: number, seed: number): Generator<GeneratedPart> {
  const templates = planTemplates(specs, seed)
  // A safety net only: the numbers are unique by construction.
  const used = new Set<string>()
  for (let index = 0; index < count; index++) {
    const template = templates[index % templates.length]
    const variant = Math.floor(index / templates.length)
    const combination = (variant * strideFor(template.combinations) + template.start) % template.combinations
    const { size, choices } = decode(template, combination)
    const codes = [...(size.code ? [size.code] : []), ...choices.map((choice) => choice.code)]
    const number = `${size.base}${GENERATED_UID_SEPARATOR}${codes.join('-')}`
    let revision = Math.floor(variant / template.combinations) + 1
    let uid = revision > 1 ? `${number}-R${revision}` : number
    while (used.has(uid)) uid = `${number}-R${++revision}`
    used.add(uid)
    yield variantPart(template, uid, size.change, choices, seededRandom(mixSeed(seed, index)))
  }
}

function variantPart(template: Template, uid: string, change: Resize | null, choices: Choice[], random: Random): GeneratedPart {
  const { spec, axes } = template
  const net = spec.net * priceFactor(change) * choices.reduce((product, choice) => product * (choice.factor ?? 1), 1) * random.between(0.97, 1.03)
  const price = net > 0 ? listGross(net) : 0
  const suffixes = choices.flatMap((choice) => (choice.suffix ? [`, ${choice.suffix}`] : []))
  const chosen = axes.map((axis, index) => ({ label: axis.label, value: choices[index].value }))
  const isOnSale = price > 0 && random.chance(SPECIAL_SHARES.sale)
  return {
    uid,
    name: `${applyResize(spec.name, change)}${suffixes.join('')}`,
    short: applyResize(spec.short, change),
    description:
      `${applyResize(spec.description, change)} Ausführung: ` +
      `${chosen.filter(({ value }) => value !== 'ohne').map(({ label, value }) => `${label} ${value}`).join('; ')}.`,
    group: spec.group,
    categories: variantCategories(spec.categories, choices),
    attributes: variantAttributes(spec.attributes, change, chosen),
    price,
    image: spec.image,
    weight: Math.max(0, spec.weight + random.int(-20, 5)),
    unit: spec.unit ?? 'amount',
    minimumQuantity: spec.minimumQuantity ?? 1,
    quantityStepSize: spec.quantityStepSize ?? 1,
    mkz: spec.mkz ?? 0,
    commentOptional: spec.commentOptional ?? false,
    discounts: price > 0 ? (spec.tiers ?? []).map((minimumAmount, index) => ({ minimumAmount, newPrice: centsOf(price, TIER_FACTORS[index]) })) : [],
    isEnabled: !random.chance(SPECIAL_SHARES.disabled),
    isPublic: !random.chance(SPECIAL_SHARES.notPublic),
    isPriceHidden: random.chance(SPECIAL_SHARES.priceHidden),
    sale: isOnSale ? { price: centsOf(price / (1 + VAT / 100), Math.round(random.between(0.8, 0.92) * 100) / 100), days: random.int(-10, 60) } : null,
    requiredAccessories: spec.required ?? [],
    optionalAccessories: spec.optional ?? [],
  }
}

/** The template's categories and, for choices that name one, a further category beside the template's. */
function variantCategories(categories: string[], choices: Choice[]): string[] {
  const [level1, level2] = categories[0].split(' → ')
  const extra = choices.flatMap((choice) => (choice.categoryLeaf && level2 ? [path(level1, level2, choice.categoryLeaf)] : []))
  return [...new Set([...categories, ...extra])]
}

/** The template's attributes at the new size (mass scaled too), then one text attribute per option axis. */
function variantAttributes(attributes: Attribute[], change: Resize | null, chosen: { label: string; value: string }[]): Attribute[] {
  const sized = attributes.map((attribute): Attribute =>
    attribute.type === 'listAttribute'
      ? { ...attribute, values: (attribute.values ?? []).map((entry) => ({ ...entry, value: applyResize(entry.value ?? '', change) })) }
      : { ...attribute, value: attribute.label === 'Gewicht' ? resizeMass(attribute.value ?? '', change) : applyResize(attribute.value ?? '', change) },
  )
  for (const { label, value } of chosen) {
    const existing = sized.findIndex((attribute) => attribute.label === label && attribute.type === 'textAttribute')
    if (existing >= 0) sized[existing] = { ...sized[existing], value }
    else sized.push({ type: 'textAttribute', label, value })
  }
  return sized
}
