import { describe, expect, it } from '@jest/globals'

import { batchesOf, changedFields, type ImportedProduct, mergeReports, parseProductRow, productFields } from '@/src/domain/imports'

const product = (row: Record<string, unknown>): ImportedProduct => {
  const result = parseProductRow({ uid: 'A-1', name: 'Pumpe', ...row })
  if (!result.ok) throw new Error(result.message)
  return result.product
}

/** A product as Payload reads it back (depth 0): array rows with ids, numbers, dates as ISO times. */
const stored = {
  id: 7,
  uid: 'A-1',
  name: 'Pumpe',
  price: 12.9,
  tax: 20,
  takeawayTax: 20,
  dineInTax: 20,
  description: null,
  categories: [{ id: 'r1', value: 'Hydraulik → Pumpen' }],
  discounts: [{ id: 'r2', type: 'volumeDiscount', minimumAmount: 5, newPrice: 11.9 }],
  salesPrice: { price: 10, endDate: '2026-12-31T00:00:00.000Z' },
  attributes: [
    { id: 'r3', type: 'textAttribute', label: 'Druck', value: '250 bar', values: [] },
    { id: 'r4', type: 'listAttribute', label: 'Anschlüsse', value: null, values: [{ id: 'r5', value: 'G 1/2' }] },
  ],
  requiredAccessories: [3],
  images: [{ id: 11 }, 12],
  importSettings: { keepImages: false },
}

const row = {
  price: 12.9,
  tax: 20,
  description: null,
  categories: ['Hydraulik → Pumpen'],
  discounts: [{ minimumAmount: 5, newPrice: 11.9 }],
  salesPrice: { price: 10, endDate: '2026-12-31' },
  attributes: [{ label: 'Druck', value: '250 bar' }, { label: 'Anschlüsse', values: ['G 1/2'] }],
  requiredAccessories: ['Z-3'],
  images: [11, 12],
  importSettings: { keepImages: false },
}
const accessories = new Map([['Z-3', 3], ['Z-4', 4]])

describe('productFields', () => {
  it('writes only the fields the row has, accessories as product ids, one tax rate for all three', () => {
    expect(productFields(product({ price: 5, tax: 20, requiredAccessories: ['Z-4'] }), accessories, false)).toEqual({
      uid: 'A-1', name: 'Pumpe', price: 5, tax: 20, takeawayTax: 20, dineInTax: 20, requiredAccessories: [4],
    })
  })

  it('leaves the images out when the product keeps its own', () => {
    expect(productFields(product({ images: [1] }), accessories, true)).not.toHaveProperty('images')
    expect(productFields(product({ images: [1] }), accessories, false)).toHaveProperty('images', [1])
  })
})

describe('changedFields: a row compared with the stored product', () => {
  it('the same values in their stored form are no change (row ids, populated relations, ISO dates)', () =>
    expect(changedFields(stored, productFields(product(row), accessories, false))).toEqual([]))

  it.each([
    ['price', { price: 13.9 }],
    ['categories', { categories: ['Hydraulik → Pumpen', 'Ersatzteile'] }],
    ['discounts', { discounts: [{ minimumAmount: 10, newPrice: 11.9 }] }],
    ['salesPrice', { salesPrice: { price: 10, endDate: '2027-01-31' } }],
    ['attributes', { attributes: [{ label: 'Druck', value: '315 bar' }, { label: 'Anschlüsse', values: ['G 1/2'] }] }],
    ['requiredAccessories', { requiredAccessories: ['Z-4'] }],
    ['images', { images: [12, 11] }],
    ['description', { description: 'Neu' }],
  ])('a changed %s is found', (field, change) =>
    expect(changedFields(stored, productFields(product({ ...row, ...change }), accessories, false))).toEqual([field]))

  it('a cleared text equals an empty stored one', () =>
    expect(changedFields({ ...stored, shortDescription: '' }, productFields(product({ shortDescription: null }), accessories, false))).toEqual([]))
})

describe('batches and reports', () => {
  it('batchesOf keeps the order, the last batch holds the rest', () =>
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]))

  it('mergeReports adds the counts and keeps the refusals in line order', () =>
    expect(mergeReports(
      { created: 1, updated: 2, unchanged: 3, rejected: [{ line: 9, uid: 'B', message: 'x' }] },
      { created: 1, updated: 0, unchanged: 1, rejected: [{ line: 2, uid: null, message: 'y' }] },
    )).toEqual({ created: 2, updated: 2, unchanged: 4, rejected: [{ line: 2, uid: null, message: 'y' }, { line: 9, uid: 'B', message: 'x' }] }))
})
