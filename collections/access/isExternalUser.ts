import type { Access } from 'payload'

import { isExternalUserAccount } from '@/src/domain/roles'

export const isExternalUser: Access = ({ req: { user } }) => isExternalUserAccount(user)
