import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OrderBoard } from '@/backoffice/desk/board/OrderBoard'
import { loadDeskBranch } from '@/backoffice/desk/data'
import { deskMetadata, kitchenTitle } from '@/backoffice/desk/metadata'

/** Today's orders change every second: rendered per request, never cached. */
export const dynamic = 'force-dynamic'

type Params = Promise<{ branchId: string; apiKey: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { branchId, apiKey } = await params
  return deskMetadata('kitchen', await loadDeskBranch(branchId, apiKey))
}

/** The kitchen and counter board of a branch, reached with its id and API key (no session needed to read). */
export default async function BackofficeDisplayPage({ params }: { params: Params }) {
  const { branchId, apiKey } = await params
  const branch = await loadDeskBranch(branchId, apiKey)
  if (!branch) notFound()
  return <OrderBoard feed={{ kind: 'keyed', branchId: branch.id, apiKey: apiKey }} title={kitchenTitle(branch)} />
}
