import { expect, test, type Page } from '@playwright/test'

import { signInToBackoffice } from '../support/backoffice'

/**
 * A German back office without leftovers (issue 18 §5): every list and create view of every
 * collection and every global is opened, and its visible text, labels, titles and placeholders
 * must not contain one of the English words Payload or a plugin leaves behind. The favicon is ours.
 */

const ENGLISH = [
  'Add', 'Create', 'Drag', 'Body', 'Items', 'Settings', 'Search', 'Loading', 'Untitled', 'Select', 'Remove', 'Delete',
  'Save', 'Cancel', 'Submit', 'Choose', 'Collapse', 'Expand', 'None', 'Rows', 'Fields', 'Document', 'Documents',
  'Clear', 'Move', 'Edit', 'Previous', 'Show', 'Hide', 'Open', 'Close', 'Upload', 'Payload',
]
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\-])(${ENGLISH.join('|')})(?![\\p{L}\\-])`, 'u')

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('.template-default__wrap') ?? document.body
    const attributes = [...root.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    )
    return [...(root as HTMLElement).innerText.split('\n'), ...attributes].map((text) => text.trim()).filter(Boolean)
  })
}

async function adminPaths(page: Page): Promise<string[]> {
  await page.goto('/backend')
  const hrefs = await page.locator('nav a[href^="/backend/collections/"], nav a[href^="/backend/globals/"]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )
  const unique = [...new Set(hrefs)]
  return unique.flatMap((href) => (href.includes('/collections/') ? [href, `${href}/create`] : [href]))
}

test('no English word in any admin list, create or settings view', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office is a desktop tool')
  test.setTimeout(300_000)
  await signInToBackoffice(page)
  const paths = await adminPaths(page)
  expect(paths.length).toBeGreaterThan(40)
  const found: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await page.locator('.template-default__wrap, form').first().waitFor()
    await page.waitForLoadState('networkidle')
    for (const text of await visibleTexts(page)) {
      const word = ENGLISH_WORD.exec(text)?.[1]
      if (word) found.push(`${path}: ${word} in "${text.slice(0, 80)}"`)
    }
  }
  expect([...new Set(found)]).toEqual([])
})

test('the back office and the site use our favicon', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/icon/)
  await page.goto('/backend/login')
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /favicon\.ico/)
})
