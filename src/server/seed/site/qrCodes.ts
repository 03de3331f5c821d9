import type { Payload } from 'payload'

import type { QrCode } from '@/src/payload-types'
import { loadBranches } from '../staff'
import { upsertAll } from '../upsertAll'

/** Creates or updates the QR codes of a table stand, a flyer and a shop window (key: identifier). */
export async function seedQrCodes(payload: Payload, branchIds: number[]): Promise<void> {
  const branches = await loadBranches(payload, branchIds.slice(0, 2))
  const identifierOf = (id: number | undefined, fallback: string) => branches.find((branch) => branch.id === id)?.identifier ?? fallback
  const [wien, graz] = branchIds
  const codes: Omit<QrCode, 'id' | 'createdAt' | 'updatedAt'>[] = [
    {
      name: 'Tischaufsteller Wien Tisch 1',
      identifier: 'tischaufsteller-wien-tisch-1',
      path: `/store/${identifierOf(wien, 'wien-mariahilf')}?table=1`,
      branch: wien ?? null,
      description: 'Aufsteller auf Tisch 1 in Wien Mariahilf: Gäste bestellen direkt vom Tisch aus.',
    },
    {
      name: 'Flyer Catering',
      identifier: 'flyer-catering',
      path: '/leistungen/catering',
      description: 'QR-Code auf dem Catering-Flyer (A5), der bei Firmenkunden und in allen Filialen aufliegt.',
    },
    {
      name: 'Schaufenster Graz',
      identifier: 'schaufenster-graz',
      path: `/store/${identifierOf(graz, 'graz-lend')}`,
      branch: graz ?? null,
      description: 'Aufkleber im Schaufenster am Lendplatz: Speisekarte und Online-Bestellung auch außerhalb der Öffnungszeiten.',
    },
  ]
  await upsertAll(payload, 'qr-codes', 'identifier', codes)
}
