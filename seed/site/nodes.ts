import type { Payload } from 'payload'

import { upsertAll } from '../upsertAll'

/** A node of the tree; `parent` is the identifier of its parent node, `path` the page it shows. */
type NodeSpec = { name: string; identifier: string; position: number; parent?: string; path?: string }

/** Website → Leistungen → Catering / Firmenfeiern, level by level (children need their parent's id). */
const NODE_LEVELS: NodeSpec[][] = [
  [{ name: 'Website', identifier: 'website', position: 0 }],
  [{ name: 'Leistungen', identifier: 'website-leistungen', parent: 'website', path: '/leistungen', position: 0 }],
  [
    { name: 'Catering', identifier: 'website-leistungen-catering', parent: 'website-leistungen', path: '/leistungen/catering', position: 0 },
    { name: 'Firmenfeiern', identifier: 'website-leistungen-firmenfeiern', parent: 'website-leistungen', path: '/leistungen/firmenfeiern', position: 1 },
  ],
]

/** Creates or updates the node tree (key: identifier); answers how many nodes it has. */
export async function seedNodes(payload: Payload, siteIds: Record<string, number>): Promise<number> {
  const ids = new Map<string, number>()
  for (const level of NODE_LEVELS) {
    const records = level.map(({ parent, path, ...node }) => ({
      ...node,
      ...(parent ? { parent: ids.get(parent) } : {}),
      ...(path ? { site: siteIds[path] } : {}),
    }))
    for (const [identifier, id] of await upsertAll(payload, 'nodes', 'identifier', records)) ids.set(identifier, id)
  }
  return ids.size
}
