import type { Payload } from 'payload'

import type { BranchMenu, BranchMenuData, MenuBranch } from '@/src/domain/contracts/menu'
import { DEFAULT_CURRENCY } from '@/src/domain/defaults'
import { IMAGE_REF_SELECT, imageRef } from '@/src/domain/media'
import { withoutRowIds } from '@/src/domain/relations'
import type { BranchesSelect, CategoriesSelect, ProductsSelect } from '@/src/payload-types'

import { branchMenuOf, imageRefs } from './toDomain'

/** Everything of a branch its menu pages show or the rules need; no API key, no staff fields. */
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

/** Menus that start later, plus the latest one that has started (older ones can never be active again). */
function relevantMenus(menus: BranchMenu[], now: Date): BranchMenu[] {
  const started = menus.filter((menu) => !menu.availableFrom || new Date(menu.availableFrom) <= now)
  const upcoming = menus.filter((menu) => !started.includes(menu))
  return [...upcoming, ...started.slice(0, 1)]
}

/**
 * An enabled, public branch by its identifier (null for an unknown, disabled or non-public one)
 * with its menus that are or become active, their categories, products and images, and the
 * settings the menu pages read (the branch page, the signage menu board). Which menu, category and
 * product applies at a time is decided at render time (domain activeMenu, catalogueFor), so the
 * answer can be cached until one of its sources changes.
 */
export async function readBranchMenuData(payload: Payload, identifier: string): Promise<BranchMenuData | null> {
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
  const view: MenuBranch = {
    ...branch,
    openingHours: withoutRowIds(openingHours),
    deliveryHours: withoutRowIds(deliveryHours),
    deliveryAreas: withoutRowIds(deliveryAreas),
    image: imageRefs(images)[0] ?? imageRef(logo),
  }
  return {
    branch: view,
    menus: relevantMenus(menus.docs.map(branchMenuOf), new Date()),
    settings: {
      currency: settings.currency || DEFAULT_CURRENCY,
      defaultDeliveryMethod: settings.defaultDeliveryMethod ?? null,
      enablePluginCategoryBar: settings.enablePluginCategoryBar !== false,
    },
  }
}
