import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { DEFAULT_CURRENCY } from '@/src/domain/defaults'
import { IMAGE_REF_SELECT, imageRef, type ImageRef } from '@/src/domain/media'
import { isPopulated, withoutRowIds } from '@/src/domain/relations'
import type { BranchesSelect, CategoriesSelect, Image, Menu, Product, ProductsSelect } from '@/src/payload-types'
import { publicCache } from '@/src/server/cache/publicCache'

import type { BranchMenu, BranchPageData, BranchView, MenuCategory, MenuProduct } from '../branch/types'

/** Everything of a branch the page shows or the rules need; no API key, no staff fields. */
const BRANCH_FIELDS = {
  identifier: true, name: true, description: true, street: true, zipCode: true, city: true, phone: true, email: true,
  images: true, logo: true, isEnabled: true, isPublic: true,
  openingHours: true, deliveryHours: true, isDeliveryHoursEnabled: true, closedMessage: true, orderableFrom: true,
  isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: true, isPreorderEnabled: true,
  isAppointmentRequired: true, isQuotationRequired: true, deliveryAreas: true,
} as const satisfies BranchesSelect

const CATEGORY_FIELDS = { name: true, description: true, image: true, isEnabled: true, isVisibleWhenUnavailable: true, schedule: true } as const satisfies CategoriesSelect

const PRODUCT_FIELDS = {
  name: true, uid: true, description: true, allergens: true, images: true, type: true, catalogue: true,
  price: true, tax: true, takeawayTax: true, dineInTax: true, isPriceHidden: true,
  unit: true, alternativeUnits: true, minimumQuantity: true, maximumQuantity: true, quantityStepSize: true,
  defaultQuantity: true, defaultUnit: true, calculationModel: true,
  isEnabled: true, isPublic: true, isVisibleWhenUnavailable: true, schedule: true, isStepByStep: true, config: true, leadTime: true,
} as const satisfies ProductsSelect

/** How many menus of a branch are read: all that start later plus the latest that has started. */
const MENU_LIMIT = 20

const imageRefs = (images: readonly (number | Image)[] | null | undefined): ImageRef[] =>
  (images ?? []).map((image) => imageRef(image)).filter((image): image is ImageRef => image !== null)

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

function menuOf(doc: Pick<Menu, 'id' | 'availableFrom' | 'branches' | 'catalog'>): BranchMenu {
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

/** Menus that start later, plus the latest one that has started (older ones can never be active again). */
function relevantMenus(menus: BranchMenu[], now: Date): BranchMenu[] {
  const started = menus.filter((menu) => !menu.availableFrom || new Date(menu.availableFrom) <= now)
  const upcoming = menus.filter((menu) => !started.includes(menu))
  return [...upcoming, ...started.slice(0, 1)]
}

async function load(identifier: string): Promise<BranchPageData | null> {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'branches',
    where: { and: [{ identifier: { equals: identifier } }, { isEnabled: { equals: true } }, { isPublic: { equals: true } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    select: BRANCH_FIELDS,
    populate: { images: IMAGE_REF_SELECT },
  })
  const found = docs[0]
  if (!found) return null
  const [menus, settings] = await Promise.all([
    payload.find({
      collection: 'menus',
      where: { branches: { in: [found.id] } },
      sort: '-availableFrom',
      limit: MENU_LIMIT,
      depth: 2,
      overrideAccess: true,
      select: { availableFrom: true, branches: true, catalog: true },
      populate: { branches: {}, categories: CATEGORY_FIELDS, products: PRODUCT_FIELDS, images: IMAGE_REF_SELECT },
    }),
    payload.findGlobal({
      slug: 'config',
      depth: 0,
      overrideAccess: true,
      select: { currency: true, defaultDeliveryMethod: true, enablePluginCategoryBar: true },
    }),
  ])
  const { images, logo, deliveryAreas, openingHours, deliveryHours, ...branch } = found
  const view: BranchView = {
    ...branch,
    openingHours: withoutRowIds(openingHours),
    deliveryHours: withoutRowIds(deliveryHours),
    deliveryAreas: withoutRowIds(deliveryAreas),
    image: imageRefs(images)[0] ?? imageRef(logo),
  }
  return {
    branch: view,
    menus: relevantMenus(menus.docs.map(menuOf), new Date()),
    settings: {
      currency: settings.currency || DEFAULT_CURRENCY,
      defaultDeliveryMethod: settings.defaultDeliveryMethod ?? null,
      enablePluginCategoryBar: settings.enablePluginCategoryBar !== false,
    },
  }
}

/**
 * The branch page's data by the branch's identifier (null for an unknown, disabled or non-public
 * branch): the branch, its menus that are or become active with their categories, products and
 * images, and the settings the page reads. Cached until branches, menus, categories, products,
 * images or the settings change; which menu, category and product applies now is decided at
 * render time (domain activeMenu, catalogueFor).
 */
export const loadBranchPage = publicCache(
  'branch-page',
  ['branches', 'menus', 'categories', 'products', 'images', 'config'],
  load,
)
