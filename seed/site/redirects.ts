import type { Payload } from 'payload'

import type { Redirect } from '@/src/payload-types'
import { upsertAll } from '../upsertAll'

/** Old English paths that lead to the German pages. */
const REDIRECTS: Omit<Redirect, 'id' | 'createdAt' | 'updatedAt'>[] = [
  { path: '/about', target: '/ueber-uns', statusCode: '301', isEnabled: true },
  { path: '/jobs', target: '/karriere', statusCode: '301', isEnabled: true },
]

/** Creates or updates the redirects (key: path). */
export async function seedRedirects(payload: Payload): Promise<void> {
  await upsertAll(payload, 'redirects', 'path', REDIRECTS)
}
