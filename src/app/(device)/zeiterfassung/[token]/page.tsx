import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { fillPlaceholders } from '@/src/domain/text'
import { loadTimeClock } from '@/backoffice/timeClock/data'
import { TIME_CLOCK_SCREEN_TEXTS as T } from '@/backoffice/timeClock/texts'
import { TimeClockScreen } from '@/backoffice/timeClock/TimeClockScreen'

/** Who works at the branch changes with the staff list: rendered per request, never cached. */
export const dynamic = 'force-dynamic'

type Params = Promise<{ token: string }>

/** No indexing, and the address (it carries the clock's key) is never sent on as a referrer. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const clock = await loadTimeClock((await params).token)
  const title = clock ? fillPlaceholders(T.title, { branch: clock.branchName }) : undefined
  return { ...(title ? { title: { absolute: title } } : {}), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** The shared time clock of a branch, reached with the device's access key (issue 24). */
export default async function TimeClockPage({ params }: { params: Params }) {
  const { token } = await params
  const clock = await loadTimeClock(token)
  if (!clock) notFound()
  return <TimeClockScreen token={token} branchName={clock.branchName} people={clock.people} />
}
