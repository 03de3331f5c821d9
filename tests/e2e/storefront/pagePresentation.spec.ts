import { expect, test } from '@playwright/test'

import { acceptRequiredConsent } from '../support/storefront'

/**
 * The home page's title with the division title in front (ordering-storefront.md section 2, issue
 * 26 §2.6) and the scroll-in animations (section 9, issue 26 §2.5): content below the viewport
 * fades in as it comes within 50 px; nothing is hidden without JavaScript or with reduced motion.
 */

const SITE_PAGE = '/leistungen/catering'
const lastBlock = (page: import('@playwright/test').Page) => page.locator('[data-block]').last()

test('the home title is the division title in front of the shop title', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Willkommen bei der Alpenküche - Alpenküche')
})

test('a site block below the viewport waits hidden and fades in when scrolled to', async ({ page }) => {
  await page.goto(SITE_PAGE)
  await acceptRequiredConsent(page)
  // the first block is in view from the start and never hidden
  await expect(page.locator('[data-block]').first()).toHaveAttribute('data-reveal-state', 'static')
  const block = lastBlock(page)
  await expect(block).toHaveAttribute('data-reveal-state', 'pending')
  expect(await block.evaluate((element) => getComputedStyle(element).opacity)).toBe('0')
  await block.scrollIntoViewIfNeeded()
  await expect(block).toHaveAttribute('data-reveal-state', 'shown')
  await expect.poll(() => block.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
})

test('the reveal starts 50 px before the element reaches the viewport', async ({ page }) => {
  await page.goto(SITE_PAGE)
  await acceptRequiredConsent(page)
  const block = lastBlock(page)
  await expect(block).toHaveAttribute('data-reveal-state', 'pending')
  const top = await block.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
  const viewport = page.viewportSize()!.height
  // 80 px below the viewport: still waiting
  await page.evaluate((y) => window.scrollTo(0, y), top - viewport - 80)
  await page.waitForTimeout(300)
  await expect(block).toHaveAttribute('data-reveal-state', 'pending')
  // 30 px below the viewport: inside the 50 px margin
  await page.evaluate((y) => window.scrollTo(0, y), top - viewport - 30)
  await expect(block).toHaveAttribute('data-reveal-state', 'shown')
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('nothing is hidden', async ({ page }) => {
    await page.goto(SITE_PAGE)
    await acceptRequiredConsent(page)
    await expect(page.locator('[data-reveal-state]')).toHaveCount(0)
    expect(await lastBlock(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('every block is visible', async ({ page }) => {
    await page.goto(SITE_PAGE)
    const opacities = await page.locator('[data-block]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity))
    expect(opacities.length).toBeGreaterThan(1)
    expect(new Set(opacities)).toEqual(new Set(['1']))
  })
})
