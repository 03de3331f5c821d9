import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

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
 * the active menu, the catalogue and the open state are decided in the browser, by its clock, from
 * the menus and schedules in the page (the HTML shows them as of `renderedAt`).
 */
export async function BranchPage({ identifier }: { identifier: string }) {
  const data = await loadBranchPage(identifier)
  if (!data) notFound()
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: data.branch.name }]} />
      <BranchScreen branch={data.branch} menus={data.menus} settings={data.settings} renderedAt={new Date().toISOString()} />
    </div>
  )
}
