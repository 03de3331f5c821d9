import type { CollectionAfterChangeHook, CollectionBeforeLoginHook } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { escapeHtml } from '@/src/server/mail/escapeHtml'
import { shopLoginLink } from '@/src/server/notifications/links'

export const NOT_APPROVED = 'Ihr Konto wurde noch nicht freigeschaltet. Sie erhalten eine E-Mail, sobald es aktiviert ist.'

/** Accounts log in only after staff approved them. */
export const refuseUnapprovedLogin: CollectionBeforeLoginHook = ({ user }) => {
  if (!user.isApproved) throw new ApiError(NOT_APPROVED, 401)
  return user
}

/**
 * The e-mail that follows the approval ("an e-mail follows on activation"). The approval is read
 * from the saved data, not from the returned document, which a caller's `select` may have trimmed.
 */
export const sendActivationMail: CollectionAfterChangeHook = async ({ doc, data, previousDoc, operation, req }) => {
  const isApproved = data?.isApproved ?? doc.isApproved
  const approvedNow = isApproved === true && (operation === 'create' || !previousDoc?.isApproved)
  if (!approvedNow) return doc
  const account = await req.payload.findByID({
    collection: 'external-users', id: doc.id, depth: 0, overrideAccess: true, req,
    select: { email: true, firstName: true, lastName: true },
  })
  const loginUrl = shopLoginLink()
  const name = `${account.firstName} ${account.lastName}`
  await req.payload.sendEmail({
    to: account.email,
    subject: 'Ihr Kundenkonto wurde freigeschaltet',
    text: `Guten Tag ${name},\n\nIhr Kundenkonto wurde freigeschaltet. Sie können sich jetzt anmelden: ${loginUrl}\n`,
    html: `<p>Guten Tag ${escapeHtml(name)},</p><p>Ihr Kundenkonto wurde freigeschaltet. Sie können sich jetzt <a href="${loginUrl}">anmelden</a>.</p>`,
  })
  return doc
}
