import {defineConfig, devices} from '@playwright/test';
import {chromiumExecutable} from './src/data/chromium';

/**
 * Browser tests against the built site (`npm run build:e2e` first; `npm test`
 * does it), served as the CDN serves it: with the build's own `_headers`
 * (CSP, security and cache headers) and gzip, by `scripts/preview.ts`. Every
 * spec takes `test` from tests/e2e/fixtures.ts, which fails a test on a console
 * error, an uncaught exception, a CSP violation or a third-party request.
 * E2E_PORT picks the port (3210 by default); E2E_FULL_CRAWL=true adds the axe
 * crawl of every page (`npm run test:full`). Chromium comes from Debian (/usr/bin/chromium): Playwright's own
 * browser download does not work on our machines. CHROMIUM_PATH overrides it;
 * set it to an empty string to use a Playwright-managed browser (src/data/chromium.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that needs a retry is a defect to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // In CI also an HTML report (playwright-report/), which the workflow uploads when a test fails.
  reporter: process.env.CI ? [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]] : [['list']],
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
      executablePath: chromiumExecutable(),
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
    command: `node --import tsx scripts/preview.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
