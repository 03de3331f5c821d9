import type { Payload } from 'payload'

import { zoned } from '@/src/domain/schedule/clock'
import { loadBranches, type SeedRefs } from './staff'
import { upsert } from './upsert'

export type SignageSeedResult = { sceneIds: number[]; segmentIds: number[]; streamId: number; tvIds: number[] }

const SCENES = [
  {
    path: '/willkommen',
    name: 'Willkommen',
    duration: 8,
    content: {
      title: 'Herzlich willkommen in der Alpenküche',
      text: 'Schön, dass Sie da sind! Bitte nehmen Sie Platz – wir sind gleich bei Ihnen.',
    },
  },
  {
    path: '/mittagsmenue',
    name: 'Mittagsmenü',
    duration: 15,
    content: {
      title: 'Mittagsmenü',
      text: 'Montag bis Freitag von 11:30 bis 14:00 Uhr: Tagessuppe und Hauptspeise nach Wahl.',
    },
  },
  {
    path: '/speisekarte',
    name: 'Speisekarte (live)',
    kind: 'menuBoard' as const,
    duration: 20,
    content: { title: 'Unsere Speisekarte' },
  },
  {
    path: '/online-bestellen',
    name: 'Online bestellen',
    duration: 10,
    content: { title: 'Auch zum Mitnehmen', text: 'Jetzt online bestellen und bequem in der Filiale abholen.' },
  },
]

/**
 * Idempotent German demo data of digital signage: four scenes (one the live menu board), a film
 * sequence that always plays and a lunch sequence daily 11:30–14:00, a stream, one TV per branch.
 */
export async function seedSignage(payload: Payload, refs: SeedRefs, now: Date): Promise<SignageSeedResult> {
  const sceneIds: number[] = []
  for (const scene of SCENES) {
    sceneIds.push((await upsert(payload, 'scenes', { path: { equals: scene.path } }, scene)).id)
  }

  const [welcome, lunch, board, online] = sceneIds
  const segments = [
    { name: 'Begrüßung und Speisekarte', scenes: [welcome, board, online], duration: null, transition: 'fade' as const, schedule: [] },
    { name: 'Mittagsmenü', scenes: [lunch], duration: null, transition: 'slide' as const, schedule: [{ type: 'daily' as const, from: '11:30', to: '14:00' }] },
  ]
  const segmentIds: number[] = []
  for (const segment of segments) {
    segmentIds.push((await upsert(payload, 'digital-signage-segments', { name: { equals: segment.name } }, segment)).id)
  }

  const streamName = 'Gastraum-Programm'
  const stream = await upsert(payload, 'digital-signage-streams', { name: { equals: streamName } }, {
    name: streamName,
    segments: segmentIds,
    isLooping: true,
  })

  const clock = zoned(now)
  const tvIds: number[] = []
  for (const branch of await loadBranches(payload, refs.branchIds)) {
    const identifier = `${branch.identifier}-tv-gastraum`
    const tv = await upsert(payload, 'digital-signage-devices', { identifier: { equals: identifier } }, {
      identifier,
      name: 'TV Gastraum',
      branch: branch.id,
      stream: stream.id,
      lastSeenAt: clock.minus({ minutes: 1 }).toUTC().toISO(),
      command: {
        uid: `seed-${identifier}`,
        type: 'reload',
        payload: null,
        issuedAt: clock.minus({ hours: 1 }).toUTC().toISO(),
        finishedAt: clock.minus({ hours: 1 }).plus({ seconds: 2 }).toUTC().toISO(),
        status: 'done',
      },
    })
    tvIds.push(tv.id)
  }

  return { sceneIds, segmentIds, streamId: stream.id, tvIds }
}
