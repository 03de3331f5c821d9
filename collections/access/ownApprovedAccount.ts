import type { Access, Where } from 'payload'

/**
 * A shop customer reaches their own account record, and only once staff approved it: the
 * constraint asks the database, so an approval withdrawn after sign-in counts at once.
 */
export const ownApprovedAccount: Access = ({ req: { user } }) => {
  if (user?.collection !== 'external-users') return false
  const own: Where[] = [{ id: { equals: user.id } }, { isApproved: { equals: true } }]
  return { and: own }
}
