import { randomBytes } from 'node:crypto'
import type { CollectionBeforeChangeHook } from 'payload'

import type { Branch } from '@/src/payload-types'

/**
 * Every branch has an API key for its front-desk and back-office order displays. It is created
 * with the branch and replaced when staff tick „API-Schlüssel neu erzeugen“ (the old one stops working).
 */
export const rotateApiKey: CollectionBeforeChangeHook<Branch> = ({ data, originalDoc }) => {
  const { rotateApiKey: rotate, ...rest } = data
  if (rotate || !(rest.apiKey ?? originalDoc?.apiKey)) rest.apiKey = randomBytes(24).toString('base64url')
  return rest
}
