import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'

import { E2E_ADMIN } from './accounts'

/**
 * Saves a full-page screenshot as test-results/screenshots/{name}-{viewport width}.png so a person
 * can look at every storefront page at phone and desktop width after an e2e run.
 */
export async function screenshotForReview(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
}

/** axe-core scan of the current page: no serious or critical violations allowed. */
export async function expectNoSeriousA11yViolations(page: Page, testInfo?: TestInfo): Promise<void> {
  await showEverythingRevealed(page)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  if (testInfo && serious.length > 0) await testInfo.attach('axe-violations', { body: JSON.stringify(serious, null, 2), contentType: 'application/json' })
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * The scroll-in animations (storefront/shell/ScrollReveal.tsx) keep what is below the viewport
 * hidden and fade in what was just scrolled to: axe would skip the one and measure the other's
 * contrast half-transparent. It checks the page as a visitor sees it once everything has come in.
 */
async function showEverythingRevealed(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll('[data-reveal-state]').forEach((element) => element.setAttribute('data-reveal-state', 'static'))
    // A fade already running keeps running after its rule is gone (Chromium): it is taken to its end.
    for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish()
  })
}

/** A staff session for REST calls in tests (Payload's JWT); returns headers to send along. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(response.ok()).toBeTruthy()
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/**
 * Dismisses the consent modal with 'only required' so it does not cover the page under test. The
 * modal opens once the page is interactive, so it is waited for briefly (it stays away when a
 * decision is already stored).
 */
export async function acceptRequiredConsent(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Nur notwendige akzeptieren' })
  const shown = await button.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false)
  if (shown) await button.click()
}
