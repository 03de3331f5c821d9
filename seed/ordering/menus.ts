import type { Payload } from 'payload'

import { seedImage } from '../images'
import { upsert } from '../upsert'
import { MENU } from './menuProducts'

const DAY = 24 * 60 * 60 * 1000

/** Categories, menu products with pictures, the current menu for all branches and a future one. */
export async function seedMenus(payload: Payload, branchIds: number[], now: Date): Promise<{ productIds: number[] }> {
  const catalog: { category: number; products: number[] }[] = []
  const productIds: number[] = []
  for (const { key, name, color, extra, products } of MENU) {
    const image = await seedImage(payload, { key: `kategorie-${key}`, alt: name, color })
    const category = await upsert(payload, 'categories', { name: { equals: name } }, { name, image, isEnabled: true, ...extra })
    const ids = await Promise.all(
      products.map(({ key: productKey, ...product }) =>
        upsert(payload, 'products', { uid: { equals: `AK-${productKey}` } }, {
          uid: `AK-${productKey}`,
          catalogue: 'menu',
          type: 'simple',
          unit: 'amount',
          images: [image],
          isEnabled: true,
          isPublic: true,
          ...product,
        }).then((saved) => saved.id),
      ),
    )
    productIds.push(...ids)
    catalog.push({ category: category.id, products: ids })
  }
  await upsert(payload, 'menus', { name: { equals: 'Speisekarte Herbst' } }, {
    name: 'Speisekarte Herbst', availableFrom: new Date(now.getTime() - 60 * DAY).toISOString(), branches: branchIds, catalog,
  })
  await upsert(payload, 'menus', { name: { equals: 'Speisekarte Winter' } }, {
    name: 'Speisekarte Winter', availableFrom: new Date(now.getTime() + 30 * DAY).toISOString(), branches: branchIds, catalog: catalog.slice(1),
  })
  return { productIds }
}
