import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

import { E2E_ADMIN } from '@/tests/e2e/support/accounts'
import { startProductionServer } from '@/tests/support/productionServer'
import type { Scenario } from '../scenario'
import { fetchPath, jsonOf, jwt, setCookiesOf, type Fetched } from '../support/http'
import { CHECKED_HEADERS, headerViolations, type RouteKind } from '../support/securityHeaderRules'

/**
 * Issue 20, item 6: every kind of route of the production build (storefront pages, API, media,
 * admin, static assets, robots and sitemap) answers with the security headers, every cookie it
 * sets is HttpOnly, Secure and SameSite, and uploaded files are served with their sniffed type,
 * as downloads unless images, never as HTML or SVG. The routes come from the server's own data.
 */

type Route = { path: string; kind: RouteKind; init?: RequestInit }
type Doc = Record<string, unknown>
type List = { docs: Doc[] }

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body),
})

/** The <loc> addresses of the sitemap and of the sitemap files it lists, as paths. */
async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const index = locs((await fetchPath(baseUrl, '/sitemap.xml')).body)
  const nested = await Promise.all(index.filter((path) => path.startsWith('/sitemap/')).map(async (path) => locs((await fetchPath(baseUrl, path)).body)))
  return [...index, ...nested.flat()]
}

/** A file upload through Payload's REST API (multipart), as the admin does in the back office. */
async function upload(baseUrl: string, token: string, collection: 'images' | 'uploads', file: { name: string; type: string; data: Uint8Array }): Promise<Fetched> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify({ alt: file.name }))
  return fetchPath(baseUrl, `/api/${collection}`, { method: 'POST', headers: jwt(token), body: form })
}

const SVG_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'
const HTML_SCRIPT = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'
const text = (value: string) => new TextEncoder().encode(value)

type MediaResult = { routes: Route[]; notes: string[]; failures: string[] }

/**
 * Uploads an image, a PDF and script files dressed as SVG and HTML (as the admin and as a
 * visitor's customer upload) and answers the addresses they are served at. A script file must be
 * refused or stored as something harmless (checked by the media rules when it is served).
 */
async function mediaRoutes(baseUrl: string, token: string): Promise<MediaResult> {
  const routes: Route[] = []
  const notes: string[] = []
  const failures: string[] = []
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer()
  const pdfDocument = await PDFDocument.create()
  pdfDocument.addPage()
  const pdf = await pdfDocument.save()

  const image = jsonOf<{ doc: Doc }>(await upload(baseUrl, token, 'images', { name: 'test.png', type: 'image/png', data: png }))?.doc
  if (!image) failures.push('Bild-Upload fehlgeschlagen')
  else routes.push({ path: `/image/${image.id}-${image.version ?? 1}.png`, kind: 'media' }, { path: `/api/images/file/${image.filename}`, kind: 'media' })

  const served = async (name: string, type: string, data: Uint8Array) => {
    const answer = await upload(baseUrl, token, 'uploads', { name, type, data })
    const doc = jsonOf<{ doc: Doc }>(answer)?.doc
    if (!doc) return notes.push(`${name} als ${type}: abgelehnt (${answer.status})`)
    notes.push(`${name} als ${type}: gespeichert als ${doc.mimeType}`)
    routes.push(
      { path: `/upload/${doc.publicHash}/${doc.id}-${doc.version ?? 1}.${doc.extension}`, kind: 'media' },
      { path: `/api/uploads/file/${encodeURIComponent(String(doc.filename))}`, kind: 'media', init: { headers: jwt(token) } },
    )
  }
  await served('katalog.pdf', 'application/pdf', pdf)
  await served('bild.svg', 'image/svg+xml', text(SVG_SCRIPT))
  await served('bild.svg', 'text/plain', text(SVG_SCRIPT))
  await served('seite.html', 'text/plain', text(HTML_SCRIPT))
  const svgAsImage = await upload(baseUrl, token, 'images', { name: 'bild.svg', type: 'image/svg+xml', data: text(SVG_SCRIPT) })
  notes.push(`bild.svg als Bild: ${svgAsImage.status < 300 ? 'gespeichert' : `abgelehnt (${svgAsImage.status})`}`)
  if (svgAsImage.status < 300) failures.push('ein SVG wurde als Bild angenommen')

  for (const [name, dataUrl] of [
    ['auftrag.pdf', `data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}`],
    ['bild.svg', `data:image/svg+xml;base64,${Buffer.from(SVG_SCRIPT).toString('base64')}`],
    ['seite.html', `data:text/plain;base64,${Buffer.from(HTML_SCRIPT).toString('base64')}`],
  ]) {
    const answer = await fetchPath(baseUrl, '/api/uploads/customer', json({ name, dataUrl }))
    const doc = jsonOf<Doc>(answer)
    if (answer.status !== 201 || !doc) {
      notes.push(`Kundendatei ${name}: abgelehnt (${answer.status})`)
      continue
    }
    notes.push(`Kundendatei ${name}: gespeichert als ${doc.mimeType}`)
    routes.push({ path: `/upload/${doc.publicHash}/${doc.id}-${doc.version ?? 1}.${doc.extension}`, kind: 'media' })
  }
  return { routes, notes, failures }
}

/** Routes of every other kind, found from the server's own data (branches, sitemap, build assets). */
async function pageAndApiRoutes(baseUrl: string, token: string): Promise<Route[]> {
  const branches = jsonOf<List>(await fetchPath(baseUrl, '/api/branches?limit=1&depth=0&where[isPublic][equals]=true'))?.docs ?? []
  const branch = String(branches[0]?.identifier ?? 'keine-filiale')
  const orders = jsonOf<List>(await fetchPath(baseUrl, '/api/orders?limit=1&depth=0', { headers: jwt(token) }))?.docs ?? []
  const statusPath = orders[0]?.hash ? `/status/${orders[0].uid}/${orders[0].hash}` : '/status/00000/kein-hash'
  const sitemap = await sitemapPaths(baseUrl)
  const product = sitemap.find((path) => path.startsWith('/shop/produkte/')) ?? '/shop/produkte/0/kein-produkt'
  const sitePage = sitemap.find((path) => path !== '/' && !/^\/(?:store|shop|sitemap)\b/.test(path)) ?? '/agb'
  const home = await fetchPath(baseUrl, '/')
  const assets = [...home.body.matchAll(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g)].map((match) => match[0])

  return [
    ...['/', `/store/${branch}`, '/shop', product, sitePage, '/agb', '/datenschutz', '/account/login', '/account/signup', '/gibt-es-nicht-404']
      .map((path): Route => ({ path, kind: 'page' })),
    ...[`/store/${branch}/checkout`, `/store/${branch}/checkout/error`, statusPath].map((path): Route => ({ path, kind: 'nonce-page' })),
    { path: '/backend', kind: 'admin' },
    { path: '/backend/login', kind: 'admin' },
    { path: '/backend', kind: 'admin', init: { headers: jwt(token) } },
    { path: '/api/health', kind: 'api' },
    { path: '/api/branches?limit=2', kind: 'api' },
    { path: '/api/products/999999', kind: 'api' },
    { path: '/api/init', kind: 'api' },
    { path: '/api/orders', kind: 'api', init: json({ branch: 'x' }) },
    { path: '/api/cart/quote', kind: 'api', init: json({}) },
    { path: '/api/auth/authenticate', kind: 'api', init: json({ email: E2E_ADMIN.email, password: 'falsch' }) },
    { path: '/api/payments/mollie/webhook', kind: 'api', init: { method: 'POST', body: 'id=tr_unbekannt', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } },
    { path: '/api/users/me', kind: 'api', init: { headers: jwt(token) } },
    ...assets.slice(0, 3).map((path): Route => ({ path, kind: 'static' })),
    { path: '/robots.txt', kind: 'text' },
    { path: '/sitemap.xml', kind: 'text' },
    { path: '/favicon.ico', kind: 'text' },
  ]
}

/** Signs in as staff and as an approved shop customer and answers the sign-in responses (their cookies). */
async function signIns(baseUrl: string, token: string): Promise<{ routes: Fetched[]; failures: string[] }> {
  const failures: string[] = []
  const staff = await fetchPath(baseUrl, '/api/users/login', json(E2E_ADMIN))
  const customer = { email: `kunde-${Date.now()}@example.at`, password: 'Kunde-Passwort-2026!', firstName: 'Karl', lastName: 'Kunde', isApproved: true }
  const created = await fetchPath(baseUrl, '/api/external-users', json(customer, jwt(token)))
  if (created.status !== 201) failures.push(`Kundenkonto nicht angelegt (${created.status}): ${created.body.slice(0, 200)}`)
  const shop = await fetchPath(baseUrl, '/api/external-users/login', json({ email: customer.email, password: customer.password }))
  for (const [who, answer, cookie] of [['Mitarbeiter', staff, 'payload-token'], ['Kunde', shop, 'payload-token']] as const) {
    if (answer.status !== 200) failures.push(`Anmeldung ${who}: ${answer.status}`)
    else if (!setCookiesOf(answer.headers).some(({ name }) => name === cookie)) failures.push(`Anmeldung ${who}: kein Sitzungs-Cookie ${cookie}`)
  }
  return { routes: [staff, shop], failures }
}

const scenario: Scenario = {
  name: 'headers',
  title: 'Sicherheits-Header und Cookies auf jeder Art von Route (Produktion hinter HTTPS)',
  async run() {
    const server = await startProductionServer({ SEED_ADMIN_PASSWORD: E2E_ADMIN.password, LOGIN_RATE_LIMIT: '1000' })
    try {
      const { baseUrl } = server
      const login = await fetchPath(baseUrl, '/api/users/login', json(E2E_ADMIN))
      const token = jsonOf<{ token?: string }>(login)?.token
      if (!token) return { figures: [], failures: [`Anmeldung als Admin fehlgeschlagen (${login.status})`] }

      const media = await mediaRoutes(baseUrl, token)
      const routes = [...(await pageAndApiRoutes(baseUrl, token)), ...media.routes]
      const answers: [Fetched, RouteKind][] = []
      for (const route of routes) answers.push([await fetchPath(baseUrl, route.path, route.init), route.kind])
      const sessions = await signIns(baseUrl, token)
      answers.push(...sessions.routes.map((answer): [Fetched, RouteKind] => [answer, 'api']))

      const violations = answers.flatMap(([answer, kind]) => headerViolations(answer, kind))
      const serverErrors = answers.filter(([answer]) => answer.status >= 500).map(([answer]) => `${answer.path}: ${answer.status}`)
      const cookies = answers.flatMap(([answer]) => setCookiesOf(answer.headers)).length
      const perKind = new Map<RouteKind, number>()
      for (const [, kind] of answers) perKind.set(kind, (perKind.get(kind) ?? 0) + 1)
      const byKind = [...perKind].map(([kind, count]) => `${kind} ${count}`).join(', ')
      return {
        figures: [
          `Routen geprüft: ${answers.length} (${byKind})`,
          `Header je Antwort geprüft: ${CHECKED_HEADERS.length} (${CHECKED_HEADERS.join(', ')})`,
          `Set-Cookie geprüft: ${cookies}`,
          ...media.notes.map((note) => `Upload ${note}`),
          `Verstöße: ${violations.length}`,
        ],
        failures: [...media.failures, ...sessions.failures, ...violations, ...serverErrors.map((line) => `5xx: ${line}`)],
      }
    } finally {
      await server.stop()
    }
  },
}

export default scenario
