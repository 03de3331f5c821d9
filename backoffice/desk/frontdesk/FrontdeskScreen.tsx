'use client'

import { loadFrontdeskTickets } from '../feed/boardFeeds'
import { usePolledFeed } from '../feed/usePolledFeed'
import { FeedBanner } from '../board/FeedBanner'
import { DESK_TEXTS as T } from '../texts'
import type { FrontdeskTicket } from '../types'
import styles from './Frontdesk.module.css'
import { useFreshlyReady } from './useFreshlyReady'

function TicketList({ tickets, fresh, label }: { tickets: FrontdeskTicket[]; fresh?: ReadonlySet<string>; label: string }) {
  if (tickets.length === 0) return <p className={styles.empty}>{T.frontdesk.empty}</p>
  return (
    <ul className={styles.tickets} aria-label={label}>
      {tickets.map((ticket) => (
        <li key={ticket.uid} className={fresh?.has(ticket.uid) ? `${styles.ticket} ${styles.fresh}` : styles.ticket} data-testid="frontdesk-ticket" data-status={ticket.status}>
          {ticket.ticket}
        </li>
      ))}
    </ul>
  )
}

/**
 * The customer-facing pickup screen of a branch: today's ticket numbers in preparation and ready
 * for pickup, large enough to read across the room; no names, no items, no prices. Refreshed every
 * 1.5 s; a number that just became ready is highlighted for half a minute.
 */
export function FrontdeskScreen({ branchId, apiKey, branchName }: { branchId: number; apiKey: string; branchName: string }) {
  const { data, offline, error, retryAt, refresh } = usePolledFeed(
    (signal) => loadFrontdeskTickets(branchId, apiKey, signal),
    `frontdesk:${branchId}:${apiKey}`,
  )
  const fresh = useFreshlyReady(data)
  const tickets = data ?? []
  const preparing = tickets.filter((ticket) => ticket.status === 'pending' || ticket.status === 'confirmed')
  const ready = tickets.filter((ticket) => ticket.status === 'inDelivery')
  return (
    <div className={styles.screen} data-testid="frontdesk-screen">
      <header className={styles.bar}>
        <h1 className={styles.title}>{branchName}</h1>
        <p className={styles.hint}>{T.frontdesk.hint}</p>
      </header>
      <FeedBanner offline={offline} error={error} retryAt={retryAt} onRetry={refresh} />
      {data === null && !offline && !error ? <p className={styles.empty}>{T.loading}</p> : (
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="frontdesk-preparing">
            <h2 id="frontdesk-preparing" className={styles.heading}>{T.frontdesk.preparing}</h2>
            <TicketList tickets={preparing} label={T.frontdesk.preparing} />
          </section>
          <section className={`${styles.column} ${styles.readyColumn}`} aria-labelledby="frontdesk-ready">
            <h2 id="frontdesk-ready" className={styles.heading}>{T.frontdesk.ready}</h2>
            <TicketList tickets={ready} fresh={fresh} label={T.frontdesk.ready} />
          </section>
        </div>
      )}
    </div>
  )
}
