// The engine journeys (npm run test:engines): tests/engines, in Chromium, Firefox ESR and WebKitGTK,
// against nginx serving the production build. A config of its own: `npm test` needs no browser.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['./tests/engines/servers.ts'],
    environment: 'node',
    // One browser at a time: the stack's state (faults, pushes, resets) is shared.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
