import { expect, test } from '@playwright/test'

import { signInToBackoffice } from './support/backoffice'

test('the home page shows the shop and its branches', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei der Alpenküche')
  await expect(page.getByRole('link', { name: 'Alpenküche Wien Mariahilf', exact: true })).toBeVisible()
})

test('staff sign in to the German back office at /backend and out again', async ({ page }) => {
  await page.goto('/backend')
  await expect(page).toHaveURL(/\/backend\/login/)
  await signInToBackoffice(page)
  await page.goto('/backend/logout')
  await expect(page).toHaveURL(/\/backend\/login/)
})
