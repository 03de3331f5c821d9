import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { pageEntries, productEntries, SITEMAP_CHUNK } from '@/src/server/site/sitemapEntries'

import { unique } from '../access/actors'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The marketing site's data rules against PostgreSQL: a site page's path may not hide behind one
 * of the shop's routes, redirects need a path, and the sitemap lists published pages, public
 * branches and listed parts only. Other files share the database, so every record is unique here.
 */

let context: TestContext

beforeAll(async () => {
  context = await startTestPayload()
}, 120_000)

afterAll(async () => {
  await context?.close()
})

/** The field messages of a refused Local API call (Payload's ValidationError keeps them in `data.errors`). */
async function refusal(action: Promise<unknown>): Promise<string> {
  try {
    await action
  } catch (error) {
    return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map((entry) => entry.message).join(' ')
  }
  throw new Error('Der Aufruf wurde nicht abgelehnt.')
}

const createPage = (path: string, status: 'draft' | 'published' = 'published') =>
  context.payload.create({
    collection: 'sites',
    data: { name: `Seite ${path}`, path, type: 'default', _status: status },
    draft: status === 'draft',
    depth: 0,
    overrideAccess: true,
  })

describe('site page paths', () => {
  it.each(['/shop/angebote', '/account', '/site/ueber-uns', '/store/wien', '/preview'])('refuses %s, which belongs to the shop', async (path) => {
    expect(await refusal(createPage(path))).toMatch(/gehören dem Shop/)
  })

  it('accepts a path of its own', async () => {
    const path = `/${unique('ueber-uns')}`
    expect((await createPage(path)).path).toBe(path)
  })

  it('refuses a path without a leading slash or with capitals', async () => {
    expect(await refusal(createPage('ueber-uns-ohne-slash'))).toMatch(/beginnt mit \//)
    expect(await refusal(createPage('/Gross'))).toMatch(/Kleinbuchstaben/)
  })
})

describe('redirects', () => {
  it('need a path that starts with /', async () => {
    const created = context.payload.create({ collection: 'redirects', data: { path: 'alt', target: '/neu' }, depth: 0, overrideAccess: true })
    expect(await refusal(created)).toBe('Der Pfad beginnt mit /.')
  })

  it('are read by anyone (the site resolves them for visitors)', async () => {
    const path = `/${unique('alt')}`
    await context.payload.create({ collection: 'redirects', data: { path, target: '/neu', statusCode: '301', isEnabled: true }, depth: 0, overrideAccess: true })
    const { docs } = await context.payload.find({ collection: 'redirects', where: { path: { equals: path } }, overrideAccess: false, depth: 0 })
    expect(docs.map((doc) => doc.target)).toEqual(['/neu'])
  })
})

describe('sitemap entries', () => {
  it('list the start page, published pages, public branches and the shop, but no draft and no hidden branch', async () => {
    const published = `/${unique('veroeffentlicht')}`
    const draft = `/${unique('entwurf')}`
    await createPage(published)
    await createPage(draft, 'draft')
    const identifier = unique('sitemap-filiale')
    const hidden = unique('sitemap-versteckt')
    await context.payload.create({ collection: 'branches', data: { name: 'Sichtbar', identifier, isEnabled: true, isPublic: true }, depth: 0, overrideAccess: true })
    await context.payload.create({ collection: 'branches', data: { name: 'Versteckt', identifier: hidden, isEnabled: true, isPublic: false }, depth: 0, overrideAccess: true })

    const paths = (await pageEntries(context.payload)).map((entry) => entry.path)
    expect(paths[0]).toBe('/')
    expect(paths).toEqual(expect.arrayContaining([published, `/store/${identifier}`, '/shop']))
    expect(paths).not.toContain(draft)
    expect(paths).not.toContain(`/store/${hidden}`)
  })

  it('list the detail pages of listed parts only', async () => {
    const uid = unique('SM').toUpperCase()
    const base = { catalogue: 'parts' as const, unit: 'amount' as const, tax: 20 }
    await context.payload.create({ collection: 'products', data: { ...base, name: 'Zahnradpumpe Sitemap', uid, isEnabled: true, isPublic: true }, depth: 0, overrideAccess: true })
    await context.payload.create({ collection: 'products', data: { ...base, name: 'Ausgelistet', uid: `${uid}-X`, isEnabled: false, isPublic: true }, depth: 0, overrideAccess: true })

    const entries = []
    for (let chunk = 0; ; chunk++) {
      const page = await productEntries(context.payload, chunk)
      entries.push(...page)
      if (page.length < SITEMAP_CHUNK) break
    }
    const paths = entries.map((entry) => entry.path)
    expect(paths).toContain(`/shop/produkte/${uid}/zahnradpumpe-sitemap`)
    expect(paths.some((path) => path.includes(`/${uid}-X/`))).toBe(false)
  })
})

describe('migration 20261126_210000_site_consent_services', () => {
  it('adds the map and feed services to settings that list services without them, and only once', async () => {
    const { up } = await import('@/src/migrations/20261126_210000_site_consent_services')
    const { DEFAULT_CONSENT_SERVICES } = await import('@/src/domain/consent')
    const read = async () =>
      (await context.payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, select: { consentServices: true } })).consentServices ?? []
    const before = await read()
    const older = [{ key: 'essential', ...DEFAULT_CONSENT_SERVICES.essential }, { key: 'tag', ...DEFAULT_CONSENT_SERVICES.tag }]
    await context.payload.updateGlobal({ slug: 'config', depth: 0, overrideAccess: true, data: { consentServices: older } })
    try {
      const migrate = () => up({ payload: context.payload, req: {} } as Parameters<typeof up>[0])
      await migrate()
      await migrate()
      const rows = await read()
      expect(rows.map((row) => row.key)).toEqual(['essential', 'tag', 'map', 'linkedInFeed'])
      expect(rows[2]).toMatchObject({ name: DEFAULT_CONSENT_SERVICES.map.name, intents: DEFAULT_CONSENT_SERVICES.map.intents })
    } finally {
      await context.payload.updateGlobal({ slug: 'config', depth: 0, overrideAccess: true, data: { consentServices: before.map(({ id: _id, ...row }) => row) } })
    }
  })
})
