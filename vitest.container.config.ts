// `npm run test:container` (scripts/test-container.sh): the smoke test against a running container,
// at CONTAINER_URL. No global setup: the server under test is the container, not the local build.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/container/**/*.test.ts'],
    testTimeout: 30_000,
    allowOnly: !process.env.CI,
  },
});
