import type { AdminViewServerProps } from 'payload'

import { DESK_TEXTS as T } from '@/backoffice/desk/texts'
import type { DeskBranch } from '@/backoffice/desk/types'
import { scopeBranches, StaffViewFrame, staffViewScope } from '../ui/StaffViewFrame'
import { TodayBoard } from './TodayBoard'
import { viewErrorMessage } from '../ui/viewError'
import { ViewLoadError } from '../ui/ViewLoadError'

/**
 * The admin view 'Heute' (/backend/heute): the live order board for the branches of the signed-in
 * staff member, the same board as the kitchen display, fed by the session-based staff lists.
 * Without a session the sign-in follows, without a staff role or branch only a message; a failed
 * load shows the server's message or the fallback with 'Erneut versuchen' (section 8).
 */
export async function TodayView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const scope = staffViewScope(initPageResult, 'heute')
  let branches: DeskBranch[] = []
  let loadError: string | null = null
  try {
    branches = scope ? await scopeBranches(initPageResult.req, scope) : []
  } catch (error) {
    initPageResult.req.payload.logger.error({ err: error, msg: 'Heute: Laden fehlgeschlagen' })
    loadError = viewErrorMessage(error, T.loadFailed)
  }
  const requested = Number(Array.isArray(searchParams?.branch) ? searchParams.branch[0] : searchParams?.branch)
  const initialBranch = branches.find((branch) => branch.id === requested)?.id ?? branches[0]?.id ?? null
  return (
    <StaffViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams} forbidden={scope ? null : T.admin.forbidden}>
      {loadError ? (
        <>
          <h1>{T.admin.heading}</h1>
          <ViewLoadError message={loadError} />
        </>
      ) : branches.length === 0 || initialBranch === null ? (
        <>
          <h1>{T.admin.heading}</h1>
          <p>{T.admin.noBranches}</p>
        </>
      ) : (
        <TodayBoard branches={branches} initialBranch={initialBranch} />
      )}
    </StaffViewFrame>
  )
}
