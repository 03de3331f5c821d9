'use client'

import { useEffect, useState } from 'react'

import type { StaffSessionAnswer } from '@/src/domain/contracts/desk'
import { branchScope, scopeIncludes } from '@/src/domain/roles'
import { call } from '@/storefront/ui/api'

import { DESK_TEXTS as T } from '../texts'

/** 'checking' until the session is known; 'staff': may act for the branch; 'other': signed in without rights for it; 'none': no session. */
export type StaffAccess = 'checking' | 'staff' | 'other' | 'none'

/**
 * Whether the browser holds a staff session for the branch (GET /api/users/me, the session cookie
 * is sent): the keyed board shows its buttons only then, since the status calls check the session
 * and the branch anyway.
 */
export function useStaffSession(branchId: number, known?: StaffAccess): StaffAccess {
  const [access, setAccess] = useState<StaffAccess>(known ?? 'checking')

  useEffect(() => {
    if (known) return
    let cancelled = false
    void call<StaffSessionAnswer>('/api/users/me?depth=0', { fallback: T.sessionLoadFailed }).then((answer) => {
      if (cancelled) return
      const user = answer.ok ? answer.data.user : null
      if (!user) return setAccess('none')
      setAccess(scopeIncludes(branchScope({ ...user, collection: user.collection ?? 'users' }), branchId) ? 'staff' : 'other')
    })
    return () => {
      cancelled = true
    }
  }, [branchId, known])

  return known ?? access
}
