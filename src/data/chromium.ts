/**
 * The one Chromium that the browser tests (playwright.config.ts), the benchmark
 * (scripts/bench.ts) and the diagrams' build step (src/plugins/mermaid-diagrams)
 * launch, as Playwright's `executablePath`. Node code only (it reads the environment).
 */

/** Debian's Chromium: our machines, .ci/run and the CI workflow install it; Playwright's own download does not work on our machines. */
export const debianChromium = '/usr/bin/chromium';

/**
 * The browser to launch, from CHROMIUM_PATH, read with `??`:
 * - unset: Debian's Chromium (`debianChromium`);
 * - a path: that browser;
 * - set but empty (`CHROMIUM_PATH=`): undefined, which makes Playwright launch its own Chromium
 *   (`npx playwright-core install chromium`). netlify.toml relies on it: Netlify's image has no Debian chromium.
 */
export function chromiumExecutable(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const chosen = env.CHROMIUM_PATH ?? debianChromium;
  return chosen === '' ? undefined : chosen;
}
