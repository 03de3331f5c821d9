'use client'

import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useMemo, useTransition, type ReactNode } from 'react'

interface CatalogueNavigationValue {
  /**
   * Opens another catalogue address in place (the scroll position stays). `beforeNavigate` runs
   * inside the same transition, e.g. to set an optimistic state until the new page arrives.
   */
  navigate: (href: string, beforeNavigate?: () => void) => void
  isPending: boolean
}

const NavigationContext = createContext<CatalogueNavigationValue | null>(null)

/**
 * The results area's navigation: filters, sort and view change the address, and while the server
 * renders the new results the area is marked busy (aria-busy, dimmed).
 */
export function CatalogueNavigation({ className, busyClassName, children }: { className?: string; busyClassName?: string; children: ReactNode }) {
  const router = useRouter()
  const [isPending, startTransition] = useTransition()
  const navigate = useCallback(
    (href: string, beforeNavigate?: () => void) =>
      startTransition(() => {
        beforeNavigate?.()
        router.push(href, { scroll: false })
      }),
    [router],
  )
  const value = useMemo(() => ({ navigate, isPending }), [navigate, isPending])
  return (
    <NavigationContext value={value}>
      <div className={[className, isPending ? busyClassName : null].filter(Boolean).join(' ')} aria-busy={isPending || undefined}>
        {children}
      </div>
    </NavigationContext>
  )
}

export function useCatalogueNavigation(): CatalogueNavigationValue {
  const value = useContext(NavigationContext)
  if (!value) throw new Error('useCatalogueNavigation needs a surrounding <CatalogueNavigation>.')
  return value
}
