'use client'

import { useEffect, useState } from 'react'

import { branchScope, scopeIncludes } from '@/src/domain/roles'

/** 'checking' until the session is known; 'staff': may act for the branch; 'other': signed in without rights for it; 'none': no session. */
export type StaffAccess = 'checking' | 'staff' | 'other' | 'none'

type Me = { user?: ({ collection?: string; roles?: string[] | null; branches?: (number | { id: number })[] | null }) | null }

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
    fetch('/api/users/me?depth=0', { credentials: 'include', cache: 'no-store', headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Me>) : null))
      .then((body) => {
        if (cancelled) return
        const user = body?.user
        if (!user) return setAccess('none')
        setAccess(scopeIncludes(branchScope({ ...user, collection: user.collection ?? 'users' }), branchId) ? 'staff' : 'other')
      })
      .catch(() => {
        if (!cancelled) setAccess('none')
      })
    return () => {
      cancelled = true
    }
  }, [branchId, known])

  return known ?? access
}
