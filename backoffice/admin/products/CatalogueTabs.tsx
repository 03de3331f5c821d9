'use client'

import { useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'

import { listUrl } from '@/backoffice/admin/ui/listQuery'

import { PRODUCT_ADMIN_TEXTS as T } from './texts'

type Tab = 'menu' | 'parts' | 'all'

/** Which tab the address shows: a catalogue condition for parts or both; none (or menu) is the menu. */
function activeTab(params: URLSearchParams): Tab {
  const values = [...params.entries()].filter(([key]) => key.startsWith('where') && key.includes('[catalogue]')).map(([, value]) => value)
  if (values.includes('menu') && values.includes('parts')) return 'all'
  return values.includes('parts') ? 'parts' : 'menu'
}

/** Above the products list: 'Speisekarte' (the default), 'Teileshop' and 'Alle Produkte'. */
export function CatalogueTabs() {
  const { config } = useConfig()
  const params = useSearchParams()
  const active = activeTab(new URLSearchParams(params.toString()))
  const tabs: { key: Tab; label: string; href: string }[] = [
    { key: 'menu', label: T.menu, href: listUrl(config.routes.admin, 'products') },
    { key: 'parts', label: T.parts, href: listUrl(config.routes.admin, 'products', { or: [{ and: [{ catalogue: { equals: 'parts' } }] }] }) },
    { key: 'all', label: T.all, href: listUrl(config.routes.admin, 'products', { or: [{ and: [{ catalogue: { in: ['menu', 'parts'] } }] }] }) },
  ]
  return (
    <nav aria-label={T.catalogues} style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === active ? 'page' : undefined}
          className={`btn btn--style-${tab.key === active ? 'primary' : 'secondary'} btn--size-small`}
          style={{ margin: 0 }}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
