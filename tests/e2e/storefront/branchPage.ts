import { expect, type Page } from '@playwright/test'

import { acceptRequiredConsent } from '../support/storefront'

/** The branch page's parts as a visitor finds them, and the steps the branch page tests repeat. */

const SEEDED = '/store/wien-mariahilf'
export const ADDED = 'Produkt zum Warenkorb hinzugefügt.'

/** Waits until the page is interactive (the cart summary has text then) and dismisses the consent modal. */
export async function whenInteractive(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('cart-summary')).toHaveText(/\S/, { timeout: 90_000 })
  // The consent modal opens right after hydration on a first visit; give it a moment to appear.
  await page.getByRole('button', { name: /nur notwendige/i }).waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined)
  await acceptRequiredConsent(page)
}

export async function openBranch(page: Page, path = SEEDED): Promise<void> {
  await page.goto(path)
  await whenInteractive(page)
}

export const productButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) })
export const dialog = (page: Page) => page.getByRole('dialog')
export const cartPanel = (page: Page) => page.getByRole('complementary', { name: 'Warenkorb' })
export const cartToggle = (page: Page) => cartPanel(page).getByRole('button', { name: /^Warenkorb/ })

/** Opens a product's dialog and saves it as it is (or after `configure`). */
export async function addProduct(page: Page, name: string, configure?: () => Promise<void>): Promise<void> {
  await productButton(page, name).click()
  await expect(dialog(page).getByRole('heading', { name })).toBeVisible()
  await configure?.()
  await dialog(page).getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByRole('status')).toContainText(ADDED)
  await expect(dialog(page)).toBeHidden()
}

export async function expandCart(page: Page): Promise<void> {
  if ((await cartToggle(page).getAttribute('aria-expanded')) !== 'true') await cartToggle(page).click()
  await expect(cartToggle(page)).toHaveAttribute('aria-expanded', 'true')
}
