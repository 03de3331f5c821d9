import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { setEnvironment } from '../support/environment'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { createCode, IPAD, IPHONE, scan, scansOf, uniqueIdentifier, WINDOWS } from './fixtures'

/** The short URL /q/{identifier} (issue 23, item 3): the scan is recorded, the visitor redirected with qr={identifier}. */
let context: TestContext
let world: OrderingWorld

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
})
afterAll(() => context.close())

describe('a table code', () => {
  it('leads to its table\u2019s dine-in page with the table preselected, and the scan is recorded with its device class', async () => {
    const { payload } = context
    const code = await createCode(payload, 'tisch', { name: 'Tisch 7', path: '/irgendwo', table: world.tableId })
    // saving sets the target and the branch from the table
    expect(code).toMatchObject({ path: `/store/${world.branches.open.identifier}?table=7`, branch: world.branches.open.id })

    const redirect = await scan(code.identifier, IPHONE)
    expect(redirect).toEqual({ location: `/store/${world.branches.open.identifier}?table=7&qr=${code.identifier}`, path: `/store/${world.branches.open.identifier}` })

    const scans = await scansOf(payload, code.identifier)
    expect(scans).toHaveLength(1)
    expect(scans[0]).toMatchObject({
      category: 'qr-code',
      action: 'scan',
      type: 'phone',
      name: code.identifier,
      path: `/store/${world.branches.open.identifier}`,
      data: { code: code.id, branch: world.branches.open.id, table: world.tableId },
    })
    // neither the user agent nor an address is kept
    expect(scans[0].userAgent ?? null).toBeNull()
    expect(JSON.stringify(scans[0])).not.toMatch(/iPhone|Mozilla|127\.0\.0\.1/)
  })

  it('follows its table when the branch is renamed', async () => {
    const { payload } = context
    const branch = await payload.create({
      collection: 'branches', data: { name: 'Umbenannt', identifier: uniqueIdentifier('alt'), isEnabled: true, isPublic: true, isDineInEnabled: true }, depth: 0, overrideAccess: true,
    })
    const table = await payload.create({ collection: 'tables', data: { identifier: '3', branch: branch.id }, depth: 0, overrideAccess: true })
    const code = await createCode(payload, 'umbenannt', { name: 'Tisch 3', path: '/', table: table.id })
    const renamed = uniqueIdentifier('neu')
    await payload.update({ collection: 'branches', id: branch.id, data: { identifier: renamed }, depth: 0, overrideAccess: true })
    expect((await scan(code.identifier))?.location).toBe(`/store/${renamed}?table=3&qr=${code.identifier}`)
  })
})

describe('other codes', () => {
  it('lead to their path, its query kept, qr appended; tablets and desktops are told apart', async () => {
    const { payload } = context
    const flyer = await createCode(payload, 'flyer', { name: 'Flyer Sommer', path: `/store/${world.branches.open.identifier}?utm_source=flyer`, branch: world.branches.open.id })
    const poster = await createCode(payload, 'plakat', { name: 'Plakat Catering', path: '/leistungen/catering' })
    expect((await scan(flyer.identifier, IPAD))?.location).toBe(`/store/${world.branches.open.identifier}?utm_source=flyer&qr=${flyer.identifier}`)
    expect((await scan(poster.identifier, WINDOWS))?.location).toBe(`/leistungen/catering?qr=${poster.identifier}`)
    expect((await scansOf(payload, flyer.identifier)).map((entry) => [entry.type, entry.path, entry.data])).toEqual([
      ['tablet', `/store/${world.branches.open.identifier}`, { code: flyer.id, branch: world.branches.open.id, table: null }],
    ])
    expect((await scansOf(payload, poster.identifier)).map((entry) => [entry.type, entry.path, entry.data])).toEqual([
      ['desktop', '/leistungen/catering', { code: poster.id, branch: null, table: null }],
    ])
  })

  it('are found however the short URL is typed', async () => {
    const code = await createCode(context.payload, 'gross', { name: 'Groß', path: '/' })
    expect((await scan(code.identifier.toUpperCase()))?.location).toBe(`/?qr=${code.identifier}`)
  })

  it('count no prefetch of a browser, but redirect it', async () => {
    const code = await createCode(context.payload, 'vorab', { name: 'Vorab', path: '/' })
    expect((await scan(code.identifier, IPHONE, { 'sec-purpose': 'prefetch;prerender' }))?.location).toBe(`/?qr=${code.identifier}`)
    expect((await scan(code.identifier, IPHONE, { purpose: 'prefetch' }))?.location).toBe(`/?qr=${code.identifier}`)
    expect(await scansOf(context.payload, code.identifier)).toHaveLength(0)
  })
})

describe('the analytics limit', () => {
  it('a client over it is redirected all the same, uncounted', async () => {
    const code = await createCode(context.payload, 'viel', { name: 'Viel gescannt', path: '/' })
    const restore = setEnvironment({ ANALYTICS_RATE_LIMIT: '2' })
    try {
      const client = { 'x-client-address': '198.51.100.77' }
      for (let visit = 0; visit < 4; visit++) expect((await scan(code.identifier, IPHONE, client))?.location).toBe(`/?qr=${code.identifier}`)
    } finally {
      restore()
    }
    expect(await scansOf(context.payload, code.identifier)).toHaveLength(2)
  })
})

describe('an unknown code', () => {
  it.each(['gibt-es-nicht', '../../etc/passwd', '%00', 'a'.repeat(300), ''])('%s is no redirect (the page answers the German 404) and records nothing', async (identifier) => {
    const before = await context.payload.count({ collection: 'analytics-logs', where: { category: { equals: 'qr-code' } }, overrideAccess: true })
    expect(await scan(identifier)).toBeNull()
    const after = await context.payload.count({ collection: 'analytics-logs', where: { category: { equals: 'qr-code' } }, overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })
})

describe('the target of a code', () => {
  it('is a path of this site: an address elsewhere is refused when saving', async () => {
    for (const path of ['//boese.example.com', 'https://boese.example.com', '/\\boese.example.com']) {
      await expect(createCode(context.payload, 'boese', { name: 'Böse', path })).rejects.toThrow()
    }
  })
})
