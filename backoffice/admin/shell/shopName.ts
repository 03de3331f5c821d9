import type { Payload } from 'payload'

/** The shop name from the settings, used to brand the back office. */
export async function shopName(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'config', depth: 0, select: { shopName: true }, overrideAccess: true })
  return settings.shopName || 'Backoffice'
}
