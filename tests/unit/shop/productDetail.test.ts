import { describe, expect, it } from '@jest/globals'

import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import type { PriceDisplay, PriceTierRow } from '@/src/domain/pricing'
import { initialAmount, partsCartLine, partsCartProduct } from '@/storefront/shop/product/cartLine'
import { productDescription, productMetadata } from '@/storefront/shop/product/metadata'
import { productJsonLd, serializeJsonLd, siteBaseUrl } from '@/storefront/shop/product/productJsonLd'
import { visibleProductTabs } from '@/storefront/shop/product/productTabs'
import { shopUnitLabel } from '@/storefront/shop/product/shopUnit'
import { specificationRows } from '@/storefront/shop/product/specificationRows'
import { tierRowTexts } from '@/storefront/shop/product/tierRows'

const hidden: PriceDisplay = { visible: false, text: 'Preis auf Anfrage' }
const grossPrice: PriceDisplay = { visible: true, amount: 120, listAmount: 120, isDiscounted: false, isNet: false, suffix: 'inkl. MwSt.' }
const netPrice: PriceDisplay = { visible: true, amount: 100, listAmount: 100, isDiscounted: false, isNet: true, suffix: 'exkl. MwSt.' }
const image = { id: 7, version: 2, extension: 'jpg', alt: null, width: 2000, height: 1500 }

type Overrides = Partial<Omit<ShopProduct, 'content' | 'display'>> & {
  content?: Partial<ShopProduct['content']>
  display?: Partial<ShopProduct['display']>
}

function shopProduct({ content, display, ...fields }: Overrides = {}): ShopProduct {
  return {
    id: 1, uid: '4711-200', name: 'Zahnradpumpe ZP 20', slug: 'zahnradpumpe-zp-20', price: 120, tax: 20, isPriceHidden: false,
    isEnabled: true, isPublic: true, unit: 'amount', minimumQuantity: 1, defaultQuantity: null, defaultUnit: null, quantityStepSize: 1,
    config: { parts: [{ name: 'Kommentar', type: 'textarea', optional: false }, { name: 'Wunschliefertermin', type: 'text', optional: true }] },
    ...fields,
    content: {
      description: null, shortDescription: null, materialGroup: null, mkz: null, categories: [], discounts: [], salesPrice: null,
      attributes: [], images: [], requiredAccessories: [], optionalAccessories: [], weight: 0, importSettings: { keepImages: false },
      ...content,
    },
    display: { price: hidden, tiers: [], ...display },
  }
}

const tier = (minimumAmount: number, amount: number, isNet = true): PriceTierRow =>
  ({ minimumAmount, amount, isNet, suffix: isNet ? 'exkl. MwSt.' : 'inkl. MwSt.' })
const document = { label: 'Datenblätter', href: 'https://docs.example.at/4711-200.pdf' }

describe('tabs: Details only with a description, Dokumente & CAD only with documents, Preisstaffelung only with tiers', () => {
  it.each<[string, Overrides, (typeof document)[], string[]]>([
    ['bare product', {}, [], ['specifications']],
    ['blank description counts as none', { content: { description: '  \n ' } }, [], ['specifications']],
    ['description', { content: { description: 'Robuste Pumpe.' } }, [], ['details', 'specifications']],
    ['documents', {}, [document], ['specifications', 'documents']],
    ['everything', { content: { description: 'x' }, display: { price: netPrice, tiers: [tier(10, 90), tier(50, 80)] } }, [document],
      ['details', 'specifications', 'documents', 'tiers']],
  ])('%s', (_, overrides, documents, expected) => expect(visibleProductTabs(shopProduct(overrides), documents)).toEqual(expected))
})

describe('Spezifikationen rows', () => {
  const attributes: ShopProduct['content']['attributes'] = [
    { type: 'textAttribute', label: 'Fördervolumen', value: '20 l/min' },
    { type: 'listAttribute', label: 'Anschlüsse', values: ['G 1/2', 'G 3/4'] },
  ]

  it('material number, then the attributes; no material group for customers (the server left it null)', () =>
    expect(specificationRows(shopProduct({ content: { attributes } }))).toEqual([
      { label: 'Materialnummer', value: '4711-200' },
      { label: 'Fördervolumen', value: '20 l/min' },
      { label: 'Anschlüsse', values: ['G 1/2', 'G 3/4'] },
    ]))

  it('the material group after the material number for staff', () =>
    expect(specificationRows(shopProduct({ content: { materialGroup: '5S1', attributes } })).slice(0, 2)).toEqual([
      { label: 'Materialnummer', value: '4711-200' },
      { label: 'Materialgruppe', value: '5S1' },
    ]))
})

describe('Preisstaffelung rows: ab {n} {unit} → price with the tier suffix', () => {
  it('pieces, net', () =>
    expect(tierRowTexts([tier(10, 90), tier(1000, 1234.5)], 'amount', 'EUR')).toEqual([
      { quantity: 'ab 10 Stk.', price: '90,00 €', suffix: 'exkl. MwSt.' },
      { quantity: 'ab 1.000 Stk.', price: '1.234,50 €', suffix: 'exkl. MwSt.' },
    ]))

  it('metres with a decimal amount, gross', () =>
    expect(tierRowTexts([tier(2.5, 12, false)], 'm', 'EUR')).toEqual([{ quantity: 'ab 2,5 m', price: '12,00 €', suffix: 'inkl. MwSt.' }]))

  it.each([['amount', 'Stk.'], ['m', 'm'], ['kg', 'kg'], ['Rolle', 'Rolle']])('unit %s reads %s', (unit, label) => expect(shopUnitLabel(unit)).toBe(label))
})

describe('cart line of the detail page', () => {
  it('keeps what the parts cart needs: uid, name, price, isPriceHidden, content.images, config', () => {
    const product = partsCartProduct(shopProduct({ content: { images: [image], description: 'Robuste Pumpe.' } }))
    expect(product).toMatchObject({
      id: 1, uid: '4711-200', name: 'Zahnradpumpe ZP 20', description: 'Robuste Pumpe.', price: 120, isPriceHidden: false, unit: 'amount',
      content: { images: [image] },
      config: { parts: [{ name: 'Kommentar', type: 'textarea', optional: false }, { name: 'Wunschliefertermin', type: 'text', optional: true }] },
    })
  })

  it('amount in the base unit snapped onto minimum and step, parts [comment, open delivery date]', () => {
    const product = partsCartProduct(shopProduct({ minimumQuantity: 5, quantityStepSize: 5 }))
    expect(partsCartLine(product, 8, '  für Anlage 3 ')).toEqual({ product, amount: 10, unit: 'amount', parts: ['für Anlage 3', ''] })
    expect(partsCartLine(product, 1, '')).toMatchObject({ amount: 5, parts: ['', ''] })
  })

  it('an unknown part type becomes text, an unknown unit the piece', () => {
    const product = partsCartProduct(shopProduct({ unit: 'Rolle', config: { parts: [{ name: 'Kommentar', type: 'freitext', optional: true }] } }))
    expect(product.unit).toBe('amount')
    expect(product.config?.parts).toEqual([{ name: 'Kommentar', type: 'text', optional: true }])
  })

  it.each<[string, Overrides, number]>([
    ['minimum quantity', { minimumQuantity: 3 }, 3],
    ['no minimum: one step', { minimumQuantity: 0, quantityStepSize: 2 }, 2],
    ['default quantity with default unit in the base unit', { minimumQuantity: 2, defaultQuantity: 6, defaultUnit: 'amount' }, 6],
    ['default quantity without default unit is ignored', { minimumQuantity: 2, defaultQuantity: 6 }, 2],
    ['default in another unit of the family falls back to the minimum', { unit: 'm', minimumQuantity: 2, defaultQuantity: 50, defaultUnit: 'cm' }, 2],
  ])('starts at: %s', (_, overrides, expected) => expect(initialAmount(partsCartProduct(shopProduct(overrides)))).toBe(expected))
})

describe('metadata', () => {
  const data = (overrides: Overrides) => ({ currency: 'EUR', product: shopProduct(overrides), requiredAccessories: [], optionalAccessories: [], documents: [] })

  it('title, short description, canonical path and the first image as Open Graph image (medium)', () => {
    const metadata = productMetadata(data({ content: { shortDescription: 'Pumpe für Hydraulikaggregate', images: [image, { ...image, id: 8 }] } }))
    expect(metadata).toMatchObject({
      title: 'Zahnradpumpe ZP 20 (4711-200)',
      description: 'Pumpe für Hydraulikaggregate',
      alternates: { canonical: '/shop/produkte/4711-200/zahnradpumpe-zp-20' },
      openGraph: { title: 'Zahnradpumpe ZP 20 (4711-200)', url: '/shop/produkte/4711-200/zahnradpumpe-zp-20',
        images: [{ url: '/image/medium/7-2.jpg', width: 1280, height: 960, alt: 'Zahnradpumpe ZP 20' }] },
    })
  })

  it('no image without product images', () => expect(productMetadata(data({})).openGraph).not.toHaveProperty('images'))

  it.each<[string, Overrides['content'], string | undefined]>([
    ['short description wins', { shortDescription: 'Kurz', description: 'Lang' }, 'Kurz'],
    ['description on one line', { description: 'Erste Zeile\nzweite Zeile' }, 'Erste Zeile zweite Zeile'],
    ['long description truncated to 128 characters', { description: 'Wort '.repeat(40) }, `${'Wort '.repeat(25).trim()}...`],
    ['neither', {}, undefined],
  ])('description: %s', (_, content, expected) => {
    const description = productDescription(shopProduct({ content }))
    expect(description).toBe(expected)
    expect((description ?? '').length).toBeLessThanOrEqual(128)
  })
})

describe('structured data (schema.org Product)', () => {
  const base = new URL('https://www.example.at')
  const path = '/shop/produkte/4711-200/zahnradpumpe-zp-20'

  it('name, sku, description, absolute image URLs and no offer when the price is not visible', () => {
    const json = productJsonLd(shopProduct({ content: { description: 'Robuste Pumpe.', images: [image] } }), { path, currency: 'EUR', base })
    expect(json).toEqual({
      '@context': 'https://schema.org', '@type': 'Product', name: 'Zahnradpumpe ZP 20', sku: '4711-200',
      url: 'https://www.example.at/shop/produkte/4711-200/zahnradpumpe-zp-20', description: 'Robuste Pumpe.',
      image: ['https://www.example.at/image/medium/7-2.jpg'],
    })
    expect(json).not.toHaveProperty('offers')
  })

  it.each([[grossPrice, '120.00', true], [netPrice, '100.00', false]])('an offer when the viewer sees the price', (price, amount, taxIncluded) =>
    expect(productJsonLd(shopProduct({ display: { price } }), { path, currency: 'EUR', base }).offers).toEqual({
      '@type': 'Offer', url: `https://www.example.at${path}`, price: amount, priceCurrency: 'EUR',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: amount, priceCurrency: 'EUR', valueAddedTaxIncluded: taxIncluded },
    }))

  it('relative URLs without a known site address', () =>
    expect(productJsonLd(shopProduct({ content: { images: [image] } }), { path, currency: 'EUR', base: null })).toMatchObject({ url: path, image: ['/image/medium/7-2.jpg'] }))

  it('no text of the product can close the script element', () => {
    const text = serializeJsonLd(productJsonLd(shopProduct({ name: '</script><script>alert(1)</script> & <!--' }), { path, currency: 'EUR', base }))
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script> & <!--')
  })

  it.each<[(string | null)[], string | null]>([
    [['https://www.example.at/start', 'https://other.at'], 'https://www.example.at/start'],
    [[null, 'www.example.at', 'https://fallback.at'], 'https://fallback.at/'],
    [['javascript:alert(1)'], null],
    [[], null],
  ])('site base of %j', (candidates, expected) => expect(siteBaseUrl(...candidates)?.toString() ?? null).toBe(expected))
})
