import type { Payload } from 'payload'

import { qrRedirect } from '@/src/domain/qr/target'
import { relatedId } from '@/src/domain/relations'

import { parseInput } from '@/src/server/http/validation'
import { orderingCheckoutInput } from '@/src/domain/contracts/ordering'
import { loadOrderingContext, type OrderingContext } from '@/src/server/orders/ordering/context'

import { DEMO_PAGES } from '../site/pages'
import { DEMO_QR_CODES, grazTableCode } from '../site/qrCodes'
import type { ScannedCode } from './entries'

/** The demo branches by identifier (seed/ordering/branches.ts). */
const DEMO_BRANCHES = ['wien-mariahilf', 'graz-lend', 'linz-urfahr'] as const
export type DemoBranchKey = (typeof DEMO_BRANCHES)[number]

export type DemoTable = { id: number; identifier: string }

/** A branch as the checkout sees it (its cached context, with every demo product), with its tables. */
export type DemoBranch = {
  key: DemoBranchKey
  id: number
  name: string
  context: OrderingContext & { branch: NonNullable<OrderingContext['branch']> }
  tables: DemoTable[]
}

export type DemoProduct = { id: number; uid: string; name: string; price: number; unit: string }

/** A QR code with where its scan leads (`location` as the browser lands, `path` as the scan stores it). */
export type DemoCode = ScannedCode & { branchKey: DemoBranchKey | null; location: string; path: string }

export type DemoRefs = {
  branches: Map<DemoBranchKey, DemoBranch>
  products: Map<string, DemoProduct>
  codes: Map<string, DemoCode>
  pages: readonly { path: string; name: string }[]
}

/** The menu products the demo orders (uid without the 'AK-' prefix). */
const DEMO_PRODUCT_KEYS = [
  'wiener-schnitzel', 'tafelspitz', 'schweinsbraten', 'frittatensuppe', 'kaesespaetzle-klein', 'vogerlsalat',
  'apfelstrudel', 'sachertorte', 'almdudler', 'apfelsaft', 'zipfer', 'gruener-veltliner', 'bergkaese', 'kuerbiskernoel', 'speck',
] as const
export type DemoProductKey = (typeof DEMO_PRODUCT_KEYS)[number]

const GRAZ_TABLES = Array.from({ length: 8 }, (_, index) => grazTableCode(String(index + 1)))

async function loadProducts(payload: Payload): Promise<Map<string, DemoProduct>> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { uid: { in: DEMO_PRODUCT_KEYS.map((key) => `AK-${key}`) } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { uid: true, name: true, price: true, unit: true },
  })
  return new Map(docs.map((doc) => [doc.uid!.slice(3), { id: doc.id, uid: doc.uid!, name: doc.name, price: Number(doc.price ?? 0), unit: doc.unit ?? 'amount' }]))
}

async function loadBranches(payload: Payload, products: DemoProduct[], now: Date): Promise<Map<DemoBranchKey, DemoBranch>> {
  const [branches, tables] = await Promise.all([
    payload.find({ collection: 'branches', where: { identifier: { in: [...DEMO_BRANCHES] } }, depth: 0, overrideAccess: true, pagination: false, select: { identifier: true, name: true } }),
    payload.find({ collection: 'tables', where: { 'branch.identifier': { in: [...DEMO_BRANCHES] } }, depth: 0, overrideAccess: true, pagination: false, select: { identifier: true, branch: true } }),
  ])
  const result = new Map<DemoBranchKey, DemoBranch>()
  // In a fixed order: the demo draws its orders branch by branch.
  const ordered = DEMO_BRANCHES.flatMap((key) => branches.docs.filter((branch) => branch.identifier === key))
  for (const branch of ordered) {
    // The checkout's own cached context, loaded once with every demo product; each order is checked against it at its moment.
    const input = parseInput(orderingCheckoutInput, { branch: branch.id, items: products.map((product) => ({ product: product.id, amount: 1 })) })
    const context = await loadOrderingContext(payload, input, now)
    if (!context.branch) continue
    result.set(branch.identifier as DemoBranchKey, {
      key: branch.identifier as DemoBranchKey,
      id: branch.id,
      name: branch.name,
      context: { ...context, branch: context.branch },
      tables: tables.docs
        .filter((table) => relatedId(table.branch) === branch.id)
        .map((table) => ({ id: table.id, identifier: table.identifier }))
        .sort((a, b) => Number(a.identifier) - Number(b.identifier)),
    })
  }
  return result
}

async function loadCodes(payload: Payload, branches: Map<DemoBranchKey, DemoBranch>): Promise<Map<string, DemoCode>> {
  const { docs } = await payload.find({
    collection: 'qr-codes',
    where: { identifier: { in: [...Object.values(DEMO_QR_CODES), ...GRAZ_TABLES] } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { identifier: true, path: true, branch: true, table: true },
  })
  const branchKeyOf = (id: number | null) => [...branches.values()].find((branch) => branch.id === id)?.key ?? null
  // By identifier: the demo draws the scans code by code.
  return new Map(
    [...docs].sort((a, b) => a.identifier.localeCompare(b.identifier)).map((code) => {
      const branchId = relatedId(code.branch) as number | null
      const tableId = relatedId(code.table) as number | null
      const branchKey = branchKeyOf(branchId)
      const table = tableId === null || !branchKey ? null : branches.get(branchKey)?.tables.find((candidate) => candidate.id === tableId)
      const redirect = qrRedirect({ identifier: code.identifier, path: code.path, table: table && branchKey ? { identifier: table.identifier, branchIdentifier: branchKey } : null })
      return [code.identifier, { id: code.id, identifier: code.identifier, branchId, tableId, branchKey, ...redirect }]
    }),
  )
}

/** What the demo history refers to: the seeded branches, menu products, QR codes and site pages. */
export async function loadDemoRefs(payload: Payload, now: Date): Promise<DemoRefs> {
  const products = await loadProducts(payload)
  const branches = await loadBranches(payload, [...products.values()], now)
  return { branches, products, codes: await loadCodes(payload, branches), pages: DEMO_PAGES }
}
