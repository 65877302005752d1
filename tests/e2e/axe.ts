/**
 * axe-core in the browser suite, one way for every spec: inject it once per
 * page, then list the WCAG 2.0-2.2 A and AA violations in the colour scheme
 * asked for (waiting until the site shows that theme), as readable lines.
 */
import fs from 'node:fs';
import {expect, laidOut, type Page} from './fixtures';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Adds axe-core to the page (once per document), with transitions off so that colours are final when it reads them. */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
}

/** The violations on the page as it is now (`rule (count): targets`); axe must be injected. */
export async function axeRun(page: Page, runOnly: object = {type: 'tag', values: wcag}): Promise<string[]> {
  // A docs page lays out its blocks off screen in slices once it has started (src/plugins/deferred-layout):
  // axe scrolls through the page and reads what is drawn at each point, so it runs on the page laid out whole.
  await laidOut(page);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {axe: {run: (ctx: Document, o: object) => Promise<{violations: {id: string; nodes: {target: unknown[]}[]}[]}>}}
    ).axe;
    const result = await axe.run(document, {runOnly: only, resultTypes: ['violations']});
    return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  }, runOnly);
}

/** The violations in `theme` (`[theme] rule (count): targets`), after the page shows that theme; axe must be injected. */
export async function axeViolations(page: Page, theme: 'light' | 'dark', runOnly: object = {type: 'tag', values: wcag}): Promise<string[]> {
  await page.emulateMedia({colorScheme: theme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  return (await axeRun(page, runOnly)).map((v) => `[${theme}] ${v}`);
}
