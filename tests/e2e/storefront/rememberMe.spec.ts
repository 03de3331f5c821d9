import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../support/accounts'

/**
 * 'Angemeldet bleiben' (issue 26 §2.3): the shop's and the back office's sign-in offer it; ticked,
 * the back office's session cookie lasts 14 days instead of 1 (the lifetimes themselves are proven
 * by tests/int/auth/rememberMe.test.ts).
 */

const DAY = 24 * 60 * 60

async function sessionCookieDays(context: import('@playwright/test').BrowserContext): Promise<number> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'payload-token')
  expect(token).toBeTruthy()
  return Math.round((token!.expires - Date.now() / 1000) / DAY)
}

test("the shop's sign-in offers 'Angemeldet bleiben'", async ({ page }) => {
  await page.goto('/account/login')
  await expect(page.getByRole('checkbox', { name: 'Angemeldet bleiben' })).not.toBeChecked()
})

test.describe('back office', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool')

  test("ticked, the staff session lasts 14 days; signed out, the box starts unticked; else 1 day", async ({ page, context }) => {
    await page.goto('/backend/login')
    const remember = page.getByRole('checkbox', { name: /Angemeldet bleiben/ })
    await expect(remember).not.toBeChecked()
    await remember.check()
    await page.getByLabel('E-Mail').fill(E2E_ADMIN.email)
    await page.getByLabel('Passwort').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/backend\/?$/)
    expect(await sessionCookieDays(context)).toBe(14)

    await page.goto('/backend/logout')
    await expect(page).toHaveURL(/\/backend\/login/)
    await expect(page.getByRole('checkbox', { name: /Angemeldet bleiben/ })).not.toBeChecked()
    expect((await context.cookies()).some((cookie) => cookie.name === 'remember-me')).toBe(false)

    await page.getByLabel('E-Mail').fill(E2E_ADMIN.email)
    await page.getByLabel('Passwort').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/backend\/?$/)
    expect(await sessionCookieDays(context)).toBe(1)
  })
})
