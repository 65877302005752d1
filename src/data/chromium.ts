/**
 * The Chromium that the browser tests (playwright.config.ts), the benchmark (scripts/bench.ts)
 * and the diagrams' build step (src/plugins/mermaid-diagrams) launch, as Playwright's
 * `executablePath`. Node code only (it reads the environment and the file system).
 */
import fs from 'node:fs';

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

/** Debian's headless shell (package `chromium-headless-shell`): the same engine without the browser around it. */
export const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser that draws the docs' diagrams at build time. With CHROMIUM_PATH unset, Debian's headless
 * shell when it is installed: its drawings are byte for byte those of the full browser, and it starts with
 * about 1 s less CPU time per build (decision record 0020). Without it, or with CHROMIUM_PATH set, the
 * browser of `chromiumExecutable`. Playwright's own download (CHROMIUM_PATH empty) brings its own headless shell.
 */
export function drawingChromiumExecutable(
  env: Readonly<Record<string, string | undefined>> = process.env,
  installed: (file: string) => boolean = fs.existsSync,
): string | undefined {
  if (env.CHROMIUM_PATH === undefined && installed(debianHeadlessShell)) return debianHeadlessShell;
  return chromiumExecutable(env);
}
