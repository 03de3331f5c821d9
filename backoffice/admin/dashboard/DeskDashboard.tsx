import Link from 'next/link'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { CSSProperties } from 'react'

import { listUrl } from '@/backoffice/admin/ui/listQuery'
import { OPEN_ORDER_STATUSES } from '@/backoffice/admin/orders/list/presets'
import { WAITING_QUERY } from '@/backoffice/admin/accounts/texts'
import { formatMoney } from '@/src/domain/money'
import { formatTime } from '@/src/domain/text/dates'
import { fillPlaceholders } from '@/src/domain/text/placeholders'

import { loadDashboard, type StartPageTile } from './loadDashboard'
import { DASHBOARD_TEXTS as T } from './texts'

/** Missed orders listed by number on a tile; the rest are counted. */
const MISSED_SHOWN = 5

const tileStyle: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: 'var(--base)',
  background: 'var(--theme-elevation-0)',
  display: 'flex',
  flexDirection: 'column',
  gap: 'calc(var(--base) / 2)',
}
const figureStyle: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 8, margin: 0 }
const buttonClass = (style: 'primary' | 'secondary') => `btn btn--style-${style} btn--size-small`

type Props = { payload: Payload; user?: PayloadRequest['user'] }

/** The order list's address for a tile, narrowed by an extra condition. */
function ordersOf(adminRoute: string, tile: StartPageTile, extra?: Where): string {
  const scope: Where = tile.branchId === null ? { shop: { equals: 'parts' } } : { branch: { equals: tile.branchId } }
  return listUrl(adminRoute, 'orders', { or: [{ and: [scope, ...(extra ? [extra] : [])] }] })
}

function Figure({ label, value, href, name }: { label: string; value: string | number; href?: string; name: string }) {
  return (
    <div style={figureStyle} data-figure={name}>
      <span>{href ? <Link href={href}>{label}</Link> : label}</span>
      <strong>{value}</strong>
    </div>
  )
}

function Tile({ tile, adminRoute }: { tile: StartPageTile; adminRoute: string }) {
  const name = tile.branchId === null ? T.partsShop : tile.name
  const board = (kind: 'backoffice' | 'frontdesk') => `/${kind}/${tile.branchId}/${encodeURIComponent(tile.boardKey ?? '')}`
  return (
    <article style={tileStyle} aria-label={name} data-branch-tile={tile.branchId ?? 'parts'}>
      <h3 style={{ margin: 0 }}>
        <Link href={ordersOf(adminRoute, tile)}>{name}</Link>
      </h3>
      <Figure name="today" label={T.todayOrders} value={tile.todayOrders} />
      <Figure name="open" label={T.openOrders} value={tile.openOrders} href={ordersOf(adminRoute, tile, { status: { in: [...OPEN_ORDER_STATUSES] } })} />
      <Figure name="revenue" label={T.revenueToday} value={formatMoney(tile.revenueToday)} />
      {tile.branchId !== null && (
        <Figure
          name="counterAppointments"
          label={T.openCounterAppointments}
          value={tile.openCounterAppointments}
          href={ordersOf(adminRoute, tile, { and: [{ status: { equals: 'pending' } }, { counterAppointment: { exists: true } }] })}
        />
      )}
      <Figure name="missed" label={T.missedOrders} value={tile.missedOrders.length} />
      {tile.missedOrders.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 'var(--base)' }}>
          {tile.missedOrders.slice(0, MISSED_SHOWN).map((order) => (
            <li key={order.id}>
              <Link href={`${adminRoute}/collections/orders/${order.id}`}>{fillPlaceholders(T.missedOrder, { uid: order.uid, time: formatTime(order.createdAt) })}</Link>
            </li>
          ))}
          {tile.missedOrders.length > MISSED_SHOWN && <li>{fillPlaceholders(T.moreMissed, { count: String(tile.missedOrders.length - MISSED_SHOWN) })}</li>}
        </ul>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginTop: 'auto' }}>
        <Link className={buttonClass('primary')} style={{ margin: 0 }} href={ordersOf(adminRoute, tile)}>{T.orders}</Link>
        {tile.branchId !== null && tile.boardKey && (
          <>
            <a className={buttonClass('secondary')} style={{ margin: 0 }} href={board('backoffice')} target="_blank" rel="noopener noreferrer">{T.kitchenBoard}</a>
            <a className={buttonClass('secondary')} style={{ margin: 0 }} href={board('frontdesk')} target="_blank" rel="noopener noreferrer">{T.frontdeskBoard}</a>
          </>
        )}
      </div>
    </article>
  )
}

function Accounts({ count, adminRoute }: { count: number; adminRoute: string }) {
  if (count === 0) return <p data-accounts-waiting="0">{T.noAccountsWaiting}</p>
  return (
    <p data-accounts-waiting={count} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(var(--base) / 2)' }}>
      <span>{fillPlaceholders(T.accountsWaiting, { count: String(count) })}</span>
      <Link className={buttonClass('secondary')} style={{ margin: 0 }} href={`${adminRoute}/collections/external-users?${WAITING_QUERY}`}>{T.showAccounts}</Link>
    </p>
  )
}

/**
 * Above Payload's dashboard: per branch of the signed-in staff member (admins: all) today's
 * orders, open orders, revenue so far, unanswered counter appointments and missed orders, links to
 * the order list and the boards; the shop accounts waiting for approval. Computed on the server
 * (loadDashboard.ts); nothing for anyone who is not staff.
 */
export async function DeskDashboard({ payload, user }: Props) {
  const adminRoute = payload.config.routes.admin
  const load = await loadDashboard(payload, user)
  if (load.failed) {
    return (
      <section className="desk-dashboard" role="alert" style={{ marginBottom: 'var(--base)' }}>
        <p>{T.loadFailed}</p>
        <a className={buttonClass('secondary')} href={adminRoute}>{T.retry}</a>
      </section>
    )
  }
  const data = load.figures
  if (!data) return null
  return (
    <section className="desk-dashboard" aria-labelledby="desk-dashboard-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="desk-dashboard-title" style={{ marginBottom: 'var(--base)' }}>{T.title}</h2>
      {data.tiles.length === 0 ? (
        <p>{T.noBranches}</p>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
          {data.tiles.map((tile) => <Tile key={tile.branchId ?? 'parts'} tile={tile} adminRoute={adminRoute} />)}
        </div>
      )}
      <Accounts count={data.accountsWaiting} adminRoute={adminRoute} />
    </section>
  )
}
