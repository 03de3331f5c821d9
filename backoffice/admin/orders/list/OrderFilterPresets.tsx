'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useMemo } from 'react'

import { currentWhereParams, listUrl, sortedWhereParams } from '@/backoffice/admin/ui/listQuery'
import { isAdminUser } from '@/src/domain/roles'

import { orderPresets } from './presets'
import { ORDER_LIST_TEXTS as T } from './texts'

/**
 * Above the orders list: quick filters as links that set the list's `where` in the address, so
 * the filter builder shows them and the browser's back button undoes them. The active one is
 * highlighted; admins also get the parts-shop orders.
 */
export function OrderFilterPresets() {
  const { config } = useConfig()
  const { user } = useAuth()
  const params = useSearchParams()
  const presets = useMemo(() => orderPresets(new Date()), [])
  const current = currentWhereParams(new URLSearchParams(params.toString()))
  const admin = isAdminUser(user as never)
  return (
    <nav aria-label={T.presets} className="order-filter-presets" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {presets
        .filter((preset) => admin || !preset.adminsOnly)
        .map((preset) => {
          const active = sortedWhereParams(preset.where) === current
          return (
            <Link
              key={preset.key}
              href={listUrl(config.routes.admin, 'orders', preset.where)}
              aria-current={active ? 'page' : undefined}
              className={`btn btn--style-${active ? 'primary' : 'secondary'} btn--size-small`}
              style={{ margin: 0 }}
            >
              {preset.label}
            </Link>
          )
        })}
    </nav>
  )
}
