'use client'

import { useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { backendPathOfHash } from '@/src/domain/admin'

/**
 * On the dashboard: an address of the older form /backend#/sites or /backend#/navigations opens
 * the list it names (Payload itself ignores the hash and would stay on the dashboard).
 */
export function BackendHashRedirect() {
  const { config } = useConfig()
  const router = useRouter()
  useEffect(() => {
    const slugs = config.collections.map((collection) => collection.slug)
    const follow = () => {
      const target = backendPathOfHash(window.location.hash, config.routes.admin, slugs)
      if (!target) return
      // '#/dashboard' names the page already open: only the hash goes.
      if (target === window.location.pathname) window.history.replaceState(window.history.state, '', target)
      else router.replace(target)
    }
    follow()
    // A link to /backend#/… from the dashboard itself only changes the hash.
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [config, router])
  return null
}
