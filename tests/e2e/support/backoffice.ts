import { expect, type Page } from '@playwright/test'

import { E2E_ADMIN } from './accounts'

/** Signs the demo admin in to the back office and waits for the dashboard. */
export async function signInToBackoffice(page: Page, account = E2E_ADMIN): Promise<void> {
  await page.goto('/backend/login')
  await page.getByLabel('E-Mail').fill(account.email)
  await page.getByLabel('Passwort').fill(account.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/backend\/?$/)
}
