import { expect, test } from '@playwright/test'

import { signInToBackoffice } from './support/backoffice'

test.describe('back office in German with the demo data', () => {
  test('the navigation is grouped by area', async ({ page }) => {
    await signInToBackoffice(page)
    const nav = page.locator('nav')
    for (const group of ['Bestellungen', 'Katalog', 'Website', 'Personal', 'Signage', 'Analyse', 'Einstellungen']) {
      await expect(nav.getByText(group, { exact: true }).first()).toBeVisible()
    }
  })

  test('branches, products and orders lists show the seeded data', async ({ page }) => {
    await signInToBackoffice(page)
    await page.goto('/backend/collections/branches')
    await expect(page.getByRole('heading', { name: 'Filialen' })).toBeVisible()
    await expect(page.getByText('Alpenküche Graz Lend')).toBeVisible()

    await page.goto('/backend/collections/products?search=Schnitzel')
    await expect(page.getByText('Wiener Schnitzel vom Kalb')).toBeVisible()

    await page.goto('/backend/collections/external-users')
    await expect(page.getByRole('heading', { name: 'Kundenkonten' })).toBeVisible()
    // The production seed creates the demo customers but no accounts with a known password.
    await page.goto('/backend/collections/customers')
    await expect(page.getByText('Hydraulik Huber GmbH')).toBeVisible()
  })

  test('a branch opens with its opening hours in German', async ({ page }) => {
    await signInToBackoffice(page)
    await page.goto('/backend/collections/branches')
    await page.getByText('Alpenküche Wien Mariahilf').click()
    await page.getByRole('button', { name: 'Öffnungszeiten', exact: true }).click()
    await expect(page.getByText('Spätere Regeln überschreiben frühere für denselben Tag.').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible()
  })
})

test.describe('order handling in the back office', () => {
  test('an order shows its items and totals and is confirmed with its button', async ({ page }) => {
    await signInToBackoffice(page)
    await page.goto('/backend/collections/orders?search=Huber')
    await page.getByText('20261', { exact: false }).first().click()
    await expect(page.getByText('Wiener Schnitzel vom Kalb').first()).toBeVisible()
    await expect(page.getByText('25,50 €').first()).toBeVisible()
    for (const label of ['Bestätigen', 'Ablehnen', 'Stornieren']) await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Abschließen', exact: true })).toHaveCount(0)

    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click()
    // The panel asks for an optional counter appointment; its own 'Bestätigen' sends the action.
    await expect(page.getByText('Gegenvorschlag für den Termin (optional)')).toBeVisible()
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).last().click()
    await expect(page.getByText('Status geändert: Bestätigt')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Unterwegs / abholbereit', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Abschließen', exact: true })).toBeVisible()
  })
})
