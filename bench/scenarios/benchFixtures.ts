/** The abuse limits set so high that a load test from one address is never throttled. */
export const LIFTED_LIMITS = Object.fromEntries(
  ['ORDER_RATE_LIMIT', 'NOTIFICATIONS_PER_CLIENT_LIMIT', 'MAILS_PER_ADDRESS_LIMIT', 'SMS_PER_NUMBER_LIMIT'].map((name) => [name, '1000000']),
)

/** Sets up, through the REST API as the seeded admin, a branch that is always open with a menu of three products. */
export async function createBenchBranch(baseUrl: string, admin: { email: string; password: string }): Promise<{ branch: number; products: number[] }> {
  const login = await fetch(`${baseUrl}/api/auth/authenticate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) })
  const { token } = (await login.json()) as { token: string }
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<{ doc?: { id: number }; docs?: { id: number }[] }>
  }
  const products = (await call('/products?where[catalogue][equals]=menu&where[type][equals]=simple&where[unit][equals]=amount&limit=3&depth=0')).docs!.map((doc) => doc.id)
  const branch = (await call('/branches', {
    name: 'Benchmark-Filiale', identifier: `benchmark-${Date.now().toString(36)}`, isEnabled: true, isPublic: false, isTakeawayEnabled: true, isCashEnabled: true,
    openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }],
  })).doc!.id
  const category = (await call('/categories', { name: 'Benchmark' })).doc!.id
  await call('/menus', { name: 'Benchmark', availableFrom: new Date(Date.now() - 60_000).toISOString(), branches: [branch], catalog: [{ category, products }] })
  return { branch, products }
}

/** The checkout body of a takeaway cart of `lines` lines (the products in turn), as the storefront sends it. */
export const checkoutOf = (branch: number, products: number[], lines = products.length) => ({
  shop: 'ordering', branch, isDelivery: false, isDineIn: false, firstName: 'Bernd', lastName: 'Benchmark', email: 'bench@example.at', phone: '+43 660 1234567',
  paymentMethod: 'cash', legalInstructions: true, privacyPolicy: true,
  items: Array.from({ length: lines }, (_, index) => ({ product: products[index % products.length], amount: index + 1, unit: 'amount', parts: [] })),
})
