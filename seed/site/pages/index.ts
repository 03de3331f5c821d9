import type { Payload } from 'payload'

import { idsByKey, inChunks } from '@/seed/upsertAll'
import { aboutPage } from './about'
import { accessibilityPage } from './accessibility'
import { careerPage } from './career'
import { contactPage } from './contact'
import { downloadsPage } from './downloads'
import type { DemoPage, PageContext } from './pageContext'
import { productsPage } from './productsOverview'
import { cateringPage, companyEventsPage, servicesPage } from './services'
import { technologyPage } from './technology'

/** The published pages of the demo site; together they use every one of the 26 block kinds. */
const PAGES: DemoPage[] = [
  aboutPage,
  servicesPage,
  cateringPage,
  companyEventsPage,
  technologyPage,
  careerPage,
  contactPage,
  downloadsPage,
  productsPage,
  accessibilityPage,
]

/** Path and name of every page of the demo site (the statistics demo visits them). */
export const DEMO_PAGES: readonly Pick<DemoPage, 'path' | 'name'>[] = PAGES.map(({ path, name }) => ({ path, name }))

/**
 * Pages found by path; missing ones are first created as empty drafts so that pages can reference
 * each other. Answers the page ids by path.
 */
export async function seedPages(payload: Payload, ctx: Omit<PageContext, 'page'>): Promise<Record<string, number>> {
  const ids = await idsByKey(payload, 'sites', 'path', PAGES.map((page) => page.path))
  const missing = PAGES.filter((page) => !ids.has(page.path))
  await inChunks(missing, async ({ path, name, type }) => {
    const created = await payload.create({
      collection: 'sites',
      data: { path, name, type, _status: 'draft' },
      draft: true,
      depth: 0,
      overrideAccess: true,
      select: {},
    })
    ids.set(path, created.id)
  })

  const page = (path: string) => {
    const id = ids.get(path)
    if (id === undefined) throw new Error(`Demo-Seite ${path} fehlt.`)
    return id
  }
  const pages = PAGES.map(({ build, ...identity }) => ({ ...identity, ...build({ ...ctx, page }) }))
  // One after the other: pages that reference each other deadlock in PostgreSQL when saved in parallel.
  for (const data of pages) {
    await payload.update({
      collection: 'sites',
      id: page(data.path),
      data: { ...data, _status: 'published' },
      depth: 0,
      overrideAccess: true,
      select: {},
    })
  }
  return Object.fromEntries(PAGES.map(({ path }) => [path, page(path)]))
}
