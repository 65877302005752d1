import {test, expect} from './fixtures';

/** Links of an llms.txt or Markdown text: [text](url). */
const links = (text: string) => [...text.matchAll(/\[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)/g)].map((m) => ({text: m[1], url: m[2]}));

test('llms.txt lists the current release with absolute links to Markdown copies, and no draft or gap pages', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith('# FDC3\n\n> ')).toBe(true);
  expect(text).toContain('This file lists the documentation of FDC3 2.0, the current release.');
  expect(text).toMatch(
    /^- \[DesktopAgent\]\(https?:\/\/[^)\s]+\/docs\/api\/ref\/DesktopAgent\.md\): Reference for every member of the FDC3 2\.0 DesktopAgent interface/m,
  );
  expect(text).toMatch(/^## API$/m);
  expect(text).toMatch(/^## Use cases$/m);

  const urls = links(text).map((link) => new URL(link.url));
  expect(urls.length).toBeGreaterThan(50);
  for (const url of urls) {
    expect(url.pathname, 'no link to the unreleased version').not.toMatch(/^\/docs\/next(\/|$)/);
  }
  // Gap pages (in 1.x, pages about what a version does not have) are titled "… (not in FDC3 x)".
  expect(text).not.toMatch(/not in FDC3/);
  // Past releases appear only under Optional, with their introductions.
  const [main, optional] = text.split('\n## Optional\n');
  expect(links(main).every((link) => !/\/docs\/1\.\d\//.test(link.url))).toBe(true);
  expect(links(optional).map((link) => new URL(link.url).pathname)).toEqual([
    '/docs/1.2/fdc3-intro.md',
    '/docs/1.1/fdc3-intro.md',
    '/docs/1.0/fdc3-intro.md',
  ]);

  // Every listed link is served by this build.
  for (const url of urls) {
    const linked = await request.get(url.pathname);
    expect(linked.status(), url.pathname).toBe(200);
    expect((await linked.text()).startsWith('# '), url.pathname).toBe(true);
  }
});

test('a docs page has its Markdown beside it: title, description, plain Markdown body', async ({request}) => {
  const response = await request.get('/docs/api/ref/DesktopAgent.md');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith('# DesktopAgent\n\n> Reference for every member of the FDC3 2.0 DesktopAgent interface')).toBe(true);
  expect(text).toMatch(/^### `raiseIntent`$/m);
  expect(text).not.toMatch(/^---$\n^id: /m);
  expect(text).not.toContain('{/*');
  expect(text).toMatch(/\[Globals\]\(https?:\/\/[^)\s]+\/docs\/api\/ref\/Globals\)/);
  // Every link is absolute.
  for (const link of links(text)) expect(link.url, link.text).toMatch(/^(https?:|mailto:)/);

  // The HTML page points to its Markdown copy.
  const html = await (await request.get('/docs/api/ref/DesktopAgent')).text();
  // Rendered with the page (src/theme/DocItem/Content), then minified: attributes may lose their quotes.
  expect(html).toMatch(/<link [^>]*rel="?alternate"? type="?text\/markdown"? href="?\/docs\/api\/ref\/DesktopAgent\.md[" />]/);
});

test('older versions and the draft have Markdown copies too, with links across versions made absolute', async ({request}) => {
  const gap = await request.get('/docs/1.2/api/ref/PrivateChannel.md');
  expect(gap.status()).toBe(200);
  const text = await gap.text();
  expect(text.startsWith('# PrivateChannel (not in FDC3 1.2)\n')).toBe(true);
  expect(text).not.toContain('<VersionLink');
  expect(text).toMatch(/\[PrivateChannel in FDC3 2\.0\]\(https?:\/\/[^)\s]+\/docs\/api\/ref\/PrivateChannel\)/);

  const channel = await request.get('/docs/1.2/api/ref/Channel.md');
  expect(channel.status()).toBe(200);
  expect(await channel.text()).toMatch(/^# Channel/);

  const next = await request.get('/docs/next/api/ref/DesktopAgent.md');
  expect(next.status()).toBe(200);
  expect(await next.text()).toMatch(/^# DesktopAgent\n/);
});
