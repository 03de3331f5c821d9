import type { ReactNode } from 'react'

import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

import { ACCOUNT_TEXTS } from './texts'

/**
 * The frame of every account screen (route names account_…): the 'Mein Konto' breadcrumb, then the
 * screen's own heading and content.
 */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: ACCOUNT_TEXTS.breadcrumb, href: '/account/login' }, { label: title }]} />
      <h1>{title}</h1>
      {children}
    </div>
  )
}
