import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { SHELL_TEXTS } from '@/storefront/shell/texts'
import { qrLanding } from '@/storefront/qr/data'

/** Every visit is a scan: rendered per request, never cached. */
export const dynamic = 'force-dynamic'

/** A known code redirects before anything is shown, so the only page this route renders is the 404. */
export const metadata: Metadata = { title: SHELL_TEXTS.notFound.title }

type Props = { params: Promise<{ identifier: string }> }

/**
 * GET /q/{identifier}, the short URL of a QR code: records the scan and redirects (307) to the
 * code's target with `qr={identifier}`; an unknown code is the storefront's German 404 page (a
 * page rather than a route handler, so that notFound() renders it).
 */
export default async function Page({ params }: Props) {
  const target = await qrLanding((await params).identifier, await headers())
  if (!target) notFound()
  redirect(target.location)
}
