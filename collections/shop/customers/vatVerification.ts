import type { FieldHook } from 'payload'

import { isStaffMember } from '@/src/domain/roles'

const vatNumberOf = (value: unknown) => String(value ?? '').trim()

/**
 * Guards `isVatNumberVerified` (used as its beforeValidate hook, where `siblingData` still holds
 * what the caller sent): only staff and trusted server calls set it, and a changed VAT number
 * makes it false again unless that same write sets the flag explicitly. Field access alone
 * cannot do this: a refused value falls back to the stored one, which may be true.
 */
export const guardVatVerification: FieldHook = ({ siblingData, originalDoc, overrideAccess, req }) => {
  const sent = siblingData?.isVatNumberVerified
  const previous = originalDoc?.isVatNumberVerified === true
  const mayVerify = overrideAccess === true || isStaffMember(req.user)
  const explicit = mayVerify && typeof sent === 'boolean'
  // A VAT number not sent is unchanged (Payload fills it in from the stored document).
  const numberChanged = siblingData?.vatNumber !== undefined && vatNumberOf(siblingData.vatNumber) !== vatNumberOf(originalDoc?.vatNumber)
  if (explicit) return sent
  return numberChanged ? false : previous
}
