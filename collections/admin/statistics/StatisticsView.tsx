import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'

import { branchScope, type BranchScope } from '@/src/domain/roles'
import { todayIn } from '@/src/domain/statistics/dashboard/period'
import { readDashboardQuery } from '@/src/domain/statistics/dashboard/query'

import type { StatisticsBranch } from './BranchFilter'
import { StatisticsDashboard } from './StatisticsDashboard'
import { STATISTICS_VIEW_TEXTS as T } from './texts'

/** Most branches the filter offers (admins see every branch). */
const BRANCH_LIMIT = 200

/** The branches the filter offers: read with the user's own access, narrowed to an employee's branches. */
async function visibleBranches(req: PayloadRequest, scope: BranchScope): Promise<StatisticsBranch[]> {
  if (!scope.all && scope.branchIds.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'branches',
    where: scope.all ? {} : { id: { in: scope.branchIds } },
    select: { name: true },
    sort: 'name',
    depth: 0,
    limit: BRANCH_LIMIT,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs.map((branch) => ({ id: Number(branch.id), name: branch.name ?? '' }))
}

/**
 * The admin view 'Statistik' (/backend/statistik): key figures and charts of the statistics calls
 * for a period and branch. Payload's custom views are public, so the session and the role are
 * checked here on the server (the statistics calls check them again): without a session the
 * sign-in follows, without a staff role only a message.
 */
export async function StatisticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/statistik`)}`)
  const scope = branchScope(user)
  const branches = scope ? await visibleBranches(req, scope) : []
  const today = todayIn(new Date())
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
          <p role="alert">{T.forbidden}</p>
        ) : (
          <StatisticsDashboard
            branches={branches}
            allBranchesLabel={scope.all ? T.allBranches : T.allMyBranches}
            today={today}
            initialQuery={readDashboardQuery(searchParams ?? {}, today, branches.map((branch) => branch.id))}
            loginUrl={`${adminRoute}/login`}
          />
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
