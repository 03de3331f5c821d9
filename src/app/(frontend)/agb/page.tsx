import { notFound, permanentRedirect } from 'next/navigation'

import { legalTarget } from '@/src/domain/shell'
import { loadLegalSettings } from '@/storefront/site/legal/data'

/** /agb (spec 001 §5, the sign-up form's link) leads to the document's page, or its external address. */
export const dynamic = 'force-dynamic'

export default async function Page(): Promise<never> {
  const target = legalTarget(await loadLegalSettings(), 'termsAndConditions')
  if (!target) notFound()
  permanentRedirect(target)
}
