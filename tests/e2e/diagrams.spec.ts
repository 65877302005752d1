import {test, expect, type Page} from './fixtures';
import {axeViolations, injectAxe} from './axe';

/**
 * The docs' Mermaid diagrams are drawn at build time (src/plugins/mermaid-diagrams): the page's
 * HTML holds one SVG per colour theme, and the one shown follows the theme, with and without
 * JavaScript. Each SVG is named and described for screen readers by its <title> and <desc>.
 */
const specPage = '/docs/next/agent-bridging/spec';
const handshakeTitle = 'Agent A joins a bridge that agents B and C already use';

/** The diagrams' visible SVGs, each with its accessible name and description as the page computes them. */
async function visibleDiagrams(page: Page): Promise<{name: string; description: string; width: number; height: number}[]> {
  const svgs = page.locator('article .mermaid-diagram svg:visible');
  return svgs.evaluateAll((nodes) =>
    nodes.map((svg) => {
      const text = (attr: string) =>
        (svg.getAttribute(attr) ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      const box = svg.getBoundingClientRect();
      return {name: text('aria-labelledby'), description: text('aria-describedby'), width: box.width, height: box.height};
    }),
  );
}

async function expectDiagramsShown(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const wrappers = page.locator('article .mermaid-diagram');
  await expect(wrappers).toHaveCount(3);
  // One copy per theme in the HTML; only the current theme's is shown.
  await expect(page.locator(`article .mermaid-diagram__${theme} svg`)).toHaveCount(3);
  await expect(page.locator(`article .mermaid-diagram__${theme === 'light' ? 'dark' : 'light'} svg`).first()).toBeHidden();
  const shown = await visibleDiagrams(page);
  expect(shown).toHaveLength(3);
  expect(shown[0]!.name).toBe(handshakeTitle);
  expect(shown[0]!.description).toMatch(/^Agent A opens a websocket to the bridge/);
  for (const svg of shown) {
    expect(svg.name.length, 'a title').toBeGreaterThan(10);
    expect(svg.description.length, 'a description').toBeGreaterThan(50);
    expect(svg.width, 'drawn, not empty').toBeGreaterThan(200);
    expect(svg.height).toBeGreaterThan(100);
  }
  // The handshake's messages are text in the SVG, in the theme's colours.
  const message = page.locator(`article .mermaid-diagram__${theme} svg`).first().getByText('connectedAgentsUpdate (step 6)').first();
  await expect(message).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test(`the bridging diagrams show in the ${theme} theme, each with its title and description, with no axe violation`, async ({page}) => {
    await page.emulateMedia({colorScheme: theme});
    await page.goto(specPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectDiagramsShown(page, theme);
    // Dark text on light boxes, and light text on dark ones: the messages and the participants' names.
    for (const text of ['text.messageText', 'text.actor > tspan']) {
      const fill = await page
        .locator(`article .mermaid-diagram__${theme} svg ${text}`)
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
      const [r = 0, g = 0, b = 0] = (fill.match(/\d+/g) ?? []).map(Number);
      expect((r + g + b) / 3 > 128, `${text} ${fill}`).toBe(theme === 'dark');
    }
    await injectAxe(page);
    expect(await axeViolations(page, theme)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the diagrams are in the HTML and the light ones show', async ({page}) => {
    await page.goto(specPage);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expectDiagramsShown(page, 'light');
  });
});

test('switching the theme swaps the diagrams without moving the page', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(specPage);
  const first = page.locator('article .mermaid-diagram').first();
  await expect(first.locator('.mermaid-diagram__light svg')).toBeVisible();
  const before = await first.boundingBox();
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(first.locator('.mermaid-diagram__dark svg')).toBeVisible();
  await expect(first.locator('.mermaid-diagram__light svg')).toBeHidden();
  expect(await first.boundingBox()).toEqual(before);
});
