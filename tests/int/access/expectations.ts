import type { Role, World } from './actors'

/** The operations of the matrix: `list` is a find with access control, `read` one document by id. */
export type Op = 'list' | 'read' | 'create' | 'update' | 'delete'
export const OPERATIONS: Op[] = ['list', 'read', 'create', 'update', 'delete']

/** What a field write may refer to besides the world: an order of branch A. */
export type FieldContext = { world: World; orderId: number }

/**
 * A write of a sensitive field. It counts as allowed when the stored value afterwards differs from
 * what it would be without the write (Payload silently drops fields a role may not write).
 */
export type FieldWrite = {
  data: (context: FieldContext) => Record<string, unknown>
  /** The stored field (dot path) that shows the effect; the first key of `data` unless given. */
  stored?: string
  /** The roles whose write takes effect. */
  allowed: Role[]
  /** Sent with a new document instead of an update of the target. */
  on?: 'create'
}

/**
 * Which documents a role's list may hold at all: the field naming the branch (employees: their
 * branches), the customer record (external users: their customers), the staff user (employees:
 * themselves) or the shop account (external users: their own).
 */
export type Scope = { branch?: string; customer?: string; user?: string; account?: string }

export type Expectation = Record<Op, Role[]> & { scope?: Scope; fields: Record<string, FieldWrite> }

const ALL: Role[] = ['anonymous', 'external', 'otherExternal', 'employeeA', 'employeeB', 'admin']
const STAFF: Role[] = ['employeeA', 'employeeB', 'admin']
const ADMIN: Role[] = ['admin']
const NOBODY: Role[] = []
/** Admins and the employee the target belongs to (branch A, employee A's own record). */
const BRANCH_A: Role[] = ['employeeA', 'admin']
/** Staff and the external user of the target's customer. */
const OWN_CUSTOMER: Role[] = ['external', ...STAFF]

/** A collection whose lists equal what its single reads show. */
const access = (rules: Omit<Record<Op, Role[]>, 'list'>, fields: Record<string, FieldWrite> = {}, scope?: Scope): Expectation => ({
  list: rules.read, ...rules, fields, scope,
})
const adminWrites = (read: Role[], fields: Record<string, FieldWrite> = {}, scope?: Scope) =>
  access({ read, create: ADMIN, update: ADMIN, delete: ADMIN }, fields, scope)

/** A field only admins write. */
const adminField = (data: FieldWrite['data'], stored?: string): FieldWrite => ({ data, stored, allowed: ADMIN })
/** A field only the server writes (the order services, hooks): nobody through the API. */
const serverField = (data: FieldWrite['data'], stored?: string): FieldWrite => ({ data, stored, allowed: NOBODY })

const NEW_PASSWORD = 'Neues-Passwort-2026!'
const FORGED_HASH = { hash: 'a'.repeat(64), salt: 'b'.repeat(32) }

/**
 * Who may do what, per collection: the one table the collection, field and endpoint matrices are
 * generated from (completeness.test.ts fails when a collection of the config has no row). The
 * target of list, read and update belongs to branch A, to the first customer or to employee A
 * (the accounts and customer records are the actors' own); delete removes a new document.
 */
export const EXPECTED: Record<string, Expectation> = {
  divisions: adminWrites(ALL),
  branches: adminWrites(ALL, {
    apiKey: adminField(() => ({ apiKey: 'x'.repeat(32) })),
    rotateApiKey: adminField(() => ({ rotateApiKey: true }), 'apiKey'),
    isPublic: adminField(() => ({ isPublic: false })),
  }),
  departments: adminWrites(STAFF),
  // Written by the import job only (src/server/imports); admins read and remove them.
  'product-imports': access({ read: ADMIN, create: NOBODY, update: NOBODY, delete: ADMIN }),
  menus: adminWrites(ALL),
  categories: adminWrites(ALL),
  products: adminWrites(ALL, {
    price: adminField(() => ({ price: 1.23 })),
    discounts: adminField(() => ({ discounts: [{ minimumAmount: 5, newPrice: 1 }] })),
    salesPrice: adminField(() => ({ salesPrice: { price: 1 } }), 'salesPrice.price'),
  }),
  tags: adminWrites(ALL),
  tables: adminWrites(ALL),
  donatees: adminWrites(ALL),
  orders: access(
    { read: ['external', ...BRANCH_A], create: NOBODY, update: BRANCH_A, delete: ADMIN },
    {
      status: serverField(() => ({ status: 'completed' })),
      paymentStatus: serverField(() => ({ paymentStatus: 'paid' })),
      'totals.gross': serverField(() => ({ totals: { gross: 0 } }), 'totals.gross'),
      'items (prices)': serverField(() => ({ items: [{ name: 'Gratis', amount: 1, unitPrice: 0, gross: 0 }] }), 'items'),
      uid: serverField(() => ({ uid: 'gefälscht' })),
      hash: serverField(() => ({ hash: 'gefälscht' })),
      shop: serverField(() => ({ shop: 'parts' })),
      branch: serverField(({ world }) => ({ branch: world.branchB })),
      customer: serverField(({ world }) => ({ customer: world.customerOther })),
      externalUser: serverField(({ world }) => ({ externalUser: world.actors.otherExternal!.id })),
      idempotencyKey: serverField(() => ({ idempotencyKey: 'gefälscht' })),
    },
    { branch: 'branch', customer: 'customer' },
  ),
  customers: access(
    { read: OWN_CUSTOMER, create: STAFF, update: OWN_CUSTOMER, delete: ADMIN },
    {
      isVatNumberVerified: { data: () => ({ isVatNumberVerified: true }), allowed: STAFF },
      discounts: adminField(() => ({ discounts: [{ materialGroup: 'SV', percentage: 50 }] })),
      shippingAddresses: {
        data: () => ({ data: { shippingAddresses: [{ value: { email: 'lager@example.at', phone: '+43 1 1', street: 'Lagerweg 1', zipCode: '1100', city: 'Wien', country: 'AT' } }] } }),
        stored: 'data.shippingAddresses',
        allowed: OWN_CUSTOMER,
      },
      'isVatNumberVerified on create': { data: () => ({ isVatNumberVerified: true }), allowed: STAFF, on: 'create' },
      'discounts on create': { ...adminField(() => ({ discounts: [{ materialGroup: 'SV', percentage: 50 }] })), on: 'create' },
    },
    { customer: 'id' },
  ),
  'external-users': access(
    { read: OWN_CUSTOMER, create: STAFF, update: OWN_CUSTOMER, delete: ADMIN },
    {
      isApproved: { data: () => ({ isApproved: false }), allowed: STAFF },
      roles: adminField(() => ({ roles: ['ROLE_EXTERNAL_USER'] })),
      customers: adminField(({ world }) => ({ customers: [world.customerOther] })),
      cart: serverField(() => ({ cart: { items: [{ product: 1, amount: 99 }] } })),
      email: { data: () => ({ email: `geaendert-${Date.now()}@example.at` }), allowed: ['external', 'admin'] },
      password: { data: () => ({ password: NEW_PASSWORD }), stored: 'hash', allowed: ['external', 'admin'] },
      'hash and salt': serverField(() => FORGED_HASH, 'hash'),
      'isApproved on create': { data: () => ({ isApproved: true }), allowed: STAFF, on: 'create' },
      'roles on create': { ...adminField(() => ({ roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'] })), on: 'create' },
      'customers on create': { ...adminField(({ world }) => ({ customers: [world.customerOwn] })), on: 'create' },
    },
    { account: 'id' },
  ),
  sites: adminWrites(ALL),
  navigations: adminWrites(ALL),
  blocks: adminWrites(ALL),
  nodes: adminWrites(ALL),
  redirects: adminWrites(ALL),
  images: adminWrites(ALL),
  'image-templates': adminWrites(STAFF),
  uploads: adminWrites(STAFF, {
    publicHash: serverField(() => ({ publicHash: 'f'.repeat(32) })),
    purpose: serverField(() => ({ purpose: 'order' })),
    order: serverField(({ orderId }) => ({ order: orderId })),
  }),
  'qr-codes': adminWrites(STAFF),
  users: access(
    { read: BRANCH_A, create: ADMIN, update: BRANCH_A, delete: ADMIN },
    {
      roles: adminField(() => ({ roles: ['ROLE_ADMIN'] })),
      branches: adminField(({ world }) => ({ branches: [world.branchA, world.branchB] })),
      email: { data: () => ({ email: `geaendert-${Date.now()}@example.at` }), allowed: BRANCH_A },
      password: { data: () => ({ password: NEW_PASSWORD }), stored: 'hash', allowed: BRANCH_A },
      'hash and salt': serverField(() => FORGED_HASH, 'hash'),
      username: adminField(() => ({ username: `name-${Date.now()}` })),
      // 'Gültig bis' and 'Passwort gültig bis' (issue 26 §2.11): in the future, so no session ends.
      validUntil: adminField(() => ({ validUntil: new Date(Date.now() + 3_600_000 + Math.floor(Math.random() * 1e6)).toISOString() })),
      passwordValidUntil: adminField(() => ({ passwordValidUntil: new Date(Date.now() + 3_600_000 + Math.floor(Math.random() * 1e6)).toISOString() })),
    },
    { user: 'id' },
  ),
  devices: access(
    { read: BRANCH_A, create: ADMIN, update: BRANCH_A, delete: ADMIN },
    {
      branch: adminField(({ world }) => ({ branch: world.branchB })),
      identifier: adminField(() => ({ identifier: `umbenannt-${Date.now()}` })),
      lastSeenAt: adminField(() => ({ lastSeenAt: '2020-01-01T00:00:00.000Z' })),
      accessToken: adminField(() => ({ accessToken: 'z'.repeat(32) })),
      // Written by the test calls and the device's reports only.
      'command.status': serverField(() => ({ command: { status: 'done' } }), 'command.status'),
    },
    { branch: 'branch' },
  ),
  'print-jobs': adminWrites(BRANCH_A, { status: adminField(() => ({ status: 'printed' })) }, { branch: 'branch' }),
  'working-activities': access(
    { read: BRANCH_A, create: BRANCH_A, update: BRANCH_A, delete: ADMIN },
    { user: adminField(({ world }) => ({ user: world.actors.employeeB!.id })) },
    { user: 'user' },
  ),
  'working-schedules': adminWrites(BRANCH_A, {
    user: adminField(({ world }) => ({ user: world.actors.employeeB!.id })),
    plannedHours: adminField(() => ({ plannedHours: 12 })),
  }, { user: 'user' }),
  projects: adminWrites(STAFF),
  tasks: access(
    { read: STAFF, create: ADMIN, update: BRANCH_A, delete: ADMIN },
    {
      status: { data: () => ({ status: 'done' }), allowed: BRANCH_A },
      assignees: adminField(({ world }) => ({ assignees: [world.actors.employeeB!.id] })),
      priority: adminField(() => ({ priority: 'urgent' })),
    },
  ),
  scenes: adminWrites(ADMIN),
  'digital-signage-segments': adminWrites(ADMIN),
  'digital-signage-streams': adminWrites(ADMIN),
  'digital-signage-devices': adminWrites(BRANCH_A, {
    branch: adminField(({ world }) => ({ branch: world.branchB })),
    // The command is written by the command calls and the TV's reports only (issue 25), not through the form.
    'command.status': serverField(() => ({ command: { status: 'done' } }), 'command.status'),
    apiKey: adminField(() => ({ apiKey: 'y'.repeat(32) })),
    rotateApiKey: adminField(() => ({ rotateApiKey: true }), 'apiKey'),
  }, { branch: 'branch' }),
  // Staff work through the leads (list, read, set the status); creating and deleting stays with admins.
  'analytics-leads': access({ read: STAFF, create: ADMIN, update: STAFF, delete: ADMIN }),
  'analytics-logs': access({ read: ADMIN, create: NOBODY, update: NOBODY, delete: NOBODY }),
  logs: access({ read: ADMIN, create: NOBODY, update: NOBODY, delete: NOBODY }),
}

/** Who reads and updates each global (the settings, the theme): anyone reads, admins change. */
export const GLOBALS: Record<string, Record<'read' | 'update', Role[]>> = {
  config: { read: ALL, update: ADMIN },
  theme: { read: ALL, update: ADMIN },
}
