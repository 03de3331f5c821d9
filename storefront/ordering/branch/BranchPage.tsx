import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { catalogueClock } from '@/src/domain/menu/catalogueClock'
import { bannerView, openStateClock } from '@/src/domain/schedule/branchClock'
import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

import { loadBranchPage } from '../data/loadBranchPage'
import { BranchScreen } from './BranchScreen'

/** Page title: the branch name (the layout's title template adds the shop title). */
export async function branchMetadata(identifier: string): Promise<Metadata> {
  const data = await loadBranchPage(identifier)
  return data ? { title: data.branch.name, description: data.branch.description ?? undefined } : {}
}

/**
 * The branch page (/store/{identifier}), rendered once and cached until staff change its data:
 * the open state and the catalogue (active menu, schedules) of the coming days are worked out here
 * as segments, and the browser shows the one of its own clock (the HTML shows them as of `renderedAt`).
 */
export async function BranchPage({ identifier }: { identifier: string }) {
  const data = await loadBranchPage(identifier)
  if (!data) notFound()
  const renderedAt = new Date()
  const clock = { openState: openStateClock(data.branch, renderedAt, bannerView), catalogue: catalogueClock(data.menus, data.branch.id, renderedAt) }
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: data.branch.name }]} />
      <BranchScreen branch={data.branch} menus={data.menus} clock={clock} settings={data.settings} renderedAt={renderedAt.toISOString()} />
    </div>
  )
}
