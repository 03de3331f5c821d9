'use client'

import { useCallback, useEffect, useState } from 'react'

import { activeCategoryIndex, categoryScrollTarget } from '@/src/domain/menu/categoryBar'

/** The DOM id of a category's product group, the target of its category bar button. */
export const categoryGroupId = (categoryId: number | string): string => `kategorie-${categoryId}`

/**
 * Follows the scroll position: the active category is the last group whose top lies above 25 %
 * of the window height. `scrollToCategory` scrolls a group into place with the spec's offset
 * (-150 px, or 36 % of the window width below 720 px).
 */
export function useActiveCategory(categoryIds: readonly (number | string)[]): {
  activeIndex: number
  scrollToCategory: (categoryId: number | string) => void
} {
  const [activeIndex, setActiveIndex] = useState(categoryIds.length > 0 ? 0 : -1)
  const key = categoryIds.join(',')

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const tops = key
        .split(',')
        .filter(Boolean)
        .map((id) => document.getElementById(categoryGroupId(id))?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY)
      setActiveIndex(activeCategoryIndex(tops, window.innerHeight))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [key])

  const scrollToCategory = useCallback((categoryId: number | string) => {
    const group = document.getElementById(categoryGroupId(categoryId))
    if (!group) return
    const top = group.getBoundingClientRect().top + window.scrollY
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: categoryScrollTarget(top, window.innerWidth), behavior: reduceMotion ? 'auto' : 'smooth' })
  }, [])

  return { activeIndex, scrollToCategory }
}
