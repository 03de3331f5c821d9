import { expect, test } from '@playwright/test'

import { adminHeaders } from '../support/storefront'

/**
 * The calls the specs name without /api (back-office.md section 7: POST /custom/upload-products,
 * /custom/upload-images, /custom/upload-files; ordering-storefront.md: POST /custom/forms) answer at
 * that address on the running server exactly as at /api/custom/… Server paths and staff tools:
 * the desktop project only (playwright.config.ts leaves backoffice/ out of the phone project).
 */

const SIGN_IN = { errors: [{ message: 'Bitte melden Sie sich an.' }] }

test('the import calls answer at /custom/… : German 401 without a session, the dry-run report for an admin', async ({ request }) => {
  for (const call of ['upload-products', 'upload-images', 'upload-files']) {
    const anonymous = await request.post(`/custom/${call}`, { data: { products: [] } })
    expect({ call, status: anonymous.status(), body: await anonymous.json() }).toEqual({ call, status: 401, body: SIGN_IN })
  }

  const uid = `E2E-ADR-${Date.now().toString(36)}`
  const products = [{ uid, name: 'Kugelhahn DN 15', price: 18.4 }, { name: 'Ohne Materialnummer' }]
  const dryRun = await request.post('/custom/upload-products', { headers: await adminHeaders(request), data: { products, dryRun: true } })
  expect({ status: dryRun.status(), body: await dryRun.json() }).toEqual({
    status: 200,
    body: { created: 1, updated: 0, unchanged: 0, rejected: [{ line: 2, uid: null, message: 'Die Materialnummer fehlt.' }] },
  })
  const stored = await request.get(`/api/products?depth=0&where[uid][equals]=${uid}`, { headers: await adminHeaders(request) })
  expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
})

test('the contact form answers at /custom/forms with the German field errors', async ({ request }) => {
  const response = await request.post('/custom/forms', { data: { email: 'keine-adresse' } })
  expect(response.status()).toBe(422)
  const { errors } = (await response.json()) as { errors: { field: string; message: string }[] }
  expect(errors).toEqual(expect.arrayContaining([
    { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
    { field: 'privacy', message: 'Bitte akzeptieren Sie die Datenschutzerklärung.' },
  ]))
})
