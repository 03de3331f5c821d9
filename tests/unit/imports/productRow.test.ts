import { describe, expect, it } from '@jest/globals'

import { normalCategoryPath, parseImportRows, parseProductRow } from '@/src/domain/imports'

const valid = {
  uid: ' 5S9-ZP-016-R ',
  name: 'Zahnradpumpe 16 cm³',
  price: 289.9,
  tax: 20,
  categories: ['Hydraulik→Pumpen → Zahnradpumpen', { value: 'Ersatzteile → Pumpen' }],
  attributes: [{ label: 'Fördervolumen', value: '16 cm³' }, { label: 'Anschlüsse', values: ['G 1/2', { value: 'G 3/4' }] }],
  discounts: [{ minimumAmount: 5, newPrice: 275.4 }],
  salesPrice: { price: 230, endDate: '2026-12-31' },
  requiredAccessories: ['5S9-KU-001'],
  materialGroup: '5S9',
  importSettings: { keepImages: true },
}

const reasonOf = (row: unknown) => {
  const result = parseProductRow(row)
  return result.ok ? 'ok' : result.message
}

describe('parseProductRow: a valid row, normalized', () => {
  it('trims texts, joins category levels with " → ", makes list values and attribute types explicit', () => {
    const result = parseProductRow(valid)
    expect(result).toEqual({
      ok: true,
      product: {
        uid: '5S9-ZP-016-R',
        name: 'Zahnradpumpe 16 cm³',
        price: 289.9,
        tax: 20,
        categories: [{ value: 'Hydraulik → Pumpen → Zahnradpumpen' }, { value: 'Ersatzteile → Pumpen' }],
        attributes: [
          { type: 'textAttribute', label: 'Fördervolumen', value: '16 cm³' },
          { type: 'listAttribute', label: 'Anschlüsse', values: [{ value: 'G 1/2' }, { value: 'G 3/4' }] },
        ],
        discounts: [{ type: 'volumeDiscount', minimumAmount: 5, newPrice: 275.4 }],
        salesPrice: { price: 230, endDate: '2026-12-31' },
        requiredAccessories: ['5S9-KU-001'],
        materialGroup: '5S9',
        importSettings: { keepImages: true },
      },
    })
  })

  it('a sales price of null clears both of its fields', () =>
    expect(parseProductRow({ uid: 'A', name: 'B', salesPrice: null })).toMatchObject({ ok: true, product: { salesPrice: { price: null, endDate: null } } }))

  it('category paths: levels trimmed, none empty', () => {
    expect(normalCategoryPath(' Hydraulik →Pumpen ')).toBe('Hydraulik → Pumpen')
    expect(normalCategoryPath('Hydraulik →  → Pumpen')).toBeNull()
  })
})

describe('parseProductRow: the German reason of a refused row', () => {
  it.each([
    ['no material number', { name: 'Pumpe' }, 'Die Materialnummer fehlt.'],
    ['an empty material number', { uid: '  ', name: 'Pumpe' }, 'Die Materialnummer fehlt.'],
    ['the material number before other problems', { price: 'teuer' }, 'Die Materialnummer fehlt.'],
    ['no name', { uid: 'A-1' }, 'Der Name fehlt.'],
    ['a price as text', { uid: 'A-1', name: 'Pumpe', price: '12,50' }, 'Der Preis ist keine Zahl.'],
    ['a negative price', { uid: 'A-1', name: 'Pumpe', price: -1 }, 'Der Preis darf nicht negativ sein.'],
    ['a tax rate over 100', { uid: 'A-1', name: 'Pumpe', tax: 120 }, 'Der Steuersatz darf höchstens 100 sein.'],
    ['an unknown material group', { uid: 'A-1', name: 'Pumpe', materialGroup: 'XY' }, 'Die Materialgruppe „XY“ ist unbekannt.'],
    ['an unknown unit', { uid: 'A-1', name: 'Pumpe', unit: 'Fass' }, 'Die Einheit „Fass“ ist unbekannt.'],
    ['a flag as text', { uid: 'A-1', name: 'Pumpe', isEnabled: 'ja' }, 'isEnabled (Aktiv) muss true oder false sein.'],
    ['an empty category level', { uid: 'A-1', name: 'Pumpe', categories: ['Hydraulik →  → Pumpen'] }, 'Der Kategoriepfad „Hydraulik →  → Pumpen“ ist ungültig (Ebenen mit „ → “ getrennt, keine leer).'],
    ['a tier price as text', { uid: 'A-1', name: 'Pumpe', discounts: [{ minimumAmount: 5, newPrice: 1 }, { minimumAmount: 10, newPrice: 'x' }] }, 'Staffel 2: Der neue Preis ist keine Zahl.'],
    ['a sales end date not as a day', { uid: 'A-1', name: 'Pumpe', salesPrice: { price: 1, endDate: '31.12.2026' } }, 'Das Enddatum des Aktionspreises muss ein Datum im Format JJJJ-MM-TT sein.'],
    ['categories not as a list', { uid: 'A-1', name: 'Pumpe', categories: 'Hydraulik' }, 'Die Kategoriepfade muss eine Liste sein.'],
    ['an image id as text', { uid: 'A-1', name: 'Pumpe', images: [1, 'zwei'] }, 'Bild 2 ist keine Zahl.'],
    ['a name too long', { uid: 'A-1', name: 'x'.repeat(201) }, 'Der Name ist zu lang (höchstens 200 Zeichen).'],
    ['a row that is no object', 'A-1;Pumpe', 'Die Zeile ist kein Produkt (ein Objekt mit Feldern wird erwartet).'],
  ])('%s', (_, row, reason) => expect(reasonOf(row)).toBe(reason))
})

describe('parseImportRows', () => {
  it('reports refused rows with their 1-based line and material number; a repeated material number is refused in the later line', () => {
    const { valid: rows, rejected } = parseImportRows([
      { uid: 'A', name: 'Eins' },
      { uid: 'B', name: 'Zwei', price: 'x' },
      null,
      { uid: 'A', name: 'Eins nochmal' },
      { uid: 'C', name: 'Drei' },
    ])
    expect(rows.map((row) => [row.line, row.product.uid])).toEqual([[1, 'A'], [5, 'C']])
    expect(rejected).toEqual([
      { line: 2, uid: 'B', message: 'Der Preis ist keine Zahl.' },
      { line: 3, uid: null, message: 'Die Zeile ist kein Produkt (ein Objekt mit Feldern wird erwartet).' },
      { line: 4, uid: 'A', message: 'Die Materialnummer „A“ steht bereits in Zeile 1.' },
    ])
  })
})
