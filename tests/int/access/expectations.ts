import type { Role } from './actors'

type Op = 'create' | 'read' | 'update' | 'delete'
const ALL: Role[] = ['anonymous', 'external', 'employeeA', 'employeeB', 'admin']
const STAFF: Role[] = ['employeeA', 'employeeB', 'admin']
const ADMIN: Role[] = ['admin']
const BRANCH_A: Role[] = ['employeeA', 'admin']

const adminWrites = (read: Role[]) => ({ read, create: ADMIN, update: ADMIN, delete: ADMIN })

/**
 * Who may do what, per collection. The target of read, update and delete belongs to branch A, to
 * the external user's own customer, or names employee A, where the collection is scoped that way.
 */
export const EXPECTED: Record<string, Record<Op, Role[]>> = {
  divisions: adminWrites(ALL),
  branches: adminWrites(ALL),
  departments: adminWrites(STAFF),
  menus: adminWrites(ALL),
  categories: adminWrites(ALL),
  products: adminWrites(ALL),
  tags: adminWrites(ALL),
  tables: adminWrites(ALL),
  donatees: adminWrites(ALL),
  orders: { read: ['external', 'employeeA', 'admin'], create: [], update: BRANCH_A, delete: ADMIN },
  customers: { read: STAFF, create: STAFF, update: STAFF, delete: ADMIN },
  'external-users': { read: STAFF, create: STAFF, update: STAFF, delete: ADMIN },
  sites: adminWrites(ALL),
  navigations: adminWrites(ALL),
  blocks: adminWrites(ALL),
  nodes: adminWrites(ALL),
  redirects: adminWrites(ALL),
  'image-templates': adminWrites(STAFF),
  'qr-codes': adminWrites(STAFF),
  users: adminWrites(ADMIN),
  devices: { read: BRANCH_A, create: ADMIN, update: BRANCH_A, delete: ADMIN },
  'working-activities': { read: BRANCH_A, create: BRANCH_A, update: BRANCH_A, delete: ADMIN },
  'working-schedules': adminWrites(BRANCH_A),
  projects: adminWrites(STAFF),
  tasks: { read: STAFF, create: ADMIN, update: BRANCH_A, delete: ADMIN },
  scenes: adminWrites(ADMIN),
  'digital-signage-segments': adminWrites(ADMIN),
  'digital-signage-streams': adminWrites(ADMIN),
  'digital-signage-devices': { read: BRANCH_A, create: ADMIN, update: ADMIN, delete: ADMIN },
  'analytics-leads': adminWrites(ADMIN),
  'analytics-logs': { read: ADMIN, create: [], update: [], delete: [] },
  logs: { read: ADMIN, create: [], update: [], delete: [] },
}

export const OPERATIONS: Op[] = ['create', 'read', 'update', 'delete']
export type { Op }
