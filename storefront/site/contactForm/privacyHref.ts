import { sitePath } from '@/src/domain/site'

type PrivacySite = number | { path: string; _status?: string | null } | null | undefined

/**
 * Where the form's privacy checkbox links: the block's privacy page when it is published, else the
 * privacy policy of the settings (SiteContext.privacyHref), else nowhere.
 */
export function formPrivacyHref(privacySite: PrivacySite, fallback: string | null): string | null {
  if (privacySite && typeof privacySite === 'object' && (!privacySite._status || privacySite._status === 'published')) return sitePath(privacySite.path)
  return fallback
}
