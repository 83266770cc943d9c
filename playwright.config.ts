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
