import configPromise from '@payload-config'
import { getPayload } from 'payload'

import type { LegalSettings } from '@/src/domain/shell'
import { publicCache } from '@/src/server/cache/publicCache'

/** The legal documents' texts and external addresses from the settings (tab 'Rechtliches'), cached until the settings change. */
export const loadLegalSettings = publicCache('legal-documents', ['config'], async (): Promise<LegalSettings> => {
  const payload = await getPayload({ config: configPromise })
  const config = await payload.findGlobal({
    slug: 'config', depth: 0, overrideAccess: true,
    select: {
      termsAndConditions: true, termsAndConditionsText: true, privacyPolicy: true, privacyPolicyText: true,
      imprint: true, imprintText: true, allergens: true, allergensText: true,
    },
  })
  return config
})
