'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { ANALYTICS_FLUSH_INTERVAL_MS, mayFlushAnalytics, pageViewTargets, type ConsentServices } from '@/src/domain/consent'

import { readConsent } from '../consent/consentStore'
import { flushForward } from './forward'
import { flushLogs } from './queue'
import { trackDeviceInit, trackPageView } from './track'

/** A page view is recorded this long after a navigation, once the new title is set (parts-shop-and-site.md section 2). */
const PAGE_VIEW_DELAY_MS = 250

/**
 * Reports the device once and a page view on every navigation, and flushes the queues every
 * second while a current consent decision exists (ordering-storefront.md sections 4, 7 and 9).
 */
export function AnalyticsRuntime({ services }: { services: ConsentServices }) {
  const pathname = usePathname()

  useEffect(() => trackDeviceInit(), [])

  useEffect(() => {
    const timer = window.setTimeout(trackPageView, PAGE_VIEW_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname])

  useEffect(() => {
    const timer = window.setInterval(() => {
      const consent = readConsent()
      if (!mayFlushAnalytics(consent, services)) return
      flushForward(pageViewTargets(consent, services))
      void flushLogs()
    }, ANALYTICS_FLUSH_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [services])

  return null
}
