import { jest } from '@jest/globals'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'

import { datatransSignatureHeader } from '@/src/server/payments'

import type { FakeDatatrans } from '@/tests/support/fakeProviders/fakeDatatrans'
import type { FakeMollie } from '@/tests/support/fakeProviders/fakeMollie'
import { acceptFakeProviderCertificates } from '@/tests/support/fakeProviders/realEnvironment'
import { createOrder, type OrderingWorld } from '../ordering/fixtures'

/** The customer orders on this host; the provider calls the configured public address. */
export const SHOP_ORIGIN = 'https://filiale.example.at'
export const PUBLIC_SERVER_URL = 'https://bestellen.example.at'
export const DATATRANS_HMAC_KEY = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a'

/**
 * Points the payment adapters at the fakes (and back to the previous environment with `restore`).
 * With the fake Mollie, certificate checks are off for the process (see acceptFakeProviderCertificates).
 */
export async function usePaymentEnvironment(fakes: { mollie?: FakeMollie; datatrans?: FakeDatatrans }): Promise<{ restore: () => Promise<void> }> {
  const values: Record<string, string | undefined> = {
    NEXT_PUBLIC_SERVER_URL: PUBLIC_SERVER_URL,
    DATATRANS_HMAC_KEY,
    ...(fakes.mollie ? {
      MOLLIE_API_KEY: fakes.mollie.apiKey,
      MOLLIE_API_URL: fakes.mollie.apiEndpoint,
    } : {}),
    ...(fakes.datatrans ? {
      DATATRANS_MERCHANT_ID: fakes.datatrans.merchantId,
      DATATRANS_PASSWORD: fakes.datatrans.password,
      DATATRANS_API_URL: fakes.datatrans.url,
      DATATRANS_PAY_URL: fakes.datatrans.payUrl,
    } : {}),
  }
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  apply(values)
  const restoreCertificateChecks = fakes.mollie ? await acceptFakeProviderCertificates() : async () => {}
  return {
    restore: async () => {
      apply(previous)
      await restoreCertificateChecks()
    },
  }
}

/** An order of one Schnitzel (12,90 €) at the open branch, to be paid online and not yet started. */
export const onlineOrder = (payload: Payload, world: OrderingWorld, paymentMethod: 'mollie' | 'datatrans', data: Record<string, unknown> = {}) =>
  createOrder(payload, world, { paymentMethod, paymentStatus: 'open', ...data })

export const readOrder = (payload: Payload, id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

/** Counts the calls of onPaymentSettled per order (it logs 'payment settled' with the order id). */
export function watchSettlements(payload: Payload) {
  const spy = jest.spyOn(payload.logger, 'info')
  const calls = () => spy.mock.calls.map(([entry]) => entry as { msg?: string; orderId?: number; paymentStatus?: string }).filter((entry) => entry?.msg === 'payment settled')
  return {
    forOrder: (orderId: number) => calls().filter((entry) => entry.orderId === orderId),
    restore: () => spy.mockRestore(),
  }
}

type RawOptions = { body?: string; headers?: Record<string, string> }

/** Calls Payload's REST handlers with a raw body (webhooks are form-encoded or signed JSON). */
export function rawRequest(config: Payload['config']) {
  const handlers = { GET: REST_GET(config), POST: REST_POST(config) }
  return (method: 'GET' | 'POST', path: string, options: RawOptions = {}): Promise<Response> => {
    const url = new URL(`http://localhost:3000/api${path}`)
    const slug = url.pathname.replace(/^\/api\//, '').split('/').filter(Boolean)
    const request = new Request(url, { method, headers: options.headers, body: options.body })
    return handlers[method](request, { params: Promise.resolve({ slug }) })
  }
}

export const mollieWebhook = (request: ReturnType<typeof rawRequest>, id: string) =>
  request('POST', '/payments/mollie/webhook', { body: `id=${encodeURIComponent(id)}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })

/** Counts the error log entries about an order's payment (settlePayment logs refused verdicts). */
export function watchPaymentErrors(payload: Payload) {
  const spy = jest.spyOn(payload.logger, 'error')
  const entries = () => spy.mock.calls.map(([entry]) => entry as { msg?: string; orderId?: number }).filter((entry) => typeof entry?.msg === 'string')
  return {
    forOrder: (orderId: number) => entries().filter((entry) => entry.orderId === orderId).map((entry) => entry.msg!),
    restore: () => spy.mockRestore(),
  }
}

/** A Datatrans notification as Datatrans sends it: the JSON body, signed now with the test key. */
export const datatransWebhook = (request: ReturnType<typeof rawRequest>, notification: Record<string, unknown>, key = DATATRANS_HMAC_KEY) => {
  const body = JSON.stringify(notification)
  return request('POST', '/payments/datatrans/webhook', {
    body,
    headers: { 'Content-Type': 'application/json', 'Datatrans-Signature': datatransSignatureHeader(key, body) },
  })
}
