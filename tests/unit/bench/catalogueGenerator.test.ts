import { describe, expect, it } from '@jest/globals'

import { GENERATED_UID_SEPARATOR, isGeneratedUid } from '@/bench/catalogueGenerator/generatedUid'
import { applyResize, resize, resizeUid, sizeTokenOf } from '@/bench/catalogueGenerator/sizes'
import { allFamilies } from '@/bench/catalogueGenerator/variantAxes'
import { type GeneratedPart, generateCatalogue, SPECIAL_SHARES } from '@/bench/catalogueGenerator/variants'
import { partsCatalogueSpecs } from '@/seed/partsCatalogue/catalogue'

const specs = partsCatalogueSpecs()
const generate = (count: number, seed = 1): GeneratedPart[] => [...generateCatalogue(specs, count, seed)]
const catalogue = generate(20_000)

describe('generateCatalogue: deterministic', () => {
  it('the same seed gives the same products', () => expect(generate(600)).toEqual(catalogue.slice(0, 600)))

  it('product n does not depend on how many are generated', () => expect(generate(1_000)[999]).toEqual(catalogue[999]))

  it('another seed gives another catalogue', () => {
    const other = generate(600, 2)
    expect(other.map((part) => part.uid)).not.toEqual(catalogue.slice(0, 600).map((part) => part.uid))
  })
})

describe('generateCatalogue: material numbers', () => {
  const uids = catalogue.map((part) => part.uid)

  it('are unique', () => expect(new Set(uids).size).toBe(uids.length))

  it('never collide with the demo catalogue, which never uses the separator', () => {
    const demo = new Set(specs.map((spec) => spec.uid))
    expect(specs.some((spec) => spec.uid.includes(GENERATED_UID_SEPARATOR))).toBe(false)
    expect(uids.filter((uid) => demo.has(uid))).toEqual([])
  })

  it('look like type keys: template pattern, then option codes after a slash', () => {
    expect(uids.filter((uid) => !isGeneratedUid(uid) || !/^[A-Z0-9]+(-[A-Z0-9]+)*\/[A-Z0-9]+(-[A-Z0-9]+)*$/.test(uid))).toEqual([])
  })

  it('option codes are unique within a family and never look like a revision suffix', () => {
    for (const axes of allFamilies()) {
      const codes = axes.flatMap((axis) => axis.choices.map((choice) => choice.code))
      expect(new Set(codes).size).toBe(codes.length)
      for (const code of codes) expect(code).not.toMatch(/^R\d+$/)
    }
  })

  it('a revision suffix continues the count beyond all combinations of a template', () => {
    // A coupling without a size in its name has 3 × 4 × 3 × 3 × 3 = 324 combinations.
    const many = [...generateCatalogue(specs.filter((spec) => spec.uid === '5S7-BK-140'), 400, 1)].map((part) => part.uid)
    expect(new Set(many).size).toBe(400)
    expect(many.slice(0, 324).some((uid) => /-R\d+$/.test(uid))).toBe(false)
    expect(many.slice(324).every((uid) => uid.endsWith('-R2'))).toBe(true)
  })
})

describe('generateCatalogue: names, sizes and attributes', () => {
  it('names start like the template names and stay readable German part names', () => {
    const firstWords = new Set(specs.map((spec) => spec.name.split(' ')[0]))
    const odd = catalogue
      .map((part) => part.name)
      .filter((name) => !firstWords.has(name.split(' ')[0]) || /undefined|NaN|null|, ,|\s$/.test(name) || name.length > 170)
    expect(odd).toEqual([])
  })

  it('vary the sizes: more distinct names and powers than the templates have', () => {
    expect(new Set(catalogue.map((part) => part.name)).size).toBeGreaterThan(5 * specs.length)
    const powers = new Set(catalogue.flatMap((part) => part.attributes.filter((a) => a.label === 'Leistung').map((a) => a.value)))
    const templatePowers = new Set(specs.flatMap((spec) => spec.attributes.filter((a) => a.label === 'Leistung').map((a) => a.value)))
    expect(powers.size).toBeGreaterThan(templatePowers.size)
  })

  it('name, attributes and material number tell the same size', () => {
    for (const part of catalogue.filter((candidate) => candidate.uid.startsWith('5S6-DM-'))) {
      const power = part.attributes.find((attribute) => attribute.label === 'Leistung')?.value ?? ''
      expect(part.name).toContain(power)
      const watts = String(Math.round(Number(power.replace(' kW', '').replace(',', '.')) * 1000)).padStart(4, '0')
      expect(part.uid.startsWith(`5S6-DM-${watts}-`)).toBe(true)
    }
  })

  it('every option axis of the family appears once as a text attribute, after the template attributes', () => {
    for (const part of catalogue.slice(0, 2_000)) {
      const labels = part.attributes.map((attribute) => attribute.label)
      expect(new Set(labels).size).toBe(labels.length)
      expect(part.description).toMatch(/ Ausführung: .+\.$/)
    }
  })

  it('categories keep the demo tree: only known first two levels', () => {
    const known = new Set(specs.flatMap((spec) => spec.categories.map((category) => category.split(' → ').slice(0, 2).join(' → '))))
    expect(catalogue.filter((part) => part.categories.length === 0)).toEqual([])
    const categories = new Set(catalogue.flatMap((part) => part.categories))
    expect([...categories].filter((category) => !known.has(category.split(' → ').slice(0, 2).join(' → ')))).toEqual([])
  })
})

describe('generateCatalogue: prices and special cases', () => {
  it('prices are list prices (cents; …,90 / …,40 / 5-cent steps) in a plausible range', () => {
    const cents = (price: number) => Math.round(price * 100)
    const odd = catalogue
      .map((part) => part.price)
      .filter((price) => price !== 0)
      .filter((price) => Math.abs(cents(price) - price * 100) > 1e-6 || cents(price) % 5 !== 0 || (price > 10 && cents(price) % 50 !== 40) || price > 50_000)
    expect(odd).toEqual([])
    // Only the templates without a list price (price on request) give variants without one.
    const onRequest = catalogue.filter((part) => part.price === 0)
    expect(onRequest.length).toBeGreaterThan(0)
    expect(onRequest.every((part) => part.uid.startsWith('ET-GS-'))).toBe(true)
  })

  it('an option that costs more makes the price higher', () => {
    const motors = catalogue.filter((part) => part.uid.startsWith('5S6-DM-0750-4P/'))
    const average = (parts: GeneratedPart[]) => parts.reduce((sum, part) => sum + part.price, 0) / parts.length
    const braked = motors.filter((part) => part.uid.includes('/BH-'))
    const plain = motors.filter((part) => part.uid.includes('/N-'))
    expect(average(braked)).toBeGreaterThan(average(plain) * 1.1)
  })

  it('volume discounts fall with the amount and stay below the list price', () => {
    const withTiers = catalogue.filter((part) => part.discounts.length > 0)
    expect(withTiers.length).toBeGreaterThan(1_000)
    const odd = withTiers.filter((part) =>
      part.discounts.some((discount, index) => discount.newPrice >= part.price || (index > 0 && discount.minimumAmount <= part.discounts[index - 1].minimumAmount)),
    )
    expect(odd).toEqual([])
  })

  it('a few percent are not public, disabled, price hidden or on sale', () => {
    const share = (test: (part: GeneratedPart) => boolean) => catalogue.filter(test).length / catalogue.length
    expect(share((part) => !part.isPublic)).toBeCloseTo(SPECIAL_SHARES.notPublic, 2)
    expect(share((part) => !part.isEnabled)).toBeCloseTo(SPECIAL_SHARES.disabled, 2)
    expect(share((part) => part.isPriceHidden)).toBeCloseTo(SPECIAL_SHARES.priceHidden, 2)
    expect(share((part) => part.sale !== null)).toBeCloseTo(SPECIAL_SHARES.sale, 2)
    for (const part of catalogue.filter((candidate) => candidate.sale)) expect(part.sale?.price).toBeLessThan(part.price / 1.2)
  })
})

describe('sizes', () => {
  it('find the first size of a name the generator varies', () => {
    expect(sizeTokenOf('Hydraulikzylinder DZ 40/28 × 200 mm')?.text).toBe('200 mm')
    expect(sizeTokenOf('Stirnradgetriebe R17, i = 25,0, mit IEC-Adapter')?.text).toBe('i = 25,0')
    expect(sizeTokenOf('Drehstrom-Normmotor IE3 0,75 kW, 4-polig, Baugröße 80')?.text).toBe('0,75 kW')
    expect(sizeTokenOf('Rillenkugellager 6204-2RS')).toBeNull()
  })

  it('replace the size only where it stands as a whole number', () => {
    const token = sizeTokenOf('Stangendichtung Nutring 22 × 32 × 8 mm, PU')
    const bigger = resize(token, 1)
    expect(applyResize('Nutring 22 × 32 × 8 mm für 28 mm Nut', bigger)).toBe('Nutring 22 × 32 × 10 mm für 28 mm Nut')
  })

  it('write the new size into the material number in its own format', () => {
    const motor = sizeTokenOf('Drehstrom-Normmotor IE3 0,75 kW, 4-polig, Baugröße 80')
    expect(resizeUid('5S6-DM-0750-4P', resize(motor, 1))).toBe('5S6-DM-1100-4P')
    const seal = sizeTokenOf('Kompaktdichtung Kolben Ø 100 mm, doppeltwirkend')
    expect(resizeUid('SV-KD-100', resize(seal, -1))).toBe('SV-KD-090')
    expect(resizeUid('5S3-SG-R17-250', resize(sizeTokenOf('Stirnradgetriebe R17, i = 25,0'), 1))).toBe('5S3-SG-R17-315')
  })
})
