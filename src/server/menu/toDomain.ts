import { imageRef, type ImageRef } from '@/src/domain/media'
import { isPopulated, withoutRowIds } from '@/src/domain/relations'
import type { BranchMenu, MenuCategory, MenuProduct } from '@/src/domain/contracts/menu'
import type { Image, Menu, Product } from '@/src/payload-types'

/** The pictures of a document that are populated, as references. */
export const imageRefs = (images: readonly (number | Image)[] | null | undefined): ImageRef[] =>
  (images ?? []).map((image) => imageRef(image)).filter((image): image is ImageRef => image !== null)

/** A product of a menu as its pages show it; null for one that is not public or belongs to the parts catalogue. */
function menuProduct(doc: Product): MenuProduct | null {
  if (doc.isPublic === false || doc.catalogue === 'parts') return null
  const { images, config, alternativeUnits, schedule, catalogue: _catalogue, isPublic: _isPublic, ...rest } = doc
  const parts = withoutRowIds(config?.parts)?.map((part) => ({ ...part, options: withoutRowIds(part.options) }))
  return {
    ...rest,
    images: imageRefs(images),
    alternativeUnits: withoutRowIds(alternativeUnits),
    schedule: withoutRowIds(schedule),
    config: { parts: parts ?? [] },
  }
}

/** A stored menu (catalog rows of category + products, populated) as its pages show it. */
export function branchMenuOf(doc: Pick<Menu, 'id' | 'availableFrom' | 'branches' | 'catalog'>): BranchMenu {
  const categories: MenuCategory[] = (doc.catalog ?? []).flatMap(({ category, products }) => {
    if (!isPopulated(category)) return []
    const menuProducts = (products ?? [])
      .filter((product) => isPopulated(product))
      .map(menuProduct)
      .filter((product): product is MenuProduct => product !== null)
    return [{
      id: category.id,
      name: String(category.name ?? ''),
      description: category.description ?? null,
      image: imageRef(category.image),
      isEnabled: category.isEnabled,
      isVisibleWhenUnavailable: category.isVisibleWhenUnavailable,
      schedule: withoutRowIds(category.schedule),
      products: menuProducts,
    }]
  })
  return {
    id: doc.id,
    availableFrom: doc.availableFrom ?? null,
    branches: (doc.branches ?? []).map((branch) => (isPopulated(branch) ? branch.id : branch)),
    catalog: { categories },
  }
}
