'use client'

import { useEffect } from 'react'

import { qrLandingOf, searchWithoutLanding } from '@/src/domain/qr/target'

import { keepLanding } from './keptLanding'

/** Branch pages keep a landing's code with their cart themselves (useQrLanding). */
const BRANCH_PAGE = /^\/store\/[^/]+\/?$/

/**
 * On any other page a QR code led to (/q/{identifier} → '/ueber-uns?qr=flyer'), the code is kept
 * for the tab's next branch visit and the parameter leaves the address bar.
 */
export function QrLandingKeeper() {
  useEffect(() => {
    const { search, pathname, hash } = window.location
    if (BRANCH_PAGE.test(pathname)) return
    const { qrCode } = qrLandingOf(search)
    if (!qrCode) return
    keepLanding(qrCode)
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithoutLanding(search)}${hash}`)
  }, [])
  return null
}
