import { BranchPage, branchMetadata } from '@/storefront/ordering/branch/BranchPage'

/** Open state, active menu and schedules are decided per request (the data itself is cached). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ branch: string }> }

export async function generateMetadata({ params }: Props) {
  return branchMetadata((await params).branch)
}

export default async function Page({ params }: Props) {
  return <BranchPage identifier={(await params).branch} />
}
