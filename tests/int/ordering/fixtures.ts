import type { Payload } from 'payload'

let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`

const ALWAYS_OPEN = [{ type: 'daily', from: '00:00', to: '00:00' }]
const ALWAYS_CLOSED = [{ type: 'daily', isClosed: true }]

export type OrderingWorld = {
  branches: { open: Branch; closed: Branch; preorder: Branch; other: Branch }
  products: { schnitzel: number; beer: number; burger: number; cake: number; cheese: number; hidden: number; offMenu: number }
  tableId: number
  donateeId: number
  staff: { admin: Account; employee: Account; otherEmployee: Account }
}
type Branch = { id: number; identifier: string; apiKey: string }
type Account = { id: number; email: string; password: string; token: string }

const menuBranch = (overrides: Record<string, unknown>) => ({
  isEnabled: true, isPublic: true, isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: true,
  isCashEnabled: true, isMollieEnabled: true, isDatatransEnabled: true, isTableSelectionEnabled: true,
  street: 'Testgasse 1', zipCode: '1010', city: 'Wien', phone: '+43 1 123456', email: 'filiale@example.at',
  deliveryAreas: [{ area: 'Zone 1', price: 3.5, tax: 20, freeFromOrderValue: 50, minimumOrderValue: 20 }],
  ...overrides,
})

async function branch(payload: Payload, name: string, overrides: Record<string, unknown>): Promise<Branch> {
  const doc = await payload.create({ collection: 'branches', data: menuBranch({ name, identifier: unique('filiale'), ...overrides }) as never, depth: 0, overrideAccess: true })
  return { id: doc.id, identifier: doc.identifier, apiKey: doc.apiKey as string }
}

async function product(payload: Payload, data: Record<string, unknown>): Promise<number> {
  const doc = await payload.create({
    collection: 'products',
    data: { catalogue: 'menu', type: 'simple', unit: 'amount', isEnabled: true, uid: unique('P'), tax: 10, takeawayTax: 10, dineInTax: 10, ...data } as never,
    depth: 0,
    overrideAccess: true,
  })
  return doc.id
}

async function account(payload: Payload, roles: string[], branches: number[]): Promise<Account> {
  const email = `${unique('staff')}@example.at`
  const password = 'geheim123'
  const user = await payload.create({ collection: 'users', data: { email, password, roles: roles as never, branches }, depth: 0, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, email, password, token: token! }
}

/**
 * An ordering world independent of the clock: a branch that is always open (all modes, one
 * delivery area: 3,50 € fee at 20 %, free from 50 €, minimum 20 €), one always closed, one closed
 * but taking preorders, another branch; a menu for all of them; staff of each role.
 */
export async function createOrderingWorld(payload: Payload): Promise<OrderingWorld> {
  await payload.updateGlobal({
    slug: 'config',
    data: { enableCash: true, enableMollie: true, enableDatatrans: true, enablePluginDonations: true, currency: 'EUR' },
    depth: 0,
    overrideAccess: true,
  })
  const branches = {
    open: await branch(payload, 'Filiale Immer Offen', { openingHours: ALWAYS_OPEN }),
    closed: await branch(payload, 'Filiale Geschlossen', { openingHours: ALWAYS_CLOSED, closedMessage: 'Wir sind auf Urlaub.' }),
    preorder: await branch(payload, 'Filiale Vorbestellung', { openingHours: ALWAYS_CLOSED, isPreorderEnabled: true }),
    other: await branch(payload, 'Andere Filiale', { openingHours: ALWAYS_OPEN }),
  }
  const products = {
    schnitzel: await product(payload, { name: 'Wiener Schnitzel', price: 12.9, description: 'Mit Erdäpfelsalat.' }),
    beer: await product(payload, { name: 'Zipfer Märzen', price: 4.5, tax: 20, takeawayTax: 20, dineInTax: 20 }),
    burger: await product(payload, {
      name: 'Burger', price: 10, type: 'configurable',
      config: { parts: [
        { name: 'Brot', type: 'select', options: [{ name: 'Brioche', modifier: 'add', value: 0 }, { name: 'Vollkorn', modifier: 'add', value: 1 }] },
        { name: 'Extras', type: 'multiselect', optional: true, options: [{ name: 'Käse', modifier: 'add', value: 1.5 }, { name: 'Speck', modifier: 'add', value: 2 }] },
      ] },
    }),
    cake: await product(payload, { name: 'Motivtorte', price: 49, type: 'configurable', config: { parts: [{ name: 'Foto', type: 'image' }, { name: 'Aufschrift', type: 'text' }] } }),
    cheese: await product(payload, {
      name: 'Bergkäse', price: 32, unit: 'kg', calculationModel: 'approximate', minimumQuantity: 0.1, quantityStepSize: 0.05,
      alternativeUnits: [{ unit: 'amount', ratio: 0.25, minimumQuantity: 1, quantityStepSize: 1, calculationModel: 'approximate' }],
    }),
    hidden: await product(payload, { name: 'Ausverkauft', price: 5, isEnabled: false, isVisibleWhenUnavailable: true }),
    offMenu: await product(payload, { name: 'Nicht auf der Karte', price: 5 }),
  }
  const category = await payload.create({ collection: 'categories', data: { name: unique('Kategorie') }, depth: 0, overrideAccess: true })
  await payload.create({
    collection: 'menus',
    data: {
      name: unique('Karte'),
      availableFrom: new Date(Date.now() - 86_400_000).toISOString(),
      branches: Object.values(branches).map((b) => b.id),
      catalog: [{ category: category.id, products: [products.schnitzel, products.beer, products.burger, products.cake, products.cheese, products.hidden] }],
    },
    depth: 0,
    overrideAccess: true,
  })
  const table = await payload.create({ collection: 'tables', data: { identifier: '7', branch: branches.open.id }, depth: 0, overrideAccess: true })
  const donatee = await payload.create({ collection: 'donatees', data: { name: 'Wiener Tafel', identifier: unique('tafel'), isEnabled: true }, depth: 0, overrideAccess: true })
  return {
    branches,
    products,
    tableId: table.id,
    donateeId: donatee.id,
    staff: {
      admin: await account(payload, ['ROLE_ADMIN'], []),
      employee: await account(payload, ['ROLE_EMPLOYEE'], [branches.open.id]),
      otherEmployee: await account(payload, ['ROLE_EMPLOYEE'], [branches.other.id]),
    },
  }
}

/** A valid takeaway checkout at the open branch: one Schnitzel (12,90 €), cash. */
export function takeawayCheckout(world: OrderingWorld, overrides: Record<string, unknown> = {}) {
  return {
    branch: world.branches.open.id,
    isDelivery: false,
    isDineIn: false,
    firstName: 'Erika',
    lastName: 'Musterfrau',
    email: 'erika@example.at',
    phone: '+43 660 1234567',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    items: [{ product: world.products.schnitzel, amount: 1, unit: 'amount', parts: [] }],
    ...overrides,
  }
}

/** Creates an order directly (bypassing placement), for workflow and notification tests. */
export async function createOrder(payload: Payload, world: OrderingWorld, data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'orders',
    data: {
      shop: 'ordering', branch: world.branches.open.id, mode: 'takeaway', status: 'pending', paymentMethod: 'cash', paymentStatus: 'onSite',
      firstName: 'Erika', lastName: 'Musterfrau', email: 'erika@example.at', phone: '+43 660 1234567',
      items: [{ product: world.products.schnitzel, name: 'Wiener Schnitzel', amount: 1, unit: 'amount', unitPrice: 12.9, taxRate: 10, net: 11.7273, tax: 1.1727, gross: 12.9 }],
      totals: { net: 11.73, tax: 1.17, gross: 12.9, deliveryFee: 0, taxes: [{ rate: 10, net: 11.73, tax: 1.17, gross: 12.9 }] },
      ...data,
    } as never,
    depth: 0,
    overrideAccess: true,
  })
}
