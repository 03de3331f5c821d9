import type { World } from './actors'
import { unique } from './actors'

type Sample = { data: () => Record<string, unknown>; update: Record<string, unknown> }

const DAY = 24 * 60 * 60 * 1000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()
const named = (prefix: string): Sample => ({
  data: () => ({ name: `${prefix} ${unique('x')}`, identifier: unique(prefix.toLowerCase()) }),
  update: { name: `${prefix} (geändert)` },
})

/** Valid data for a new document of each collection (linked to branch A and the own customer where scoped). */
export const samples = (world: World, sceneId: () => number): Record<string, Sample> => ({
  divisions: named('Organisation'),
  branches: { data: () => ({ name: 'Filiale', identifier: unique('filiale'), isEnabled: true, isPublic: true }), update: { city: 'Wien' } },
  departments: { data: () => ({ name: 'Küche', identifier: unique('kueche'), branch: world.branchA }), update: { name: 'Service' } },
  menus: { data: () => ({ name: unique('Karte'), availableFrom: iso(-1), branches: [world.branchA] }), update: { name: 'Karte neu' } },
  categories: { data: () => ({ name: unique('Kategorie') }), update: { name: 'Kategorie neu' } },
  products: { data: () => ({ name: unique('Produkt'), uid: unique('AK'), catalogue: 'menu', price: 9.9 }), update: { name: 'Produkt neu' } },
  tags: { data: () => ({ name: unique('Tag') }), update: { name: 'Tag neu' } },
  tables: { data: () => ({ identifier: unique('T'), branch: world.branchA }), update: { identifier: unique('T') } },
  donatees: { data: () => ({ name: unique('Verein'), identifier: unique('verein'), isEnabled: true }), update: { description: 'Neu' } },
  orders: { data: () => ({ branch: world.branchA, customer: world.customerOwn, mode: 'takeaway', lastName: 'Gast' }), update: { comment: 'Bitte klingeln' } },
  customers: { data: () => ({ isCompany: true, companyName: unique('Firma') }), update: { phone: '+43 1 234' } },
  'external-users': {
    data: () => ({ email: `${unique('konto')}@example.at`, password: 'geheim123', firstName: 'Max', lastName: 'Muster' }),
    update: { phone: '+43 660 1' },
  },
  sites: { data: () => ({ name: 'Seite', path: `/${unique('seite')}`, type: 'default', _status: 'published' }), update: { name: 'Seite neu' } },
  navigations: named('Navigation'),
  blocks: named('Inhalt'),
  nodes: named('Knoten'),
  redirects: { data: () => ({ path: `/${unique('alt')}`, target: '/neu' }), update: { target: '/anders' } },
  'image-templates': { data: () => ({ name: unique('Vorlage'), width: 1080, height: 1080 }), update: { name: 'Vorlage neu' } },
  'qr-codes': { data: () => ({ name: 'QR', identifier: unique('qr'), path: '/store/test' }), update: { name: 'QR neu' } },
  users: { data: () => ({ email: `${unique('person')}@example.at`, password: 'geheim123', roles: ['ROLE_EMPLOYEE'], branches: [world.branchA] }), update: { firstName: 'Neu' } },
  devices: { data: () => ({ identifier: unique('geraet'), name: 'Bondrucker', type: 'printer', branch: world.branchA }), update: { name: 'Drucker neu' } },
  'working-activities': {
    data: () => ({ user: world.actors.employeeA!.id, type: 'work', status: 'running', startedAt: iso(0) }),
    update: { comment: 'Inventur' },
  },
  'working-schedules': {
    data: () => ({ user: world.actors.employeeA!.id, branch: world.branchA, date: iso(1), from: '09:00', to: '17:00' }),
    update: { note: 'Frühdienst' },
  },
  projects: named('Projekt'),
  tasks: { data: () => ({ name: unique('Aufgabe'), assignees: [world.actors.employeeA!.id] }), update: { status: 'done' } },
  scenes: { data: () => ({ name: 'Szene', path: `/${unique('szene')}`, duration: 10 }), update: { name: 'Szene neu' } },
  'digital-signage-segments': { data: () => ({ name: unique('Sequenz'), scenes: [sceneId()] }), update: { name: 'Sequenz neu' } },
  'digital-signage-streams': { data: () => ({ name: unique('Stream') }), update: { name: 'Stream neu' } },
  'digital-signage-devices': { data: () => ({ identifier: unique('tv'), name: 'TV Gastraum', branch: world.branchA }), update: { name: 'TV neu' } },
  'analytics-leads': { data: () => ({ email: `${unique('lead')}@example.at`, name: 'Interessent' }), update: { name: 'Neu' } },
  'analytics-logs': { data: () => ({ category: 'page', type: 'view', action: 'open', name: '/' }), update: { name: '/x' } },
  logs: { data: () => ({ level: 'info', message: 'Test' }), update: { message: 'Neu' } },
})
