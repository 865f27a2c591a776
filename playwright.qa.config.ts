// Browser checks of a QA build (`VITE_INSPECT=true`: the live inspector and the flow gallery):
// the same stack as playwright.config.ts, but the portal is that build served by `vite preview`
// instead of the dev server. `npm run test:e2e:qa`.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { runDir } from './tests/e2e/stack-env.ts';

const [stack, portal] = base.webServer as NonNullable<Extract<typeof base.webServer, unknown[]>>;

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: '**/*.qa.spec.ts',
  webServer: [
    stack,
    {
      ...portal,
      name: 'portal (QA build)',
      command: `node_modules/.bin/vite build --outDir ${runDir('dist-qa')} --emptyOutDir --logLevel warn && exec node_modules/.bin/vite preview --outDir ${runDir('dist-qa')}`,
      env: { ...portal.env, VITE_INSPECT: 'true', NODE_ENV: 'production' },
      timeout: 180_000,
    },
  ],
});
