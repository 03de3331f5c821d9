'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { fillPlaceholders, formatTime } from '@/src/domain/text'

import { COLUMN_KEYS, groupByColumn, type ColumnKey } from '../columns'
import { feedKey, loadBoardOrders } from '../feed/boardFeeds'
import { usePolledFeed } from '../feed/usePolledFeed'
import { DESK_TEXTS as T, unseenCountText } from '../texts'
import type { BoardFeed } from '../types'
import styles from './Board.module.css'
import { CardActions, type ActionResult } from './CardActions'
import { useDisplaySetting } from './displaySettings'
import { FeedBanner } from './FeedBanner'
import { OrderCard } from './OrderCard'
import { Switch } from './Switch'
import { playArrivalTone, unlockAudio } from './tone'
import { useArrivals } from './useArrivals'
import { useStaffSession, type StaffAccess } from './useStaffSession'
import { useTitleCounter } from './useTitleCounter'

const NOTICE_MS = 6_000
const LOGIN_PATH = '/backend/login'

interface OrderBoardProps {
  feed: BoardFeed
  /** 'Küche – Alpenküche Wien Mariahilf'; the tab title gets the unseen count in front of it. */
  title: string
  /** 'screen': a full-screen display over the storefront shell; 'embedded': inside the admin. */
  layout?: 'screen' | 'embedded'
  /** Known session (the admin view checked it on the server); else asked from the browser. */
  staffAccess?: StaffAccess
}

const columnId = (key: ColumnKey) => `desk-column-${key}`

/**
 * The live order board of a branch (issue 18): today's orders in four columns (Neu, In
 * Zubereitung, Fertig, Erledigt), refreshed every 1.5 s; a new order is highlighted, counted in
 * the tab title and, with 'Ton an', announced by a tone. Staff of the branch get the action
 * buttons; everybody else reads only and finds the sign-in link.
 */
export function OrderBoard({ feed, title, layout = 'screen', staffAccess }: OrderBoardProps) {
  const pathname = usePathname()
  const goToLogin = useCallback(() => window.location.assign(`${LOGIN_PATH}?redirect=${encodeURIComponent(window.location.pathname)}`), [])
  const { data, offline, error, retryAt, updatedAt, refresh } = usePolledFeed(
    (signal) => loadBoardOrders(feed, signal),
    feedKey(feed),
    layout === 'embedded' ? goToLogin : undefined,
  )
  const access = useStaffSession(feed.branchId, staffAccess)
  const [sound, setSound] = useState(false)
  const soundRef = useRef(sound)
  useEffect(() => {
    soundRef.current = sound
  }, [sound])
  const { unseen, acknowledge } = useArrivals(data, () => (soundRef.current ? playArrivalTone() : undefined))
  useTitleCounter(unseen.size, layout === 'screen' ? title : undefined)
  const [showProducts, setShowProducts] = useDisplaySetting('productData')
  const [showCustomer, setShowCustomer] = useDisplaySetting('customerData')
  const [notice, setNotice] = useState<ActionResult | null>(null)
  const columns = useMemo(() => groupByColumn(data ?? []), [data])

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const toggleSound = (on: boolean) => {
    // The switch's click is the gesture browsers require before any sound; a first tone confirms it.
    if (on && unlockAudio()) playArrivalTone()
    setSound(on)
  }
  const onResult = (result: ActionResult) => {
    setNotice(result)
    if (result.ok) refresh()
  }
  const canAct = access === 'staff'

  return (
    <div className={layout === 'screen' ? `${styles.board} ${styles.screen}` : `${styles.board} ${styles.embedded}`} data-testid="order-board">
      <header className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
        {unseen.size > 0 ? (
          <span className={styles.unseen} data-testid="unseen-count">{unseenCountText(unseen.size)}</span>
        ) : null}
        {updatedAt ? <span className={styles.updated}>{fillPlaceholders(T.updatedAt, { time: formatTime(new Date(updatedAt)) })}</span> : null}
        <div className={styles.switches} role="group" aria-label={T.settings}>
          <Switch label={T.sound} checked={sound} onChange={toggleSound} />
          <Switch label={T.showProductData} checked={showProducts} onChange={setShowProducts} />
          <Switch label={T.showCustomerData} checked={showCustomer} onChange={setShowCustomer} />
        </div>
        {access === 'none' || access === 'other' ? (
          <p className={styles.access}>
            <span>{access === 'none' ? T.readOnly : T.noBranchAccess}</span>{' '}
            <a className={styles.loginLink} href={`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname ?? '/')}`}>{T.signIn}</a>
          </p>
        ) : null}
      </header>

      <FeedBanner offline={offline} error={error} retryAt={retryAt} onRetry={refresh} />
      <div className={styles.noticeSlot} role="status" aria-live="polite">
        {notice ? <p className={notice.ok ? styles.noticeOk : styles.noticeError}>{notice.message}</p> : null}
      </div>

      <nav className={styles.columnNav} aria-label={T.columnNav}>
        {COLUMN_KEYS.map((key) => (
          <a key={key} href={`#${columnId(key)}`} className={styles.columnLink}>
            {fillPlaceholders(T.columnCount, { label: T.columns[key], count: String(columns[key].length) })}
          </a>
        ))}
      </nav>

      {data === null && !offline && !error ? (
        <p className={styles.loading}>{T.loading}</p>
      ) : (
        <div className={styles.columns}>
          {COLUMN_KEYS.map((key) => (
            <section key={key} id={columnId(key)} className={`${styles.column} ${styles[`column_${key}`]}`} aria-labelledby={`${columnId(key)}-heading`} data-column={key}>
              <h2 id={`${columnId(key)}-heading`} className={styles.columnHeading}>
                {T.columns[key]} <span className={styles.columnCount}>{columns[key].length}</span>
              </h2>
              <div className={styles.cards}>
                {columns[key].length === 0 ? <p className={styles.empty}>{T.emptyColumn}</p> : null}
                {columns[key].map((order) => (
                  <OrderCard key={order.id} order={order} isNew={unseen.has(order.id)} showProducts={showProducts} showCustomer={showCustomer} onSeen={acknowledge}>
                    {canAct ? <CardActions order={order} onResult={onResult} /> : null}
                  </OrderCard>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  )
}
