// Browser tests of the docs, in Debian's Chromium (/usr/bin/chromium): Playwright never downloads a
// browser here. The built local server is started once, on a free port, by global-setup.ts.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/browser',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: 'test-results/browser',
  globalSetup: './tests/browser/global-setup.ts',
  // Lighthouse's performance score reads main-thread time from its trace, so a page audited while
  // the other worker's Chromium holds both cores can lose points (a CI run scored the address-form
  // guide 98 twice). Its audits run last, when nothing else is running.
  projects: [
    { name: 'pages', testIgnore: /lighthouse\.spec\.ts$/ },
    { name: 'lighthouse', testMatch: /lighthouse\.spec\.ts$/, dependencies: ['pages'] },
  ],
  use: {
    browserName: 'chromium',
    locale: 'en-GB',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Root in a container: no sandbox. The machine has no network beyond loopback, so Chromium's
      // background services are switched off rather than left to fail.
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
