import type { PayloadRequest } from 'payload'

import { contactSubject, findFormBlock, resolveReceiver } from '@/src/domain/contactForm'
import { ApiError } from '@/src/server/http/apiError'
import { enforceRateLimit } from '@/src/server/rateLimit'

import { readAttachments } from './attachments'
import { contactMail } from './contactMail'
import { parseSubmission, type ContactSubmission } from './input'
import { readSubmission } from './readSubmission'
import { receiverDirectory } from './receiverDirectory'
import { CONTACT_MAIL_TEXTS, CONTACT_SERVER_TEXTS } from './texts'

type Delivery = { to: string; subject: string; pagePath: string | null; attachmentNames: string[] }

/** A page path of this site ('/kontakt'); anything else the browser may have sent is no source. */
const sitePath = (path: string | null): string | null => (path && /^\/(?![/\\])/.test(path) ? path : null)

/**
 * The request as a sales lead for the back office (collection analytics-leads): its source is the
 * page the form was sent from (the form block's page, else the page the browser named), the
 * form's subject goes with the details into the message.
 */
async function storeLead(req: PayloadRequest, { values }: ContactSubmission, delivery: Delivery): Promise<void> {
  const details = [
    `${CONTACT_MAIL_TEXTS.subject}: ${delivery.subject}`,
    `Empfänger: ${delivery.to}`,
    delivery.attachmentNames.length > 0 ? `${CONTACT_MAIL_TEXTS.uploads}: ${delivery.attachmentNames.join(', ')}` : null,
  ].filter(Boolean)
  await req.payload.create({
    collection: 'analytics-leads',
    data: {
      email: values.email,
      name: `${values.firstName} ${values.lastName}`,
      phone: values.phone,
      company: values.company || undefined,
      source: sitePath(delivery.pagePath),
      status: 'new',
      message: [values.comment, details.join('\n')].filter(Boolean).join('\n\n'),
    },
    depth: 0,
    overrideAccess: true,
    select: { email: true },
  })
}

/**
 * A visitor's contact form (parts-shop-and-site.md section 7, "contact form submit"): limited per
 * client address, checked field by field (422), its uploads read from their bytes, then mailed
 * with the uploads attached to the configured receiver of its block (never an address only the
 * browser names), replying to the visitor, and kept as a lead. The uploads are not stored.
 */
export async function submitContactForm(req: PayloadRequest): Promise<void> {
  await enforceRateLimit(req, 'contactForm')
  const raw = await readSubmission(req)
  const submission = parseSubmission(raw.fields, raw.files)
  const attachments = await readAttachments(raw.files)
  const directory = await receiverDirectory(req.payload)
  const block = findFormBlock(directory, submission.hint)
  const delivery: Delivery = {
    to: resolveReceiver(directory, submission.hint, req.payload.email.defaultFromAddress),
    subject: contactSubject(block?.subject ?? submission.subject),
    pagePath: block?.pagePath ?? submission.hint.pagePath ?? null,
    attachmentNames: attachments.map((attachment) => attachment.filename),
  }
  const { values } = submission
  try {
    await req.payload.sendEmail({
      to: delivery.to,
      replyTo: { name: `${values.firstName} ${values.lastName}`, address: values.email },
      ...contactMail({ subject: delivery.subject, values, pagePath: delivery.pagePath, attachmentNames: delivery.attachmentNames }),
      attachments,
    })
  } catch (error) {
    req.payload.logger.error({ err: error, to: delivery.to }, 'Kontaktformular: die E-Mail konnte nicht gesendet werden.')
    throw new ApiError(CONTACT_SERVER_TEXTS.mailFailed, 502)
  }
  // The mail reached the receiver: a lead that fails to store is logged, not answered as a failure
  // (the visitor would send the same request again).
  await storeLead(req, submission, delivery).catch((error: unknown) =>
    req.payload.logger.error({ err: error }, 'Kontaktformular: der Lead konnte nicht gespeichert werden.'),
  )
}
