import type { Payload, PayloadRequest } from 'payload'

import { loadDeskDashboard } from '@/src/server/desk/dashboard'

/** The start page's figures: a tile per branch (and the parts shop) and the accounts waiting for approval. */
type StartPageFigures = NonNullable<Awaited<ReturnType<typeof loadDeskDashboard>>>
/** One tile of the start page: a branch, or (admins only, branchId null) the parts shop. */
export type StartPageTile = StartPageFigures['tiles'][number]

/** The figures, nothing for anyone who is not staff, or that they could not be loaded (logged). */
export type StartPageLoad = { failed: false; figures: StartPageFigures | null } | { failed: true }

/** The start page's figures for the signed-in user (src/server/desk/dashboard.ts); a failure is logged and answered as such. */
export async function loadDashboard(payload: Payload, user: PayloadRequest['user'] | undefined): Promise<StartPageLoad> {
  try {
    return { failed: false, figures: await loadDeskDashboard(payload, user ?? null) }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'start page figures could not be loaded' })
    return { failed: true }
  }
}
