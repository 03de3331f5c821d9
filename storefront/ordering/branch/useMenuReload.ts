'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { isMenuReloadDue, MENU_RELOAD_CHECK_MS } from '@/src/domain/menu/menuReload'

/**
 * Reloads the menu and product data every 4 hours, checked every 10 seconds
 * (ordering-storefront.md section 9): router.refresh() fetches the page again (from the page cache,
 * which staff changes expire); the active menu and schedules follow the browser's clock anyway, and
 * cart migration follows the new catalogue. `renderedAt` changes with every render, which restarts
 * the 4 hours.
 */
export function useMenuReload(renderedAt: string): void {
  const router = useRouter()
  const loadedAt = useRef(0)

  useEffect(() => {
    loadedAt.current = Date.now()
  }, [renderedAt])

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!isMenuReloadDue(loadedAt.current, Date.now())) return
      loadedAt.current = Date.now()
      router.refresh()
    }, MENU_RELOAD_CHECK_MS)
    return () => window.clearInterval(timer)
  }, [router])
}
