import type { FieldAccess } from 'payload'

import { branchScope, scopeIncludes } from '@/src/domain/roles'

/** Field access on a branch document: admins, and employees of exactly this branch. */
export const manageBranchField: FieldAccess = ({ req: { user }, doc, id }) => scopeIncludes(branchScope(user), doc?.id ?? id)
