import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // The image's smoke test runs against a container (npm run test:container, vitest.container.config.ts).
    exclude: [...configDefaults.exclude, 'tests/container/**'],
    // One built local server and one Vercel-output harness for the whole run (not one per file).
    globalSetup: ['tests/support/global-servers.ts'],
    // Suites that start servers share the machine's two cores with them.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    allowOnly: !process.env.CI,
  },
});
