import type { Payload } from 'payload'

import { upsert } from '../upsert'

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const

/** The three demo branches: full service in Vienna, dine-in in Graz, lunch and dinner takeaway in Linz. */
const BRANCHES = [
  {
    identifier: 'wien-mariahilf',
    name: 'Alpenküche Wien Mariahilf',
    description: 'Unser Stammhaus in der Mariahilfer Straße – mit Schanigarten und Lieferservice.',
    street: 'Mariahilfer Straße 88', zipCode: '1070', city: 'Wien', phone: '+43 1 5234567', email: 'wien@alpenkueche.at',
    latitude: 48.1981, longitude: 16.3469, keywords: 'Mariahilf Neubau Westbahnhof',
    tags: ['Vegetarisch', 'Lieferung', 'Terrasse'],
    openingHours: [{ type: 'daily', from: '10:00', to: '22:00' }, { type: 'sunday', isClosed: true }],
    isDeliveryHoursEnabled: true,
    deliveryHours: [{ type: 'daily', from: '11:00', to: '21:30' }, { type: 'sunday', isClosed: true }],
    isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: true, isPreorderEnabled: true,
    isTableSelectionEnabled: true, isCashEnabled: true, isATMCardEnabled: true,
    deliveryAreas: [
      { area: '1060 Mariahilf', price: 2.9, tax: 20, free: false, freeFromOrderValue: 35, minimumOrderValue: 15 },
      { area: '1070 Neubau', price: 3.5, tax: 20, free: false, freeFromOrderValue: 40, minimumOrderValue: 20 },
      { area: '1150 Rudolfsheim-Fünfhaus', price: 4.9, tax: 20, free: false, minimumOrderValue: 25 },
    ],
    tables: 12,
  },
  {
    identifier: 'graz-lend',
    name: 'Alpenküche Graz Lend',
    description: 'Gemütliches Wirtshaus am Lendplatz – bestellen Sie direkt vom Tisch.',
    street: 'Lendplatz 12', zipCode: '8020', city: 'Graz', phone: '+43 316 712345', email: 'graz@alpenkueche.at',
    latitude: 47.0727, longitude: 15.4312, keywords: 'Lend Annenviertel Murinsel',
    tags: ['Vegan', 'Mittagsmenü'],
    openingHours: [
      ...weekdays.map((type) => ({ type, from: '11:00', to: '23:00' })),
      { type: 'saturday', from: '10:00', to: '23:00' },
      { type: 'sunday', isClosed: true },
    ],
    isTakeawayEnabled: true, isDineInEnabled: true, isTableSelectionEnabled: true, isCashEnabled: true, isATMCardEnabled: true,
    isTakeawayPhoneRequired: true,
    tables: 8,
  },
  {
    identifier: 'linz-urfahr',
    name: 'Alpenküche Linz Urfahr',
    description: 'Mittag und Abend zum Mitnehmen – vorbestellen und ohne Warten abholen.',
    street: 'Hauptstraße 5', zipCode: '4040', city: 'Linz', phone: '+43 732 654321', email: 'linz@alpenkueche.at',
    latitude: 48.3103, longitude: 14.2843, keywords: 'Urfahr Ars Electronica Donau',
    tags: ['Mittagsmenü'],
    openingHours: [
      ...weekdays.flatMap((type) => [{ type, from: '11:00', to: '14:30' }, { type, from: '17:30', to: '21:30' }]),
      { type: 'saturday', isClosed: true },
      { type: 'sunday', isClosed: true },
    ],
    closedMessage: 'Wir machen gerade Betriebsurlaub und sind bald wieder für Sie da.',
    isTakeawayEnabled: true, isPreorderEnabled: true, isAppointmentRequired: true, isCashEnabled: true,
    tables: 0,
  },
]

export type SeededBranches = { branchIds: number[]; tableIds: Record<string, number[]> }

/** Division, tags, branches, their tables and departments. */
export async function seedBranches(payload: Payload): Promise<SeededBranches> {
  const division = await upsert(payload, 'divisions', { identifier: { equals: 'alpenkueche' } }, {
    name: 'Alpenküche', identifier: 'alpenkueche', title: 'Willkommen bei der Alpenküche',
  })
  const tagNames = [...new Set(BRANCHES.flatMap((branch) => branch.tags))]
  const tags = new Map<string, number>()
  for (const name of tagNames) tags.set(name, (await upsert(payload, 'tags', { name: { equals: name } }, { name })).id)

  const branchIds: number[] = []
  const tableIds: Record<string, number[]> = {}
  for (const { tables, tags: branchTags, ...branch } of BRANCHES) {
    const saved = await upsert(payload, 'branches', { identifier: { equals: branch.identifier } }, {
      ...branch,
      division: division.id,
      tags: branchTags.map((name) => tags.get(name)!),
      isEnabled: true,
      isPublic: true,
    })
    branchIds.push(saved.id)
    tableIds[branch.identifier] = await Promise.all(
      Array.from({ length: tables }, (_, index) =>
        upsert(payload, 'tables', { and: [{ branch: { equals: saved.id } }, { identifier: { equals: String(index + 1) } }] }, {
          identifier: String(index + 1), branch: saved.id,
        }).then((table) => table.id),
      ),
    )
    for (const [name, identifier] of [['Küche', 'kueche'], ['Service', 'service']]) {
      await upsert(payload, 'departments', { and: [{ branch: { equals: saved.id } }, { identifier: { equals: identifier } }] }, {
        name, identifier, branch: saved.id,
      })
    }
  }
  return { branchIds, tableIds }
}
