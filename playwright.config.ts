import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build that tests/e2e/run.ts starts; BASE_URL points at it.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL || 'http://127.0.0.1:3000',
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // The back office is a desktop tool; its tests run on the desktop project only. The time
      // clock's tests set their own tablet viewport, so one project runs them.
      testIgnore: /backoffice|timeTracking/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
    },
  ],
})
