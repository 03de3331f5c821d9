import { expect, test, type Locator, type Page } from '@playwright/test'

import { acceptRequiredConsent, expectNoSeriousA11yViolations, screenshotForReview } from '../support/storefront'

/**
 * The seeded site pages render every one of the 26 content blocks (parts-shop-and-site.md section
 * 2) at phone and desktop width: one visible, block-specific element per block, axe without
 * serious or critical violations on every page, and a full-page screenshot of each for review.
 */

type BlockCheck = [blockType: string, element: (block: Locator) => Locator]

const PAGES: { path: string; heading: string; blocks: BlockCheck[] }[] = [
  {
    path: '/ueber-uns',
    heading: 'Ehrlich gekocht seit 2009',
    blocks: [
      ['heroA', (block) => block.getByRole('heading', { level: 1, name: 'Ehrlich gekocht seit 2009' })],
      ['textContent', (block) => block.getByRole('heading', { name: 'Unsere Geschichte' })],
      ['team', (block) => block.getByRole('heading', { name: 'Johanna Wieser' })],
      ['quote', (block) => block.locator('blockquote')],
      ['threeImages', (block) => block.getByRole('img').nth(2)],
    ],
  },
  {
    path: '/karriere',
    heading: 'Karriere in der Alpenküche',
    blocks: [
      ['textWithSubHeadline', (block) => block.getByText('Arbeiten, wo noch richtig gekocht wird')],
      ['vacancies', (block) => block.getByRole('tab', { name: 'Alle Stellen' })],
    ],
  },
  {
    path: '/kontakt',
    heading: 'Catering und Firmenfeiern anfragen',
    blocks: [
      ['formData', (block) => block.getByLabel('Vorname')],
      ['formMap', (block) => block.getByRole('heading', { name: 'So finden Sie uns in Wien' })],
    ],
  },
  {
    path: '/downloads',
    heading: 'Kataloge zum Herunterladen',
    blocks: [
      ['textCatalogue', (block) => block.locator('a[href^="/upload/"]').first()],
      ['catalogueSlider', (block) => block.getByRole('button', { name: 'Weiter' })],
    ],
  },
  {
    path: '/produkte-im-ueberblick',
    heading: 'Produkte im Überblick',
    blocks: [
      ['heroB', (block) => block.getByRole('heading', { level: 1, name: 'Produkte im Überblick' })],
      ['clickableComponentOverview', (block) => block.getByRole('button', { name: 'Details zu Elektromotor' })],
      ['listing', (block) => block.getByRole('button', { name: 'Quick-Info' })],
      ['imageAuto', (block) => block.locator('figcaption')],
      ['image', (block) => block.getByRole('img', { name: 'Montagehalle in Linz' })],
      ['twoColumns', (block) => block.getByRole('heading', { name: 'Hydraulik' })],
      ['fourColumns2', (block) => block.getByRole('heading', { name: 'Zylinder' })],
      ['textSlider', (block) => block.getByRole('button', { name: /^Folie 1 von \d+ anzeigen$/ })],
      ['textImageSlogan', (block) => block.getByText('Bewegung, die hält.')],
      ['contactPersons', (block) => block.locator('a[href="mailto:vertrieb@alpen-antriebstechnik.at"]')],
      ['linkedIn', (block) => block.getByRole('button', { name: 'LinkedIn-Feed anzeigen' })],
    ],
  },
  {
    path: '/leistungen',
    heading: 'Catering für jeden Anlass',
    blocks: [
      ['heroSlider', (block) => block.getByRole('list', { name: 'Folien auswählen' })],
      ['siteReferences', (block) => block.getByRole('link', { name: /Catering/ })],
      ['stepList', (block) => block.locator('ol > li').nth(3)],
      ['fourColumns', (block) => block.getByRole('heading', { name: 'Warum die Alpenküche?' })],
    ],
  },
]

const ALL_BLOCKS = PAGES.flatMap((page) => page.blocks.map(([blockType]) => blockType))

const blockOf = (page: Page, blockType: string) => page.locator(`[data-block="${blockType}"]`).first()

test('the seeded pages use every one of the 26 block kinds', () => {
  expect(new Set(ALL_BLOCKS).size).toBe(26)
})

for (const { path, heading, blocks } of PAGES) {
  test(`${path} renders its blocks`, async ({ page }, testInfo) => {
    // No third-party request leaves the test browser (feed and map tiles load only after consent anyway).
    await page.route(/juicer\.io|openstreetmap\.org/, (route) => route.abort())
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await acceptRequiredConsent(page)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    for (const [blockType, element] of blocks) {
      await blockOf(page, blockType).scrollIntoViewIfNeeded()
      await expect(element(blockOf(page, blockType)), blockType).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page, testInfo)
    await screenshotForReview(page, `site${path.replace(/\//g, '-')}`)
  })
}

test('the technology, service and simple pages render their type', async ({ page }, testInfo) => {
  await page.goto('/technologie/antriebstechnik')
  await acceptRequiredConsent(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[data-block]').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page, testInfo)
  await screenshotForReview(page, 'site-technologie-antriebstechnik')

  await page.goto('/leistungen/catering')
  // nothing wider than the screen (the hero once widened the page on phones)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  const menu = page.getByRole('navigation', { name: 'Weitere Leistungen' })
  await expect(menu.getByRole('link', { name: 'Catering' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Firmenfeiern' })).not.toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Leistungen')
  await expectNoSeriousA11yViolations(page, testInfo)
  await screenshotForReview(page, 'site-leistungen-catering')

  await page.goto('/barrierefreiheit')
  await expect(page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible()
  await expectNoSeriousA11yViolations(page, testInfo)
})
