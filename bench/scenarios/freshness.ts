import { E2E_ADMIN } from '@/tests/e2e/support/accounts'

/** How long after a staff edit's answer a page first shows it, for one server and for another process on the same database. */
export type Freshness = { Messung: string; 'sichtbar nach ms': number }

type Product = { id: number; name: string }

const POLL_MS = 25
const GIVE_UP_MS = 10_000

async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  })
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
}

/** A product the branch page lists (its name is in the page). */
async function productOnPage(baseUrl: string, pagePath: string, headers: Record<string, string>): Promise<Product> {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
  const response = await fetch(`${baseUrl}/api/products?depth=0&limit=200&where[catalogue][equals]=menu&select[name]=true`, { headers })
  const { docs } = (await response.json()) as { docs: Product[] }
  const shown = docs.find((product) => product.name.length > 5 && html.includes(product.name))
  if (!shown) throw new Error(`Kein Produkt auf ${pagePath} gefunden`)
  return shown
}

/** Renames the product through `editBase` and polls `pollBase` until the page shows the new name. */
async function renameAndWait(editBase: string, pollBase: string, pagePath: string, product: Product, name: string, headers: Record<string, string>): Promise<number> {
  const edit = await fetch(`${editBase}/api/products/${product.id}`, { method: 'PATCH', headers, body: JSON.stringify({ name }) })
  if (!edit.ok) throw new Error(`Produkt ändern: ${edit.status} ${await edit.text()}`)
  const saved = Date.now()
  while (Date.now() - saved < GIVE_UP_MS) {
    if ((await (await fetch(`${pollBase}${pagePath}`)).text()).includes(name)) return Date.now() - saved
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`${pagePath} zeigt „${name}“ auch nach ${GIVE_UP_MS} ms nicht`)
}

/**
 * `npm run bench freshness`: a staff edit (a product renamed through the REST API, as the admin
 * does) and the first page answer that shows it, polled every 25 ms: on the same server, and on a
 * second server process on the same database (both pages cached before the edit).
 */
export async function freshness(baseUrl: string, startAnother: () => Promise<{ baseUrl: string; stop: () => Promise<void> }>, pagePath: string): Promise<Freshness[]> {
  const headers = await signIn(baseUrl)
  const product = await productOnPage(baseUrl, pagePath, headers)
  const second = await startAnother()
  try {
    await fetch(`${second.baseUrl}${pagePath}`)
    const sameServer = await renameAndWait(baseUrl, baseUrl, pagePath, product, `${product.name} (neu)`, headers)
    await fetch(`${second.baseUrl}${pagePath}`)
    const otherProcess = await renameAndWait(baseUrl, second.baseUrl, pagePath, product, `${product.name} (zweiter Prozess)`, headers)
    await fetch(`${baseUrl}/api/products/${product.id}`, { method: 'PATCH', headers, body: JSON.stringify({ name: product.name }) })
    return [
      { Messung: `Produkt umbenannt, gleicher Server (${pagePath})`, 'sichtbar nach ms': sameServer },
      { Messung: `Produkt umbenannt, zweiter Serverprozess (${pagePath})`, 'sichtbar nach ms': otherProcess },
    ]
  } finally {
    await second.stop()
  }
}
