import type { Payload } from 'payload'

import type { World } from './actors'
import { unique } from './actors'

/** A file for the Local API's `file` argument. */
type SampleFile = { data: Buffer; mimetype: string; name: string; size: number }

export type Sample = {
  /** Valid data for a new document (linked to branch A, the own customer or employee A where scoped). */
  data: () => Record<string, unknown>
  update: Record<string, unknown>
  /** The same document on the other side: branch B, the other customer, employee B. */
  mirror?: () => Record<string, unknown>
  /** Existing records that are the actors' own (accounts, customer records): read and update them instead of a new one. */
  own?: () => { target: number; mirror: number }
  /** The file of an upload collection. */
  file?: () => SampleFile
}

/** Documents other samples point to: a printer per branch, a stored file, and an image's bytes. */
export type SampleRefs = { deviceA: number; deviceB: number; uploadId: number; png: Buffer }

const DAY = 24 * 60 * 60 * 1000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()
const named = (prefix: string): Sample => ({
  data: () => ({ name: `${prefix} ${unique('x')}`, identifier: unique(prefix.toLowerCase()) }),
  update: { name: `${prefix} (geändert)` },
})
/** An order's priced lines, so a write of items or totals shows. */
const strudel = { items: [{ name: 'Apfelstrudel', amount: 1, unitPrice: 5.9, gross: 5.9 }], totals: { gross: 5.9 } }
const textFile = (): SampleFile => {
  const data = Buffer.from(`Lieferschein ${unique('n')}\n`)
  return { data, mimetype: 'text/plain', name: 'lieferschein.txt', size: data.length }
}

/** Creates what the samples of images, uploads and print jobs refer to. */
export async function createSampleRefs(payload: Payload, world: World, png: Buffer): Promise<SampleRefs> {
  const printer = (branch: number) =>
    payload.create({ collection: 'devices', data: { identifier: unique('drucker'), name: 'Bondrucker', type: 'printer', branch }, depth: 0, overrideAccess: true })
  const upload = await payload.create({ collection: 'uploads', data: { alt: 'Beleg' }, file: textFile(), depth: 0, overrideAccess: true })
  return { deviceA: (await printer(world.branchA)).id, deviceB: (await printer(world.branchB)).id, uploadId: upload.id, png }
}

/** Valid data for a new document of each collection (images, uploads and print jobs need `refs`). */
export const samples = (world: World, sceneId: () => number, refs?: () => SampleRefs): Record<string, Sample> => ({
  divisions: named('Organisation'),
  branches: { data: () => ({ name: 'Filiale', identifier: unique('filiale'), isEnabled: true, isPublic: true }), update: { city: 'Wien' } },
  departments: { data: () => ({ name: 'Küche', identifier: unique('kueche'), branch: world.branchA }), update: { name: 'Service' } },
  menus: { data: () => ({ name: unique('Karte'), availableFrom: iso(-1), branches: [world.branchA] }), update: { name: 'Karte neu' } },
  categories: { data: () => ({ name: unique('Kategorie') }), update: { name: 'Kategorie neu' } },
  products: { data: () => ({ name: unique('Produkt'), uid: unique('AK'), catalogue: 'menu', price: 9.9 }), update: { name: 'Produkt neu' } },
  'product-imports': { data: () => ({ status: 'done', rowCount: 3 }), update: { rowCount: 4 } },
  tags: { data: () => ({ name: unique('Tag') }), update: { name: 'Tag neu' } },
  tables: { data: () => ({ identifier: unique('T'), branch: world.branchA }), update: { identifier: unique('T') } },
  donatees: { data: () => ({ name: unique('Verein'), identifier: unique('verein'), isEnabled: true }), update: { description: 'Neu' } },
  orders: {
    data: () => ({ branch: world.branchA, customer: world.customerOwn, mode: 'takeaway', lastName: 'Gast', ...strudel }),
    mirror: () => ({ branch: world.branchB, customer: world.customerOther, mode: 'takeaway', lastName: 'Fremd', ...strudel }),
    update: { comment: 'Bitte klingeln' },
  },
  customers: {
    data: () => ({ isCompany: true, companyName: unique('Firma') }),
    own: () => ({ target: world.customerOwn, mirror: world.customerOther }),
    update: { phone: '+43 1 234' },
  },
  'external-users': {
    data: () => ({ email: `${unique('konto')}@example.at`, password: 'geheim123', firstName: 'Max', lastName: 'Muster' }),
    own: () => ({ target: world.actors.external!.id, mirror: world.actors.otherExternal!.id }),
    update: { phone: '+43 660 1' },
  },
  sites: { data: () => ({ name: 'Seite', path: `/${unique('seite')}`, type: 'default', _status: 'published' }), update: { name: 'Seite neu' } },
  navigations: named('Navigation'),
  blocks: named('Inhalt'),
  nodes: named('Knoten'),
  redirects: { data: () => ({ path: `/${unique('alt')}`, target: '/neu' }), update: { target: '/anders' } },
  images: {
    data: () => ({ alt: unique('Bild') }),
    file: () => ({ data: refs!().png, mimetype: 'image/png', name: 'bild.png', size: refs!().png.length }),
    update: { alt: 'Bild neu' },
  },
  'image-templates': { data: () => ({ name: unique('Vorlage'), width: 1080, height: 1080 }), update: { name: 'Vorlage neu' } },
  uploads: { data: () => ({ alt: unique('Datei') }), file: textFile, update: { alt: 'Datei neu' } },
  'qr-codes': { data: () => ({ name: 'QR', identifier: unique('qr'), path: '/store/test' }), update: { name: 'QR neu' } },
  users: {
    data: () => ({ email: `${unique('person')}@example.at`, password: 'geheim123', roles: ['ROLE_EMPLOYEE'], branches: [world.branchA] }),
    own: () => ({ target: world.actors.employeeA!.id, mirror: world.actors.employeeB!.id }),
    update: { firstName: 'Neu' },
  },
  devices: {
    data: () => ({ identifier: unique('geraet'), name: 'Bondrucker', type: 'printer', branch: world.branchA }),
    mirror: () => ({ identifier: unique('geraet'), name: 'Bondrucker', type: 'printer', branch: world.branchB }),
    update: { name: 'Drucker neu' },
  },
  'print-jobs': {
    data: () => ({ device: refs!().deviceA, branch: world.branchA, file: refs!().uploadId }),
    mirror: () => ({ device: refs!().deviceB, branch: world.branchB, file: refs!().uploadId }),
    update: { error: 'Papier leer' },
  },
  'working-activities': {
    data: () => ({ user: world.actors.employeeA!.id, type: 'work', status: 'running', startedAt: iso(0) }),
    mirror: () => ({ user: world.actors.employeeB!.id, type: 'work', status: 'running', startedAt: iso(0) }),
    update: { comment: 'Inventur' },
  },
  'working-schedules': {
    data: () => ({ user: world.actors.employeeA!.id, branch: world.branchA, date: iso(1), from: '09:00', to: '17:00' }),
    mirror: () => ({ user: world.actors.employeeB!.id, branch: world.branchB, date: iso(1), from: '09:00', to: '17:00' }),
    update: { note: 'Frühdienst' },
  },
  projects: named('Projekt'),
  tasks: {
    data: () => ({ name: unique('Aufgabe'), assignees: [world.actors.employeeA!.id] }),
    mirror: () => ({ name: unique('Aufgabe'), assignees: [world.actors.employeeB!.id] }),
    update: { status: 'done' },
  },
  scenes: { data: () => ({ name: 'Szene', path: `/${unique('szene')}`, duration: 10 }), update: { name: 'Szene neu' } },
  'digital-signage-segments': { data: () => ({ name: unique('Sequenz'), scenes: [sceneId()] }), update: { name: 'Sequenz neu' } },
  'digital-signage-streams': { data: () => ({ name: unique('Stream') }), update: { name: 'Stream neu' } },
  'digital-signage-devices': {
    data: () => ({ identifier: unique('tv'), name: 'TV Gastraum', branch: world.branchA }),
    mirror: () => ({ identifier: unique('tv'), name: 'TV Gastraum', branch: world.branchB }),
    update: { name: 'TV neu' },
  },
  'analytics-leads': { data: () => ({ email: `${unique('lead')}@example.at`, name: 'Interessent', source: '/kontakt' }), update: { status: 'inProgress' } },
  'analytics-logs': { data: () => ({ category: 'page', type: 'view', action: 'open', name: '/' }), update: { name: '/x' } },
  logs: { data: () => ({ level: 'info', message: 'Test' }), update: { message: 'Neu' } },
})
