import {test, expect, hydrated, type Page} from './fixtures';
import {axeViolations, injectAxe} from './axe';

/**
 * The docs' Mermaid diagrams are drawn at build time (src/plugins/mermaid-diagrams) into one SVG
 * file per colour theme (assets/diagrams/<hash>.svg); the page has an <img> of each, with its
 * width and height, named by the diagram's accTitle (alt) and described by its accDescr
 * (aria-describedby). The one shown follows the theme (data-theme on <html>), with and without
 * JavaScript, and the hidden theme's image is not fetched. The SVG is in neither the page's HTML
 * nor its JavaScript.
 */
const specPage = '/docs/next/agent-bridging/spec';
const handshakeTitle = 'Agent A joins a bridge that agents B and C already use';
const diagramFile = /\/assets\/diagrams\/[0-9a-f]+\.svg$/;

/** The diagrams' visible images, each with its accessible name and description as the page computes them. */
async function visibleDiagrams(page: Page) {
  const images = page.locator('article .mermaid-diagram img:visible');
  // Lazy images load as they come near the viewport.
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'decoded').toBe(true);
  }
  return images.evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.src,
        name: img.alt,
        description: (img.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
        width: box.width,
        height: box.height,
        naturalWidth: img.naturalWidth,
        attributeWidth: Number(img.getAttribute('width')),
      };
    }),
  );
}

async function expectDiagramsShown(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  const wrappers = page.locator('article .mermaid-diagram');
  await expect(wrappers).toHaveCount(3);
  // One image per theme in the HTML; only the current theme's is shown.
  await expect(page.locator(`article .mermaid-diagram__${theme} img`)).toHaveCount(3);
  await expect(page.locator(`article .mermaid-diagram__${theme === 'light' ? 'dark' : 'light'} img`).first()).toBeHidden();
  const first = page.locator(`article .mermaid-diagram__${theme} img`).first();
  await expect(first).toHaveAccessibleName(handshakeTitle);
  await expect(first).toHaveAccessibleDescription(/^Agent A opens a websocket to the bridge/);
  const shown = await visibleDiagrams(page);
  expect(shown).toHaveLength(3);
  for (const image of shown) {
    expect(image.src).toMatch(diagramFile);
    expect(image.name.length, 'a title').toBeGreaterThan(10);
    expect(image.description.length, 'a description').toBeGreaterThan(50);
    expect(image.width, 'drawn, not empty').toBeGreaterThan(200);
    expect(image.height).toBeGreaterThan(100);
    expect(image.naturalWidth, 'the SVG file sized as the page says').toBe(image.attributeWidth);
  }
  return shown.map((image) => image.src);
}

/**
 * The fill of the SVG's message text and participants' names, drawn in a shadow root (no page
 * style reaches it, as none reaches an image), and whether the handshake's message is its text.
 */
async function svgColours(page: Page, src: string): Promise<{fills: string[]; hasMessage: boolean}> {
  return page.evaluate(async (url) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({mode: 'open'});
    root.innerHTML = await (await fetch(url)).text();
    const fills = ['text.messageText', 'text.actor > tspan'].map((selector) => getComputedStyle(root.querySelector(selector)!).fill);
    const hasMessage = (root.textContent ?? '').includes('connectedAgentsUpdate (step 6)');
    host.remove();
    return {fills, hasMessage};
  }, src);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the bridging diagrams show in the ${theme} theme, each with its title and description, with no axe violation`, async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (diagramFile.test(request.url())) requested.push(request.url());
    });
    await page.emulateMedia({colorScheme: theme});
    await page.goto(specPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const shown = await expectDiagramsShown(page, theme);
    // The hidden theme's images are not fetched.
    expect([...new Set(requested)].sort()).toEqual([...shown].sort());
    // Dark text on light boxes, and light text on dark ones: the messages and the participants' names.
    const {fills, hasMessage} = await svgColours(page, shown[0]!);
    expect(hasMessage, 'the messages are text in the SVG').toBe(true);
    for (const fill of fills) {
      const [r = 0, g = 0, b = 0] = (fill.match(/\d+/g) ?? []).map(Number);
      expect((r + g + b) / 3 > 128, fill).toBe(theme === 'dark');
    }
    await injectAxe(page);
    expect(await axeViolations(page, theme)).toEqual([]);
  });
}

test('the page has no SVG of its diagrams in its HTML or its JavaScript', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  const response = await page.goto(specPage);
  const html = (await response?.text()) ?? '';
  await hydrated(page);
  await expect(page.locator('article .mermaid-diagram')).toHaveCount(3);
  // Mermaid's drawings carry their role description and their ids (diagram-1-light…).
  const diagramSvg = /aria-roledescription="?sequence|id="?diagram-\d-(?:light|dark)/;
  expect(html).not.toMatch(diagramSvg);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) expect(body).not.toMatch(diagramSvg);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the diagrams are in the HTML and the light ones show', async ({page}) => {
    await page.goto(specPage);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expectDiagramsShown(page, 'light');
  });
});

test('the diagrams follow the site theme, not only the system one, without moving the page', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(specPage);
  await hydrated(page);
  const first = page.locator('article .mermaid-diagram').first();
  await expect(first.locator('.mermaid-diagram__light img')).toBeVisible();
  const before = await first.boundingBox();
  // The site's toggle sets data-theme; the system stays light.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(first.locator('.mermaid-diagram__dark img')).toBeVisible();
  await expect(first.locator('.mermaid-diagram__light img')).toBeHidden();
  expect(await first.boundingBox()).toEqual(before);
  // The dark image, now shown, loads when in view, in the same box.
  await first.scrollIntoViewIfNeeded();
  const moved = await first.boundingBox();
  await expect
    .poll(() => first.locator('.mermaid-diagram__dark img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await first.boundingBox()).toEqual(moved);
  expect([moved?.width, moved?.height]).toEqual([before?.width, before?.height]);
});
