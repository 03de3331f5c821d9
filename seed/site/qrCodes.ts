import type { Payload } from 'payload'

import { tablePagePath } from '@/src/domain/qr/target'
import type { QrCode } from '@/src/payload-types'
import { loadBranches } from '../staff'
import { upsertAll } from '../upsertAll'

/** The identifiers of the demo's QR codes (the statistics demo scans them and orders come from them). */
export const DEMO_QR_CODES = { wienTable: 'tischaufsteller-wien-tisch-1', flyer: 'flyer-catering', shopWindow: 'schaufenster-graz' } as const

/** How many tables of the Graz branch have a table code (Tischaufsteller) of their own. */
const GRAZ_TABLE_CODES = 8

/** The identifier of the table code of a Graz table ('tischaufsteller-graz-tisch-3'). */
export const grazTableCode = (table: string) => `tischaufsteller-graz-tisch-${table}`

type DemoCode = Omit<QrCode, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Table stands on the first tables of the Graz branch: codes with a table, which lead to the
 * table's dine-in page (the collection's hook sets path and branch from the table).
 */
async function grazTableCodes(payload: Payload, graz: { id: number; identifier: string } | undefined): Promise<DemoCode[]> {
  if (!graz) return []
  const tables = Array.from({ length: GRAZ_TABLE_CODES }, (_, index) => String(index + 1))
  const { docs } = await payload.find({
    collection: 'tables',
    where: { and: [{ branch: { equals: graz.id } }, { identifier: { in: tables } }] },
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { identifier: true },
  })
  return docs
    .sort((a, b) => Number(a.identifier) - Number(b.identifier))
    .map((table) => ({
      name: `Tischaufsteller Graz Tisch ${table.identifier}`,
      identifier: grazTableCode(table.identifier),
      path: tablePagePath(graz.identifier, table.identifier),
      branch: graz.id,
      table: table.id,
      description: `Aufsteller auf Tisch ${table.identifier} in Graz Lend: Gäste bestellen direkt vom Tisch aus.`,
    }))
}

/** Creates or updates the QR codes of a table stand, a flyer, a shop window and the Graz table stands (key: identifier). */
export async function seedQrCodes(payload: Payload, branchIds: number[]): Promise<void> {
  const branches = await loadBranches(payload, branchIds.slice(0, 2))
  const identifierOf = (id: number | undefined, fallback: string) => branches.find((branch) => branch.id === id)?.identifier ?? fallback
  const [wien, graz] = branchIds
  const codes: DemoCode[] = [
    {
      name: 'Tischaufsteller Wien Tisch 1',
      identifier: DEMO_QR_CODES.wienTable,
      path: `/store/${identifierOf(wien, 'wien-mariahilf')}?table=1`,
      branch: wien ?? null,
      description: 'Aufsteller auf Tisch 1 in Wien Mariahilf: Gäste bestellen direkt vom Tisch aus.',
    },
    {
      name: 'Flyer Catering',
      identifier: DEMO_QR_CODES.flyer,
      path: '/leistungen/catering',
      description: 'QR-Code auf dem Catering-Flyer (A5), der bei Firmenkunden und in allen Filialen aufliegt.',
    },
    {
      name: 'Schaufenster Graz',
      identifier: DEMO_QR_CODES.shopWindow,
      path: `/store/${identifierOf(graz, 'graz-lend')}`,
      branch: graz ?? null,
      description: 'Aufkleber im Schaufenster am Lendplatz: Speisekarte und Online-Bestellung auch außerhalb der Öffnungszeiten.',
    },
    ...(await grazTableCodes(payload, branches.find((branch) => branch.id === graz))),
  ]
  await upsertAll(payload, 'qr-codes', 'identifier', codes)
}
