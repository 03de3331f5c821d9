import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

import { loadBranchPage } from '../data/loadBranchPage'
import { branchCatalogue } from './branchCatalogue'
import { BranchScreen } from './BranchScreen'

/** Page title: the branch name (the layout's title template adds the shop title). */
export async function branchMetadata(identifier: string): Promise<Metadata> {
  const data = await loadBranchPage(identifier)
  return data ? { title: data.branch.name, description: data.branch.description ?? undefined } : {}
}

/**
 * The branch page (/store/{identifier}): cached branch and menu data; the active menu, the
 * catalogue and the open state are decided now, at render time.
 */
export async function BranchPage({ identifier }: { identifier: string }) {
  const data = await loadBranchPage(identifier)
  if (!data) notFound()
  const now = new Date()
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: data.branch.name }]} />
      <BranchScreen branch={data.branch} catalogue={branchCatalogue(data, now)} settings={data.settings} renderedAt={now.toISOString()} />
    </div>
  )
}
