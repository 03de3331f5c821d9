import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { branchScope } from '@/src/domain/roles'

import { DESK_TEXTS as T } from '../texts'
import type { DeskBranch } from '../types'
import { TodayBoard } from './TodayBoard'

/** Most branches a chooser offers (admins see every branch). */
const BRANCH_LIMIT = 200

/**
 * The admin view 'Heute' (/backend/heute): the live order board for the branches of the signed-in
 * staff member, the same board as the kitchen display, fed by the session-based staff lists.
 * Payload's custom views are public, so the session and the role are checked here on the server:
 * without a session the sign-in follows, without a staff role or branch only a message.
 */
export async function TodayView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/heute`)}`)
  const scope = branchScope(user)
  let branches: DeskBranch[] = []
  if (scope && (scope.all || scope.branchIds.length > 0)) {
    const { docs } = await payload.find({
      collection: 'branches',
      where: scope.all ? {} : { id: { in: scope.branchIds } },
      select: { name: true },
      sort: 'name',
      depth: 0,
      limit: BRANCH_LIMIT,
      overrideAccess: true,
      req,
    })
    branches = docs.map((branch) => ({ id: Number(branch.id), name: branch.name ?? '' }))
  }
  const requested = Number(Array.isArray(searchParams?.branch) ? searchParams.branch[0] : searchParams?.branch)
  const initialBranch = branches.find((branch) => branch.id === requested)?.id ?? branches[0]?.id ?? null
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        {!scope ? (
          <p role="alert">{T.admin.forbidden}</p>
        ) : branches.length === 0 || initialBranch === null ? (
          <>
            <h1>{T.admin.heading}</h1>
            <p>{T.admin.noBranches}</p>
          </>
        ) : (
          <TodayBoard branches={branches} initialBranch={initialBranch} />
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
