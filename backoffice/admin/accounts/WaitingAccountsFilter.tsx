'use client'

import { useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { call } from '@/storefront/ui/api'

import { ACCOUNT_ADMIN_TEXTS as T, WAITING_QUERY } from './texts'

/** The part of Payload's list answer the count needs (`limit=0`: no documents, only the count). */
type CountAnswer = { totalDocs: number }

/** Above the accounts list: 'Alle Konten' and 'Wartet auf Freischaltung (n)', the accounts staff still have to approve. */
export function WaitingAccountsFilter() {
  const { config } = useConfig()
  const params = useSearchParams()
  const [waiting, setWaiting] = useState<number | null>(null)
  const base = `${config.routes.admin}/collections/external-users`
  const showsWaiting = params.get('where[isApproved][equals]') === 'false'

  useEffect(() => {
    const controller = new AbortController()
    // A filtered list swallows its failure (back-office.md section 8): the filter then shows no count.
    void call<CountAnswer>(`${config.routes.api}/external-users?${WAITING_QUERY}&limit=0&depth=0`, { signal: controller.signal, fallback: T.countFailed }).then((result) => {
      if (result.ok) setWaiting(result.data?.totalDocs ?? null)
      else if (result.error.status !== 0) setWaiting(null)
    })
    return () => controller.abort()
  }, [config.routes.api])

  const link = (href: string, label: string, current: boolean) => (
    <Link href={href} aria-current={current ? 'page' : undefined} className={`btn btn--style-${current ? 'primary' : 'secondary'} btn--size-small`}>{label}</Link>
  )
  return (
    <nav aria-label={T.filters} style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {link(base, T.all, !showsWaiting)}
      {link(`${base}?${WAITING_QUERY}`, waiting === null ? T.waitingFilter : `${T.waitingFilter} (${waiting})`, showsWaiting)}
    </nav>
  )
}
