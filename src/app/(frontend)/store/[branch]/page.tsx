import { BranchPage, branchMetadata } from '@/storefront/ordering/branch/BranchPage'

/**
 * Rendered on the first visit, then served from the page cache until staff change the branch's
 * data (tags of its loaders, see publicCache.ts) or an hour passes. Nothing here depends on the
 * request or the clock: open state and active menu are decided in the browser.
 */
export const revalidate = 3600
export const generateStaticParams = (): { branch: string }[] => []

type Props = { params: Promise<{ branch: string }> }

export async function generateMetadata({ params }: Props) {
  return branchMetadata((await params).branch)
}

export default async function Page({ params }: Props) {
  return <BranchPage identifier={(await params).branch} />
}
