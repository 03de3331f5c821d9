import type { PayloadRequest } from 'payload'

import type { WeekRow } from '@/src/domain/contracts/timeClock'
import type { BranchScope } from '@/src/domain/roles'
import { mondayOf, weekSheet } from '@/src/server/timeClock/weekSheet'
import { scopeBranches } from '@/backoffice/admin/ui/StaffViewFrame'
import { viewErrorMessage } from '@/backoffice/admin/ui/viewError'

type BranchOption = { id: number; name: string }

/** What the view 'Arbeitszeiten' shows: the week's Monday, the branches to choose from, the chosen one and its rows. */
export interface WorkingWeek {
  monday: string
  branches: BranchOption[]
  branch: BranchOption | undefined
  rows: WeekRow[]
  /** The German text when the data could not be loaded (back-office.md section 8), else null. */
  loadError: string | null
}

/**
 * The manager's week for the view 'Arbeitszeiten': the week of the day `week` ('YYYY-MM-DD';
 * this week for anything else), the branch `branch` of the scope (else its first) and the rows of
 * the people working there. A failure is logged and answered as the view's message (`loadFailed`
 * unless the server refused with its own).
 */
export async function loadWorkingWeek(
  req: PayloadRequest,
  scope: BranchScope | null,
  wanted: { branch: string | undefined; week: string | undefined },
  now: Date,
  loadFailed: string,
): Promise<WorkingWeek> {
  const monday = mondayOf(wanted.week, now)
  const week: WorkingWeek = { monday, branches: [], branch: undefined, rows: [], loadError: null }
  try {
    week.branches = scope ? await scopeBranches(req, scope) : []
    week.branch = week.branches.find((candidate) => candidate.id === Number(wanted.branch)) ?? week.branches[0]
    week.rows = scope && week.branch ? await weekSheet(req, scope, week.branch.id, monday, now) : []
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Arbeitszeiten: Laden fehlgeschlagen' })
    week.loadError = viewErrorMessage(error, loadFailed)
  }
  return week
}
