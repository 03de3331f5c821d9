import type { Payload } from 'payload'

import type { Navigation } from '@/src/payload-types'
import { upsertAll } from '../upsertAll'

type NavItem = NonNullable<Navigation['items']>[number]
type NavigationData = Omit<Navigation, 'id' | 'createdAt' | 'updatedAt'>

/** The main navigation (pages, a branch, an external link) and the footer navigation. */
function navigations(siteIds: Record<string, number>, branchId: number | undefined): NavigationData[] {
  const siteItem = (label: string, path: string) => ({ label, type: 'site' as const, isEnabled: true, site: siteIds[path] })
  const main: NavItem[] = [
    { label: 'Startseite', type: 'home', isEnabled: true },
    siteItem('Über uns', '/ueber-uns'),
    { ...siteItem('Leistungen', '/leistungen'), children: [siteItem('Catering', '/leistungen/catering'), siteItem('Firmenfeiern', '/leistungen/firmenfeiern')] },
    siteItem('Karriere', '/karriere'),
    siteItem('Kontakt', '/kontakt'),
    ...(branchId ? [{ label: 'Filiale Wien', type: 'branch' as const, isEnabled: true, branch: branchId }] : []),
    { label: 'WKO', type: 'link', isEnabled: true, href: 'https://www.wko.at' },
  ]
  const footer: NavItem[] = [siteItem('Downloads', '/downloads'), siteItem('Barrierefreiheit', '/barrierefreiheit'), siteItem('Karriere', '/karriere')]
  return [
    { name: 'Hauptnavigation', identifier: 'main', items: main },
    { name: 'Fußzeile', identifier: 'footer', items: footer },
  ]
}

/** Creates or updates both navigations (key: identifier). */
export async function seedNavigations(payload: Payload, siteIds: Record<string, number>, branchId: number | undefined): Promise<void> {
  await upsertAll(payload, 'navigations', 'identifier', navigations(siteIds, branchId))
}
