import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support/accounts'

test('the home page shows the shop and its branches', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpenküche')
  await expect(page.getByText('Alpenküche Wien Mariahilf')).toBeVisible()
})

test('staff sign in to the German back office at /backend', async ({ page }) => {
  await page.goto('/backend')
  await expect(page).toHaveURL(/\/backend\/login/)
  await page.getByLabel('E-Mail').fill(E2E_ADMIN.email)
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/backend\/?$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' }).or(page.getByText('Filialen').first())).toBeVisible()
  await page.goto('/backend/logout')
  await expect(page).toHaveURL(/\/backend\/login/)
})
