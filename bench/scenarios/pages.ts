import { measureHttp, type Measurement } from '../measure'

/** A static file Next.js serves for the home page (a script chunk), the floor for page throughput. */
async function staticFileUrl(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text()
  const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0]
  if (!chunk) throw new Error('Keine statische Datei auf der Startseite gefunden')
  return `${baseUrl}${chunk}`
}

async function firstPublicBranch(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/branches?depth=0&limit=1&where[isPublic][equals]=true&select[identifier]=true`)
  const { docs } = (await response.json()) as { docs: { identifier: string }[] }
  if (!docs[0]) throw new Error('Keine öffentliche Filiale gefunden')
  return docs[0].identifier
}

/**
 * Storefront pages against a static file of the same server (10 connections): `npm run bench pages`.
 * The ratio to the static file is the figure the performance work aims at.
 */
export async function pages(baseUrl: string): Promise<Measurement[]> {
  const staticFile = await staticFileUrl(baseUrl)
  const branch = await firstPublicBranch(baseUrl)
  const load = (name: string, url: string) => measureHttp({ name, url, connections: 10 })
  return [
    await load('statische Datei /_next/static (Basis)', staticFile),
    await load('GET / (Startseite)', `${baseUrl}/`),
    await load(`GET /store/${branch} (Filiale)`, `${baseUrl}/store/${branch}`),
  ]
}
