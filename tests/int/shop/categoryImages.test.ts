import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'

import { DEFAULT_CATALOGUE_STATE } from '@/src/domain/partsCatalogue'
import { categoryImagesOf } from '@/src/server/partsShop/categoryImages'
import { CategoryTiles } from '@/storefront/shop/partsCatalogue/CategoryTiles'

import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * Issue 26, 2.7: a parts category's tile shows its image (/image/thumbnail/…); the image is kept
 * on a category of the back office whose shopPath names the parts category.
 */

let context: TestContext

beforeAll(async () => {
  context = await startTestPayload()
})
afterAll(() => context.close())

const image = async (alt: string) => {
  const data = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } }).png().toBuffer()
  return context.payload.create({ collection: 'images', data: { alt }, file: { data, mimetype: 'image/png', name: `${alt}.png`, size: data.length }, overrideAccess: true, depth: 0 })
}

describe('parts category images', () => {
  it('are found by the category path, normalised, the older category winning', async () => {
    const gears = await image('Getriebe')
    const other = await image('Anderes')
    await context.payload.create({ collection: 'categories', data: { name: 'Getriebe', shopPath: 'Antriebstechnik→ Getriebe ', image: gears.id }, overrideAccess: true, depth: 0 })
    await context.payload.create({ collection: 'categories', data: { name: 'Getriebe (alt)', shopPath: 'Antriebstechnik → Getriebe', image: other.id }, overrideAccess: true, depth: 0 })
    await context.payload.create({ collection: 'categories', data: { name: 'Ohne Bild', shopPath: 'Hydraulik' }, overrideAccess: true, depth: 0 })
    await context.payload.create({ collection: 'categories', data: { name: 'Vorspeisen', image: other.id }, overrideAccess: true, depth: 0 })

    const images = await categoryImagesOf(context.payload)
    expect(Object.keys(images)).toEqual(['Antriebstechnik → Getriebe'])
    expect(images['Antriebstechnik → Getriebe']).toMatchObject({ id: gears.id, version: 1, extension: 'png', alt: 'Getriebe', width: 400, height: 300 })
  })

  it('show on the tile of their category as the thumbnail, the others without', async () => {
    const images = await categoryImagesOf(context.payload)
    const html = renderToStaticMarkup(createElement(CategoryTiles, {
      state: { ...DEFAULT_CATALOGUE_STATE, category: 'Antriebstechnik' },
      categories: [
        { path: 'Antriebstechnik → Getriebe', label: 'Getriebe', count: 12, children: [] },
        { path: 'Antriebstechnik → Motoren', label: 'Motoren', count: 3, children: [] },
      ],
      images,
    }))
    const gears = images['Antriebstechnik → Getriebe']
    expect(html).toContain(`src="/image/thumbnail/${gears.id}-1.png"`)
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).toContain('Motoren')
  })
})
