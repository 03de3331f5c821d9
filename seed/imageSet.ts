import type { Payload } from 'payload'

import { seedImage } from './images'
import { inChunks } from './upsertAll'

/** A demo picture as `seedImage` renders it (key, alternative text, colour, size). */
export type DemoImage = Parameters<typeof seedImage>[1]

/** Creates every demo image of the set once (found again by its key); answers the ids by name. */
export async function seedImageSet<Name extends string>(payload: Payload, images: Record<Name, DemoImage>): Promise<Record<Name, number>> {
  const entries = Object.entries(images) as [Name, DemoImage][]
  const ids = await inChunks(entries, async ([name, image]) => [name, await seedImage(payload, image)] as const)
  return Object.fromEntries(ids) as Record<Name, number>
}
