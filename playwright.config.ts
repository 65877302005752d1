import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests against the built site (`npm run build:e2e` first; `npm test`
 * does it). Chromium comes from Debian (/usr/bin/chromium): Playwright's own
 * browser download does not work on our machines. CHROMIUM_PATH overrides it;
 * set it to an empty string to use a Playwright-managed browser.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that needs a retry is a defect to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Why: Playwright's request client keeps idle connections open in a shared pool, and a
    // request sent as the server times an idle one out (5 s) fails with ECONNRESET. No reuse, no race.
    extraHTTPHeaders: {connection: 'close'},
    launchOptions: {
      executablePath: executablePath || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node node_modules/@docusaurus/core/bin/docusaurus.mjs serve --dir build --host 127.0.0.1 --port ${port} --no-open`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
