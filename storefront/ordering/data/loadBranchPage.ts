import { publicCache } from '@/src/server/cache/publicCache'
import { payloadClient } from '@/src/server/payload'

import type { BranchMenu, BranchPageData, BranchView, ImageRef, MenuCategory, MenuProduct } from '../branch/types'

/** Everything of a branch the page shows or the rules need; no API key, no staff fields. */
const BRANCH_FIELDS = {
  identifier: true, name: true, description: true, street: true, zipCode: true, city: true, phone: true, email: true,
  images: true, logo: true, isEnabled: true, isPublic: true,
  openingHours: true, deliveryHours: true, isDeliveryHoursEnabled: true, closedMessage: true, orderableFrom: true,
  isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: true, isPreorderEnabled: true,
  isAppointmentRequired: true, isQuotationRequired: true, deliveryAreas: true,
} as const

const IMAGE_FIELDS = { version: true, extension: true, alt: true, width: true, height: true } as const

const CATEGORY_FIELDS = { name: true, description: true, image: true, isEnabled: true, isVisibleWhenUnavailable: true, schedule: true } as const

const PRODUCT_FIELDS = {
  name: true, uid: true, description: true, allergens: true, images: true, type: true, catalogue: true,
  price: true, tax: true, takeawayTax: true, dineInTax: true, isPriceHidden: true,
  unit: true, alternativeUnits: true, minimumQuantity: true, maximumQuantity: true, quantityStepSize: true,
  defaultQuantity: true, defaultUnit: true, calculationModel: true,
  isEnabled: true, isPublic: true, isVisibleWhenUnavailable: true, schedule: true, isStepByStep: true, config: true, leadTime: true,
} as const

/** How many menus of a branch are read: all that start later plus the latest that has started. */
const MENU_LIMIT = 20

type Doc = Record<string, unknown> & { id: number }

function imageRef(value: unknown): ImageRef | null {
  if (!value || typeof value !== 'object') return null
  const image = value as Doc & { version?: number | null; extension?: string | null; alt?: string | null; width?: number | null; height?: number | null }
  if (!image.extension) return null
  return { id: image.id, version: image.version ?? 1, extension: image.extension, alt: image.alt ?? null, width: image.width ?? null, height: image.height ?? null }
}

const imageRefs = (values: unknown): ImageRef[] =>
  (Array.isArray(values) ? values : []).map(imageRef).filter((image): image is ImageRef => image !== null)

/** Array rows carry Payload's row ids; the storefront does not need them. */
const withoutRowIds = <T,>(rows: unknown): T[] | null =>
  Array.isArray(rows) ? rows.map((row) => {
    const { id: _id, ...rest } = row as Record<string, unknown>
    return rest as T
  }) : null

function menuProduct(doc: Doc): MenuProduct | null {
  if (doc.isPublic === false || doc.catalogue === 'parts') return null
  const { images, config, alternativeUnits, schedule, catalogue: _catalogue, isPublic: _isPublic, ...rest } = doc
  const parts = withoutRowIds<Record<string, unknown>>((config as { parts?: unknown } | null)?.parts)?.map((part) => ({
    ...part,
    options: withoutRowIds(part.options),
  }))
  return {
    ...(rest as unknown as MenuProduct),
    images: imageRefs(images),
    alternativeUnits: withoutRowIds(alternativeUnits),
    schedule: withoutRowIds(schedule),
    config: { parts: (parts ?? []) as NonNullable<MenuProduct['config']>['parts'] },
  }
}

function menuOf(doc: Doc): BranchMenu {
  const rows = (doc.catalog as { category?: unknown; products?: unknown }[] | null) ?? []
  const categories: MenuCategory[] = rows
    .filter((row) => row.category && typeof row.category === 'object')
    .map((row) => {
      const category = row.category as Doc
      const products = (Array.isArray(row.products) ? row.products : [])
        .filter((product): product is Doc => Boolean(product) && typeof product === 'object')
        .map(menuProduct)
        .filter((product): product is MenuProduct => product !== null)
      return {
        id: category.id,
        name: String(category.name ?? ''),
        description: (category.description as string | null) ?? null,
        image: imageRef(category.image),
        isEnabled: category.isEnabled as boolean | null,
        isVisibleWhenUnavailable: category.isVisibleWhenUnavailable as boolean | null,
        schedule: withoutRowIds(category.schedule),
        products,
      }
    })
  return {
    id: doc.id,
    availableFrom: (doc.availableFrom as string | null) ?? null,
    branches: ((doc.branches as unknown[]) ?? []).map((branch) => (typeof branch === 'object' && branch ? (branch as Doc).id : (branch as number))),
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
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'branches',
    where: { and: [{ identifier: { equals: identifier } }, { isEnabled: { equals: true } }, { isPublic: { equals: true } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    select: BRANCH_FIELDS,
    populate: { images: IMAGE_FIELDS },
  })
  const found = docs[0] as unknown as Doc | undefined
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
      populate: { branches: {}, categories: CATEGORY_FIELDS, products: PRODUCT_FIELDS, images: IMAGE_FIELDS },
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
    ...(branch as unknown as BranchView),
    openingHours: withoutRowIds(openingHours),
    deliveryHours: withoutRowIds(deliveryHours),
    deliveryAreas: withoutRowIds(deliveryAreas),
    image: imageRefs(images)[0] ?? imageRef(logo),
  }
  const config = settings as { currency?: string | null; defaultDeliveryMethod?: string | null; enablePluginCategoryBar?: boolean | null }
  return {
    branch: view,
    menus: relevantMenus(menus.docs.map((doc) => menuOf(doc as unknown as Doc)), new Date()),
    settings: {
      currency: config.currency || 'EUR',
      defaultDeliveryMethod: (config.defaultDeliveryMethod as BranchPageData['settings']['defaultDeliveryMethod']) ?? null,
      enablePluginCategoryBar: config.enablePluginCategoryBar !== false,
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
