import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'

import { CONTENT_AI_TEXTS as T } from '@/src/domain/contentAi'
import { richText } from '@/src/server/site/richText'

import { setEnvironment } from '../support/environment'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { firstError } from '../workflow/setup'
import { startFakeProvider, type FakeProvider } from './fakeProvider'

/**
 * AI content (issue 25 item 4) against a local server speaking the OpenAI protocol: a page draft
 * with German texts in its blocks that never touches the published page, an image stored with its
 * alt text, and the German refusals: not configured 503, provider error or timeout 502, wrong role
 * 403, bad input 4xx, beyond the user's limit 429.
 */
let context: TestContext & { request: ReturnType<typeof restClient> }
const tokens = { admin: '', employee: '' }
let provider: FakeProvider
let restoreEnvironment: () => void
let imageId: number

const GENERATED = {
  blocks: [
    { blockType: 'textContent', title: 'Regional und frisch', paragraphs: ['Unser Gemüse kommt vom Bauern ums Eck.', 'Jeden Tag neu gekocht.'] },
    { blockType: 'heroA', title: 'Der neue Mittagstisch', paragraphs: ['Täglich ab 11 Uhr.'] },
    { blockType: 'quote', paragraphs: ['Das beste Mittagsmenü der Stadt.'], author: 'Erika Muster' },
  ],
}

const admin = () => tokens.admin
const generateSite = (id: number | string, body: unknown, token: string | null = admin()) => context.request('POST', `/content-ai/generate/site/${id}`, { body, token: token ?? undefined })
const generateImage = (body: unknown, token: string | null = admin()) => context.request('POST', '/content-ai/generate/image', { body, token: token ?? undefined })
const errorOf = async (response: Response) => [response.status, await firstError(response)]
const siteBody = { prompt: 'Unser neuer Mittagstisch: regional, frisch, ab 11 Uhr', tone: 'friendly', blocks: ['heroA', 'textContent', 'quote'] }

const published = (id: number) => context.payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true })
const latest = (id: number) => context.payload.findByID({ collection: 'sites', id, draft: true, depth: 0, overrideAccess: true })
const versionCount = async (id: number) => (await context.payload.countVersions({ collection: 'sites', where: { parent: { equals: id } }, overrideAccess: true })).totalDocs
const imageCount = async () => (await context.payload.count({ collection: 'images', overrideAccess: true })).totalDocs

/** A new back-office account with the roles, signed in: its token. */
async function signedIn(roles: string[]): Promise<string> {
  const email = `ki-${roles.join('-').toLowerCase()}-${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.at`
  await context.payload.create({ collection: 'users', data: { email, password: 'geheim-2026!', roles } as never, depth: 0, overrideAccess: true })
  return (await context.payload.login({ collection: 'users', data: { email, password: 'geheim-2026!' } })).token!
}

async function publishedSite(type = 'custom_site') {
  const path = `/ki-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const body = [
    { blockType: 'heroA', image: imageId, title: 'Willkommen' },
    { blockType: 'textContent', title: 'Veröffentlicht', text: richText('Der veröffentlichte Text.') },
  ]
  return context.payload.create({
    collection: 'sites',
    data: { name: 'Mittagstisch', path, type, content: { body, text: richText('Einfach') }, _status: 'published' } as never,
    depth: 0,
    overrideAccess: true,
  })
}

beforeAll(async () => {
  const started = await startTestPayload()
  context = { ...started, request: restClient(started.payload.config) }
  tokens.admin = await signedIn(['ROLE_ADMIN'])
  tokens.employee = await signedIn(['ROLE_EMPLOYEE'])
  provider = await startFakeProvider()
  restoreEnvironment = setEnvironment({
    CONTENT_AI_BASE_URL: provider.baseURL,
    CONTENT_AI_API_KEY: 'sk-test-schluessel',
    CONTENT_AI_TEXT_MODEL: 'text-modell',
    CONTENT_AI_IMAGE_MODEL: 'bild-modell',
    CONTENT_AI_TIMEOUT_MS: '1500',
    CONTENT_AI_RATE_LIMIT: undefined,
  })
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#DC0814' } }).png().toBuffer()
  const image = await context.payload.create({ collection: 'images', data: { alt: 'Teller' }, file: { data: png, mimetype: 'image/png', name: 'ki-test-teller.png', size: png.length }, depth: 0, overrideAccess: true })
  imageId = image.id
})
afterAll(async () => {
  restoreEnvironment()
  await provider.close()
  await context.close()
})

describe('POST /api/content-ai/generate/site/{id}', () => {
  it('writes a draft with the German texts in the page\'s blocks and leaves the published page as it was', async () => {
    provider.mode = 'ok'
    provider.chatAnswer = GENERATED
    const site = await publishedSite()
    provider.received = []

    const response = await generateSite(site.id, siteBody)
    expect(response.status).toBe(200)
    const { doc } = await response.json()
    expect(doc._status).toBe('draft')

    const [request] = provider.received
    expect(provider.received).toHaveLength(1)
    expect(request.path).toBe('/v1/chat/completions')
    expect(request.authorization).toBe('Bearer sk-test-schluessel')
    expect(request.body).toMatchObject({ model: 'text-modell', response_format: { type: 'json_object' } })
    expect(JSON.stringify(request.body.messages)).toContain('Unser neuer Mittagstisch: regional, frisch, ab 11 Uhr')

    const draft = await latest(site.id)
    expect(draft._status).toBe('draft')
    expect(draft.content?.body).toEqual([
      expect.objectContaining({ blockType: 'heroA', image: imageId, title: 'Der neue Mittagstisch', text: richText('Täglich ab 11 Uhr.') }),
      expect.objectContaining({ blockType: 'textContent', title: 'Regional und frisch', text: richText('Unser Gemüse kommt vom Bauern ums Eck.', 'Jeden Tag neu gekocht.') }),
      expect.objectContaining({ blockType: 'quote', author: 'Erika Muster', text: richText('Das beste Mittagsmenü der Stadt.') }),
    ])

    const live = await published(site.id)
    expect(live._status).toBe('published')
    expect(live.content?.body?.map((block) => [block.blockType, (block as { title?: string }).title])).toEqual([['heroA', 'Willkommen'], ['textContent', 'Veröffentlicht']])
    const anonymous = await (await context.request('GET', `/sites/${site.id}?depth=0`)).json()
    expect(anonymous.content.body[1].title).toBe('Veröffentlicht')
  })

  it('refuses without a session (401), for employees (403), for an unknown page (404) and a page without blocks (409)', async () => {
    const site = await publishedSite()
    expect(await errorOf(await generateSite(site.id, siteBody, null))).toEqual([401, 'Bitte melden Sie sich an.'])
    expect(await errorOf(await generateSite(site.id, siteBody, tokens.employee))).toEqual([403, 'Sie haben keine Berechtigung für diese Aktion.'])
    expect(await errorOf(await generateSite(999_999_999, siteBody))).toEqual([404, T.errors.siteNotFound])
    expect(await errorOf(await generateSite('abc', siteBody))).toEqual([404, T.errors.siteNotFound])
    const simple = await publishedSite('default')
    expect(await errorOf(await generateSite(simple.id, siteBody))).toEqual([409, T.errors.siteWithoutBlocks])
  })

  it('answers bad input in German: 422 per field, 400 naming a block the AI cannot fill', async () => {
    const site = await publishedSite()
    const response = await generateSite(site.id, { prompt: ' ', tone: 'frech', blocks: [] })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual([
      { field: 'prompt', message: T.errors.promptMissing },
      { field: 'tone', message: T.errors.tone },
      { field: 'blocks', message: T.errors.blocksMissing },
    ])
    const unknown = await generateSite(site.id, { ...siteBody, blocks: ['heroA', 'team'] })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors).toEqual([{ field: 'blocks.1', message: expect.stringContaining('Den Block „team“ kann die KI nicht befüllen. Möglich sind: Hero A (heroA)') }])
  })

  it('answers 502 in German when the provider fails, times out or leaves out a block, and writes nothing', async () => {
    const site = await publishedSite()
    const versions = await versionCount(site.id)
    provider.mode = 'fail'
    expect(await errorOf(await generateSite(site.id, siteBody))).toEqual([502, T.errors.providerFailed])
    provider.mode = 'hang'
    const started = Date.now()
    expect(await errorOf(await generateSite(site.id, siteBody))).toEqual([502, T.errors.timeout])
    expect(Date.now() - started).toBeLessThan(10_000)
    provider.mode = 'ok'
    provider.chatAnswer = { blocks: GENERATED.blocks.slice(0, 2) }
    expect(await errorOf(await generateSite(site.id, siteBody))).toEqual([502, T.errors.unusableAnswer])
    provider.chatAnswer = { blocks: 'kein Block' }
    expect(await errorOf(await generateSite(site.id, siteBody))).toEqual([502, T.errors.unusableAnswer])
    expect(await versionCount(site.id)).toBe(versions)
    expect((await latest(site.id))._status).toBe('published')
  })
})

describe('POST /api/content-ai/generate/image', () => {
  it('stores the generated picture in images with the German alt text the text model wrote', async () => {
    provider.mode = 'ok'
    provider.chatAnswer = { alt: 'Ein Teller Wiener Schnitzel mit Erdäpfelsalat auf einem Holztisch' }
    provider.received = []
    const response = await generateImage({ prompt: 'Wiener Schnitzel mit Erdäpfelsalat auf Holz', size: '1536x1024' })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc).toMatchObject({ alt: 'Ein Teller Wiener Schnitzel mit Erdäpfelsalat auf einem Holztisch', mimeType: 'image/png', version: 1, extension: 'png' })
    expect(doc.filename).toMatch(/^ki-wiener-schnitzel-mit-erdaepfelsalat-auf-holz-\d{8}-\d{6}\.png$/)
    const stored = await context.payload.findByID({ collection: 'images', id: doc.id, depth: 0, overrideAccess: true })
    expect([stored.alt, stored.width, stored.height]).toEqual([doc.alt, 16, 16])

    const imageRequest = provider.received.find((entry) => entry.path === '/v1/images/generations')
    expect(imageRequest?.body).toMatchObject({ model: 'bild-modell', prompt: 'Wiener Schnitzel mit Erdäpfelsalat auf Holz', size: '1536x1024', n: 1, response_format: 'b64_json' })
    expect(provider.received.find((entry) => entry.path === '/v1/chat/completions')?.body).toMatchObject({ model: 'text-modell', response_format: { type: 'json_object' } })
  })

  it('takes the editor\'s own alt text without asking the text model', async () => {
    provider.mode = 'ok'
    provider.received = []
    const response = await generateImage({ prompt: 'Kaffeetasse am Morgen', alt: 'Eine Tasse Kaffee' })
    expect(response.status).toBe(201)
    expect((await response.json()).doc.alt).toBe('Eine Tasse Kaffee')
    expect(provider.received.map((entry) => [entry.path, entry.body.size])).toEqual([['/v1/images/generations', '1024x1024']])
  })

  it('refuses employees (403) and bad input (422), and answers 502 when the provider fails or times out, storing nothing', async () => {
    expect(await errorOf(await generateImage({ prompt: 'Kaffee' }, tokens.employee))).toEqual([403, 'Sie haben keine Berechtigung für diese Aktion.'])
    expect(await errorOf(await generateImage({ prompt: 'Kaffee' }, null))).toEqual([401, 'Bitte melden Sie sich an.'])
    const bad = await generateImage({ prompt: '', size: '10x10' })
    expect(bad.status).toBe(422)
    expect((await bad.json()).errors).toEqual([{ field: 'prompt', message: T.errors.imagePromptMissing }, { field: 'size', message: T.errors.size }])
    const images = await imageCount()
    provider.mode = 'fail'
    expect(await errorOf(await generateImage({ prompt: 'Kaffeetasse am Morgen' }))).toEqual([502, T.errors.providerFailed])
    provider.mode = 'hang'
    expect(await errorOf(await generateImage({ prompt: 'Kaffeetasse am Morgen', alt: 'Kaffee' }))).toEqual([502, T.errors.timeout])
    expect(await imageCount()).toBe(images)
    provider.mode = 'ok'
  })
})

describe('configuration and limit', () => {
  it('answers 503 in German when no provider is configured, asking nobody', async () => {
    const site = await publishedSite()
    provider.received = []
    const restore = setEnvironment({ CONTENT_AI_API_KEY: undefined })
    try {
      expect(await errorOf(await generateSite(site.id, siteBody))).toEqual([503, T.errors.notConfigured])
      expect(await errorOf(await generateImage({ prompt: 'Kaffeetasse' }))).toEqual([503, T.errors.notConfigured])
    } finally {
      restore()
    }
    const noImageModel = setEnvironment({ CONTENT_AI_IMAGE_MODEL: ' ' })
    try {
      expect(await errorOf(await generateImage({ prompt: 'Kaffeetasse' }))).toEqual([503, T.errors.notConfigured])
    } finally {
      noImageModel()
    }
    expect(provider.received).toEqual([])
  })

  it('limits each user: beyond CONTENT_AI_RATE_LIMIT a 429 with Retry-After, other users unaffected', async () => {
    provider.mode = 'ok'
    provider.chatAnswer = GENERATED
    const site = await publishedSite()
    const [token, other] = [await signedIn(['ROLE_ADMIN']), await signedIn(['ROLE_ADMIN'])]
    const restore = setEnvironment({ CONTENT_AI_RATE_LIMIT: '2' })
    try {
      expect((await generateSite(site.id, siteBody, token)).status).toBe(200)
      expect((await generateSite(site.id, siteBody, token)).status).toBe(200)
      const refused = await generateSite(site.id, siteBody, token)
      expect([refused.status, await firstError(refused)]).toEqual([429, 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.'])
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await generateImage({ prompt: 'Kaffeetasse', alt: 'Kaffee' }, token)).status).toBe(429)
      expect((await generateSite(site.id, siteBody, other)).status).toBe(200)
    } finally {
      restore()
    }
  })
})
