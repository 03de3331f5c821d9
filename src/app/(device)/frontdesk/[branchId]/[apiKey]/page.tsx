import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadDeskBranch } from '@/backoffice/desk/data'
import { FrontdeskScreen } from '@/backoffice/desk/frontdesk/FrontdeskScreen'
import { deskMetadata } from '@/backoffice/desk/metadata'

/** Today's orders change every second: rendered per request, never cached. */
export const dynamic = 'force-dynamic'

type Params = Promise<{ branchId: string; apiKey: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { branchId, apiKey } = await params
  return deskMetadata('frontdesk', await loadDeskBranch(branchId, apiKey))
}

/** The customer-facing pickup screen of a branch, reached with its id and API key. */
export default async function FrontdeskDisplayPage({ params }: { params: Params }) {
  const { branchId, apiKey } = await params
  const branch = await loadDeskBranch(branchId, apiKey)
  if (!branch) notFound()
  return <FrontdeskScreen branchId={branch.id} apiKey={apiKey} branchName={branch.name} />
}
