import { isEmailAddress } from './fields'

/** A contact form block of a published page, with the receiver its editor configured. */
export interface FormBlockEntry {
  /** The page's path, '/kontakt'. */
  pagePath: string
  blockId: string
  /** The block's own receiver (see `blockReceiver`), null when it names none. */
  receiver: string | null
  /** The block's subject as the editor set it. */
  subject: string | null
}

/** Every receiver the editors configured: form blocks, contact blocks and the company e-mail. */
export interface ReceiverDirectory {
  formBlocks: FormBlockEntry[]
  /** The e-mails of the reusable contact blocks (collection `blocks`, type 'contact'). */
  contactEmails: string[]
  /** The company e-mail of the settings. */
  companyEmail: string | null
}

/** What the browser says about the form it sent; nothing of it is trusted as an address on its own. */
export interface ReceiverHint {
  pagePath?: string | null
  blockId?: string | null
  receiver?: string | null
}

const address = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed && isEmailAddress(trimmed) ? trimmed : null
}

/**
 * The receiver a form block names itself (parts-shop-and-site.md section 7): its contact block's
 * e-mail, else the block's own e-mail (formMap has only its own); null when neither is set.
 */
export const blockReceiver = (block: { contactEmail?: string | null; email?: string | null }): string | null =>
  address(block.contactEmail) ?? address(block.email)

/** The block the browser names: the one with its id on its page, else the only block with that id. */
export function findFormBlock(directory: ReceiverDirectory, hint: ReceiverHint): FormBlockEntry | null {
  if (!hint.blockId) return null
  const withId = directory.formBlocks.filter((block) => block.blockId === hint.blockId)
  return withId.find((block) => block.pagePath === hint.pagePath) ?? (withId.length === 1 ? withId[0] : null)
}

/** The configured address equal to `candidate` (ignoring case), in its configured spelling, or null. */
function configuredAddress(directory: ReceiverDirectory, candidate: string | null | undefined): string | null {
  const wanted = address(candidate)?.toLowerCase()
  if (!wanted) return null
  const known = [...directory.formBlocks.map((block) => block.receiver), ...directory.contactEmails, directory.companyEmail]
  return known.find((entry) => entry?.trim().toLowerCase() === wanted)?.trim() ?? null
}

/**
 * Who receives a contact form (parts-shop-and-site.md section 7): the receiver of the form's block
 * (its contact block's e-mail, else its own e-mail, which is also the map block's), the company
 * e-mail of the settings, and last the notification mailbox. The address the browser sends is used
 * only when no block is found and it is one of the configured addresses, so the form is never an
 * open relay to any address a sender chooses.
 */
export function resolveReceiver(directory: ReceiverDirectory, hint: ReceiverHint, fallbackMailbox: string): string {
  const block = findFormBlock(directory, hint)
  const company = address(directory.companyEmail)
  if (block) return block.receiver ?? company ?? fallbackMailbox
  return configuredAddress(directory, hint.receiver) ?? company ?? fallbackMailbox
}
