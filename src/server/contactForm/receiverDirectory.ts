import type { Payload } from 'payload'

import { blockReceiver, type FormBlockEntry, type ReceiverDirectory } from '@/src/domain/contactForm'
import { processCache } from '@/src/server/cache/processCache'

/**
 * The receivers the editors configured, read on every submission: kept in this process's memory
 * until a page, a contact block or the settings change in any process (processCache and its change
 * feed). Not Next's data cache (publicCache): this runs in Payload's endpoint, also outside Next.js
 * (integration tests, the API process), where unstable_cache is not available.
 */
const directoryCache = processCache(['sites', 'blocks', 'config'], 1)

type BodyBlock = { blockType: string; id?: string | null; subject?: string | null; email?: string | null; contact?: unknown }

const relationId = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  return value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null
}

/** The contact form blocks (formData, formMap) of the published pages, with their receivers. */
async function readFormBlocks(payload: Payload, contactEmails: Map<number, string>): Promise<FormBlockEntry[]> {
  const { docs } = await payload.find({
    collection: 'sites',
    where: { _status: { equals: 'published' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      path: true,
      content: { body: { formData: { subject: true, contact: true, email: true }, formMap: { subject: true, email: true } } },
    },
  })
  return docs.flatMap((site) =>
    ((site.content?.body ?? []) as BodyBlock[]).flatMap((block): FormBlockEntry[] => {
      if ((block.blockType !== 'formData' && block.blockType !== 'formMap') || !block.id) return []
      const contactId = relationId(block.contact)
      const contactEmail = contactId === null ? null : (contactEmails.get(contactId) ?? null)
      return [{ pagePath: site.path, blockId: block.id, receiver: blockReceiver({ contactEmail, email: block.email }), subject: block.subject ?? null }]
    }),
  )
}

/** The e-mails of the reusable contact blocks, by id. */
async function readContactEmails(payload: Payload): Promise<Map<number, string>> {
  const { docs } = await payload.find({
    collection: 'blocks',
    where: { type: { equals: 'contact' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { content: { email: true } },
  })
  return new Map(docs.flatMap((doc) => (doc.content?.email?.trim() ? [[doc.id, doc.content.email.trim()] as const] : [])))
}

async function readDirectory(payload: Payload): Promise<ReceiverDirectory> {
  const [contactEmails, settings] = await Promise.all([
    readContactEmails(payload),
    payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, select: { email: true } }),
  ])
  return {
    formBlocks: await readFormBlocks(payload, contactEmails),
    contactEmails: [...contactEmails.values()],
    companyEmail: settings.email?.trim() || null,
  }
}

/** Every configured receiver of contact forms (cached, see above). */
export const receiverDirectory = (payload: Payload): Promise<ReceiverDirectory> => directoryCache.get('directory', () => readDirectory(payload))
