import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import type { ReactNode } from 'react'

import { branchScope, type BranchScope } from '@/src/domain/roles'

/** Most branches a view offers (admins see every branch). */
const BRANCH_LIMIT = 200

type InitPageResult = AdminViewServerProps['initPageResult']

/**
 * The staff scope of a custom admin view. Payload's custom views are public, so the session is
 * checked here on the server: without one the sign-in follows (and returns to `path`, e.g.
 * 'heute'); null for a user without a staff role.
 */
export function staffViewScope({ req }: InitPageResult, path: string): BranchScope | null {
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/${path}`)}`)
  return branchScope(req.user)
}

/** The branches of a staff scope by name, as `{ id, name }`: every branch for admins, an employee's own otherwise. */
export async function scopeBranches(req: PayloadRequest, scope: BranchScope): Promise<{ id: number; name: string }[]> {
  if (!scope.all && scope.branchIds.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'branches',
    where: scope.all ? {} : { id: { in: scope.branchIds } },
    select: { name: true },
    sort: 'name',
    depth: 0,
    limit: BRANCH_LIMIT,
    overrideAccess: true,
    req,
  })
  return docs.map((branch) => ({ id: Number(branch.id), name: branch.name ?? '' }))
}

type FrameProps = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  /** Shown instead of the view for a user without a staff role. */
  forbidden: string | null
  children: ReactNode
}

/** Payload's admin frame (navigation, header) around a staff view, or the refusal for anybody else. */
export function StaffViewFrame({ initPageResult, params, searchParams, forbidden, children }: FrameProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>{forbidden ? <p role="alert">{forbidden}</p> : children}</Gutter>
    </DefaultTemplate>
  )
}
