'use client'

import { useEffect } from 'react'

/** Animations start 50 px before an element reaches the viewport (ordering-storefront.md section 9). */
const REVEAL_MARGIN = '0px 0px 50px 0px'
const MARKED = '[data-reveal]:not([data-reveal-state])'

/**
 * Scroll-in animations (issue 26 §2.5) for every element marked `data-reveal` (product cards, site
 * blocks): an element still below the viewport when it appears is hidden ('pending') and fades and
 * slides in once it comes within 50 px of the viewport ('shown'); everything already in view is
 * never touched, so nothing flashes and nothing moves. Only opacity and transform change (no layout
 * shift, see globals.css). Without JavaScript, and with `prefers-reduced-motion`, nothing is hidden.
 * One observer for the whole page; elements rendered later (another page, a client-rendered
 * catalogue) are picked up by a mutation observer, at most once a frame.
 */
export function ScrollReveal() {
  useEffect(() => {
    if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const intersection = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.setAttribute('data-reveal-state', 'shown')
        intersection.unobserve(entry.target)
      }
    }, { rootMargin: REVEAL_MARGIN })

    const scan = () => {
      const limit = window.innerHeight + 50
      document.querySelectorAll(MARKED).forEach((element) => {
        const below = element.getBoundingClientRect().top > limit
        element.setAttribute('data-reveal-state', below ? 'pending' : 'static')
        if (below) intersection.observe(element)
      })
    }
    let frame = 0
    const mutations = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(() => {
        frame = 0
        scan()
      })
    })
    scan()
    mutations.observe(document.body, { childList: true, subtree: true })
    return () => {
      mutations.disconnect()
      intersection.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])
  return null
}
