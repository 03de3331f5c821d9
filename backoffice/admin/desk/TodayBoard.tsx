'use client'

import { useId, useState } from 'react'

import { fillPlaceholders } from '@/src/domain/text'

import { OrderBoard } from '@/backoffice/desk/board/OrderBoard'
import { DESK_TEXTS as T } from '@/backoffice/desk/texts'
import type { DeskBranch } from '@/backoffice/desk/types'
import { MissedOrders } from './MissedOrders'
import styles from './Today.module.css'

/**
 * The board of 'Heute' with the choice among the user's branches (kept in the address as
 * `?branch=`, so a reload stays on it). The session was checked on the server; the staff calls
 * check it again on every request.
 */
export function TodayBoard({ branches, initialBranch }: { branches: DeskBranch[]; initialBranch: number }) {
  const [branchId, setBranchId] = useState(initialBranch)
  const selectId = useId()
  const branch = branches.find((entry) => entry.id === branchId) ?? branches[0]
  const choose = (id: number) => {
    setBranchId(id)
    const url = new URL(window.location.href)
    url.searchParams.set('branch', String(id))
    window.history.replaceState(null, '', url)
  }
  return (
    <div className={styles.today}>
      {branches.length > 1 ? (
        <div className={styles.chooser}>
          <label htmlFor={selectId}>{T.admin.branch}</label>
          <select id={selectId} value={branch.id} onChange={(event) => choose(Number(event.target.value))}>
            {branches.map((entry) => (
              <option key={entry.id} value={entry.id}>{entry.name}</option>
            ))}
          </select>
        </div>
      ) : null}
      <MissedOrders key={`missed-${branch.id}`} branchId={branch.id} />
      <OrderBoard
        key={branch.id}
        feed={{ kind: 'staff', branchId: branch.id }}
        title={fillPlaceholders(T.admin.boardTitle, { branch: branch.name })}
        layout="embedded"
        staffAccess="staff"
      />
    </div>
  )
}
