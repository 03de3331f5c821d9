import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadPlayer } from '@/backoffice/signage/data/loadPlayer'
import { Player } from '@/backoffice/signage/Player'

/** Checked on every request: the TV's API key is in the address. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ identifier: string }>; searchParams: Promise<{ key?: string | string[] }> }

const keyOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const data = await loadPlayer((await params).identifier, keyOf((await searchParams).key))
  return { title: data ? data.tv.name : 'Nicht gefunden' }
}

/** The signage player of a TV (/signage/{identifier}?key={apiKey}); a wrong key or a disabled TV is the 404. */
export default async function Page({ params, searchParams }: Props) {
  const key = keyOf((await searchParams).key)
  const data = await loadPlayer((await params).identifier, key)
  if (!data || !key) notFound()
  return <Player initial={data} signageKey={key} />
}
