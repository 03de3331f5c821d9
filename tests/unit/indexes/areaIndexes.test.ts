import { describe, expect, it } from '@jest/globals'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const domain = fileURLToPath(new URL('../../../src/domain/', import.meta.url))

/** The .ts files of an area, sub-folders included (pricing/shop), without its index.ts and type declarations (no runtime exports). */
function moduleFiles(area: string): string[] {
  return readdirSync(`${domain}${area}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && file !== 'index.ts')
    .sort()
}

/** contracts/ is no area: one module per area's calls, each imported by its path (a screen takes only its own). */
const AREAS = readdirSync(domain, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'contracts')
  .map((entry) => entry.name)
  .sort()

describe('every area has an index.ts that re-exports its public API', () => {
  it('knows the areas', () =>
    expect(AREAS).toEqual([
      'account', 'admin', 'branches', 'cart', 'consent', 'contactForm', 'contentAi', 'delivery', 'devices', 'fonts', 'imports', 'media', 'menu', 'money', 'orders', 'pagination',
      'partsCatalogue', 'phone', 'pricing', 'products', 'qr', 'quantity', 'relations', 'roles', 'schedule', 'segments', 'shell', 'signage', 'site', 'slots', 'staff', 'statistics', 'text',
      'timeClock', 'units',
    ]))

  it.each(AREAS)('%s/index.ts re-exports every runtime export of the area', async (area) => {
    const index = (await import(`${domain}${area}/index.ts`)) as Record<string, unknown>
    for (const file of moduleFiles(area)) {
      const exported = (await import(`${domain}${area}/${file}`)) as Record<string, unknown>
      for (const [name, value] of Object.entries(exported)) expect([`${file}: ${name}`, index[name]]).toEqual([`${file}: ${name}`, value])
    }
  })
})
