import type { AdminViewServerProps } from 'payload'

import { todayIn } from '@/src/domain/statistics/dashboard/period'
import { readDashboardQuery } from '@/src/domain/statistics/dashboard/query'
import { scopeBranches, StaffViewFrame, staffViewScope } from '@/backoffice/admin/ui/StaffViewFrame'

import { StatisticsDashboard } from './StatisticsDashboard'
import { STATISTICS_VIEW_TEXTS as T } from './texts'

/**
 * The admin view 'Statistik' (/backend/statistik): key figures and charts of the statistics calls
 * for a period and branch. Without a session the sign-in follows, without a staff role only a
 * message (the statistics calls check both again).
 */
export async function StatisticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const scope = staffViewScope(initPageResult, 'statistik')
  // Statistics swallow their errors (back-office.md section 8): without the branch list the filter offers none.
  const branches = scope ? await scopeBranches(initPageResult.req, scope).catch(() => []) : []
  const today = todayIn(new Date())
  return (
    <StaffViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams} forbidden={scope ? null : T.forbidden}>
      {scope ? (
        <StatisticsDashboard
          branches={branches}
          allBranchesLabel={scope.all ? T.allBranches : T.allMyBranches}
          today={today}
          initialQuery={readDashboardQuery(searchParams ?? {}, today, branches.map((branch) => branch.id))}
          loginUrl={`${initPageResult.req.payload.config.routes.admin}/login`}
        />
      ) : null}
    </StaffViewFrame>
  )
}
