import type { Payload } from 'payload'

import { upsertAll } from '../upsertAll'
import type { PartSpec, ProductData } from './partSpec'

/** Specs in creation order: a product comes after every product it links to as an accessory. */
export function inDependencyOrder(specs: PartSpec[]): PartSpec[][] {
  const byUid = new Map(specs.map((spec) => [spec.uid, spec]))
  const level = new Map<string, number>()
  const levelOf = (spec: PartSpec, trail: Set<string>): number => {
    const known = level.get(spec.uid)
    if (known !== undefined) return known
    if (trail.has(spec.uid)) throw new Error(`Zubehör-Zyklus bei ${spec.uid}`)
    trail.add(spec.uid)
    let result = 0
    for (const uid of [...(spec.required ?? []), ...(spec.optional ?? [])]) {
      const target = byUid.get(uid)
      if (!target) throw new Error(`Zubehör ${uid} von ${spec.uid} fehlt im Katalog`)
      result = Math.max(result, levelOf(target, trail) + 1)
    }
    trail.delete(spec.uid)
    level.set(spec.uid, result)
    return result
  }
  const waves: PartSpec[][] = []
  for (const spec of specs) (waves[levelOf(spec, new Set())] ??= []).push(spec)
  return waves
}

/**
 * Creates or updates the products wave by wave (key: material number), so that every accessory
 * link points to a product that already has its id; answers the ids by material number.
 */
export async function saveProducts(
  payload: Payload,
  waves: PartSpec[][],
  toData: (spec: PartSpec, ids: Map<string, number>) => ProductData,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const wave of waves) {
    const saved = await upsertAll(payload, 'products', 'uid', wave.map((spec) => toData(spec, ids)))
    for (const [uid, id] of saved) ids.set(uid, id)
  }
  return ids
}
