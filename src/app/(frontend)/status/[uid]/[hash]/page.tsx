import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadPublicOrder, loadStatusSettings } from '@/storefront/ordering/status/data'
import { StatusScreen } from '@/storefront/ordering/status/StatusScreen'
import { STATUS_TEXTS } from '@/storefront/ordering/status/texts'
import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

/** The order's status changes any minute: render on every request, never from a cache. */
export const dynamic = 'force-dynamic'
export const fetchCache = 'force-no-store'

/**
 * 'Bestellstatus - {shop title}' through the layout's title template. The address carries the
 * order's secret: it is never sent on as a referrer (links, images, third-party hosts).
 */
export const metadata: Metadata = { title: STATUS_TEXTS.pageTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' }

type Params = Promise<{ uid: string; hash: string }>

export default async function StatusPage({ params }: { params: Params }) {
  const { uid, hash } = await params
  const [order, settings] = await Promise.all([loadPublicOrder(uid, hash), loadStatusSettings()])
  if (!order) notFound()
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: STATUS_TEXTS.pageTitle }]} />
      <StatusScreen initialOrder={order} settings={settings} renderedAt={new Date().toISOString()} />
    </div>
  )
}
