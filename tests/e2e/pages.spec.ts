/**
 * The site's own pages (home, community, get involved, users, versions) and
 * the blog: they render, their links resolve, the community filter lives in
 * the URL, the feeds are well-formed XML and nothing scrolls sideways on a phone.
 */
import {test, expect, type APIRequestContext, type Locator, type Page} from './fixtures';
import {community, communityKinds} from '../../src/data/community';
import {users} from '../../src/data/users';

const sitePages = ['/', '/community', '/get-involved', '/users', '/versions'] as const;

/** The distinct same-site paths linked from the page's main content (hash-only links left out). */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const paths = hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0])
    .filter(Boolean);
  return [...new Set(paths)];
}

async function expectAllResolve(request: APIRequestContext, from: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), `${path} (linked from ${from})`).toBe(200);
  }
}

/** A card in the community list, located by the list's accessible name. */
const communityCards = (page: Page) =>
  page
    .getByRole('list', {name: 'Community entries'})
    .getByRole('listitem')
    .filter({has: page.locator('article')});

const escapeRegExp = (text: string): string => text.replace(/[.*+?^$()|[\]{}\\/]/g, '\\$&');
/** Matches text that starts with `title`, read literally, followed by a space or the end. */
const startsWith = (title: string): RegExp => new RegExp(`^${escapeRegExp(title)}(\\s|$)`);

test.describe('site pages render', () => {
  test('home page: tagline, what FDC3 is, calls to action, the four parts and its users', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Open standards for the financial desktop');
    await expect(page).toHaveTitle(/Open standards for the financial desktop/);
    const main = page.locator('main');
    await expect(main).toContainText('FDC3 is an open standard');
    for (const [name, href] of [
      ['Getting started', '/docs/fdc3-intro'],
      ['The Standard', '/docs/fdc3-standard'],
      ['Use cases behind the standard', '/docs/use-cases/overview'],
      ['Browse the app directory', 'https://directory.fdc3.finos.org'],
      ['Read the API specification', '/docs/api/spec'],
      ['Explore the standard intents', '/docs/intents/spec'],
      ['Browse the context types', '/docs/context/spec'],
      ['Read the App Directory specification', '/docs/app-directory/spec'],
    ]) {
      await expect(main.getByRole('link', {name, exact: true}), name).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('heading', {level: 3})).toContainText(['API', 'Intents', 'Context data', 'App Directory']);
    await expect(main.getByRole('heading', {name: 'Who uses FDC3'})).toBeVisible();
    const featured = users.filter((user) => user.featured);
    for (const user of featured) await expect(main).toContainText(user.name);
    await expect(main.getByRole('link', {name: `See all ${users.length} users`})).toHaveAttribute('href', '/users');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('FDC3');
  });

  test('community page: every entry with its kind, organisation and link', async ({page}) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('The FDC3 ecosystem');
    await expect(communityCards(page)).toHaveCount(community.length);
    const sail = communityCards(page).filter({hasText: 'FDC3 Sail'});
    await expect(sail.getByRole('link', {name: 'FDC3 Sail'})).toHaveAttribute('href', 'https://github.com/finos/FDC3-Sail');
    await expect(sail).toContainText('Desktop Agent');
    await expect(sail).toContainText('FINOS');
    await expect(page.getByRole('status').filter({hasText: 'entries'})).toHaveText(
      `Showing ${community.length} of ${community.length} entries`,
    );
  });

  test('get involved page: repository, meetings, mailing list, chat, proposals and the CLA', async ({page}) => {
    await page.goto('/get-involved');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Get involved');
    const main = page.locator('main');
    const repo = 'https://github.com/finos/FDC3';
    await expect(main.getByRole('link', {name: 'FDC3 repository on GitHub'})).toHaveAttribute('href', repo);
    await expect(main.getByRole('link', {name: 'open a new one'})).toHaveAttribute('href', `${repo}/issues/new/choose`);
    const facts = [
      'Standard Working Group',
      'General Meeting',
      'Desktop Agent Bridging',
      'fdc3@finos.org',
      '#fdc3',
      'EasyCLA',
      'Apache License',
    ];
    for (const text of facts) {
      await expect(main, text).toContainText(text);
    }
    const listLink = main.getByRole('link', {name: 'fdc3@finos.org'}).first();
    await expect(listLink).toHaveAttribute('href', 'mailto:fdc3@finos.org');
    await expect(main.getByRole('link', {name: 'guide to submitting a new intent'})).toHaveAttribute(
      'href',
      '/docs/guides/submit-new-intent',
    );
  });

  test('users page: a text card for every organisation and no images at all', async ({page}) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Who uses FDC3');
    const main = page.locator('main');
    await expect(main.locator('article')).toHaveCount(users.length);
    for (const user of users) {
      await expect(main.getByRole('link', {name: user.name, exact: true}), user.name).toHaveAttribute('href', user.url);
    }
    await expect(main.locator('img')).toHaveCount(0);
  });

  test('versions page: current, unreleased and past versions with docs and release notes', async ({page, request}) => {
    await page.goto('/versions');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('FDC3 versions');
    const main = page.locator('main');
    const expected: Array<[string, string, string]> = [
      ['FDC3 2.0', '/docs/fdc3-intro', 'https://github.com/finos/FDC3/releases/tag/v2.0'],
      ['Main/Unreleased', '/docs/next/fdc3-intro', 'https://github.com/finos/FDC3/blob/main/CHANGELOG.md'],
      ['FDC3 1.2', '/docs/1.2/fdc3-intro', 'https://github.com/finos/FDC3/releases/tag/v1.2'],
      ['FDC3 1.1', '/docs/1.1/fdc3-intro', 'https://github.com/finos/FDC3/releases/tag/v1.1'],
      ['FDC3 1.0', '/docs/1.0/fdc3-intro', 'https://github.com/finos/FDC3/releases/tag/v1.0'],
    ];
    await expect(main.getByRole('heading', {level: 3})).toHaveText(expected.map(([title]) => startsWith(title)));
    for (const [title, docs, notes] of expected) {
      const card = main.locator('article').filter({has: page.getByRole('heading', {name: startsWith(title)})});
      const docsLink = card.getByRole('link', {name: `${title} documentation`});
      await expect(docsLink, title).toHaveAttribute('href', docs);
      await expect(card.getByRole('link').nth(1), title).toHaveAttribute('href', notes);
      const response = await request.get(docs);
      expect(response.status(), docs).toBe(200);
    }
    await expect(main.getByRole('heading', {name: /FDC3 2\.0/})).toContainText('Current');
  });
});

test('every internal link on the site pages resolves', async ({page, request}) => {
  for (const path of sitePages) {
    await page.goto(path);
    const links = await internalLinks(page);
    expect(links.length, `internal links on ${path}`).toBeGreaterThan(0);
    await expectAllResolve(request, path, links);
  }
});

test.describe('community filter', () => {
  const desktopAgents = community.filter((entry) => entry.kind === 'desktop-agent');
  const libraries = community.filter((entry) => entry.kind === 'library');
  const label = (id: string): string => communityKinds.find((kind) => kind.id === id)!.pluralLabel;
  const filterButton = (page: Page, name: string) =>
    page.getByRole('group', {name: 'Filter by kind'}).getByRole('button', {name: startsWith(name)});

  /** Buttons respond only once the page has hydrated, so the click is retried until the URL changes. */
  async function clickUntilUrl(page: Page, button: Locator, url: RegExp): Promise<void> {
    await expect(async () => {
      await button.click();
      await expect(page).toHaveURL(url, {timeout: 1_000});
    }).toPass({timeout: 20_000});
  }

  test('choosing a kind filters the list, updates the count and is written to the URL', async ({page}) => {
    await page.goto('/community');
    const agents = filterButton(page, label('desktop-agent'));
    await clickUntilUrl(page, agents, /\/community\?kind=desktop-agent$/);
    await expect(agents).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(communityCards(page)).toHaveCount(desktopAgents.length);
    const status = `Showing ${desktopAgents.length} of ${community.length} entries`;
    await expect(page.getByRole('status').filter({hasText: 'entries'})).toContainText(status);
    for (const entry of desktopAgents) {
      await expect(communityCards(page).filter({hasText: entry.name}).first()).toBeVisible();
    }

    await page.reload();
    await expect(filterButton(page, label('desktop-agent'))).toHaveAttribute('aria-pressed', 'true');
    await expect(communityCards(page)).toHaveCount(desktopAgents.length);

    await clickUntilUrl(page, filterButton(page, 'All'), /\/community$/);
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(communityCards(page)).toHaveCount(community.length);
  });

  test('a shared filtered address opens with that filter applied', async ({page}) => {
    await page.goto('/community?kind=library');
    await expect(filterButton(page, label('library'))).toHaveAttribute('aria-pressed', 'true');
    await expect(communityCards(page)).toHaveCount(libraries.length);
    await expect(page.getByRole('status').filter({hasText: 'entries'})).toContainText(
      `Showing ${libraries.length} of ${community.length} entries`,
    );
  });

  test('an unknown kind in the address shows everything and says so', async ({page}) => {
    await page.goto('/community?kind=no-such-kind');
    await expect(page.locator('main')).toContainText('There is no kind called “no-such-kind”');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(communityCards(page)).toHaveCount(community.length);
  });
});

test.describe('blog', () => {
  const posts = [
    ['FDC3 2.0: what changed since 1.2', '/blog/2023/05/02/fdc3-2-0-what-changed'],
    ["What's coming in FDC3 2.1", '/blog/2023/09/12/whats-coming-in-2-1'],
    ['Intents and context data: an introduction for newcomers', '/blog/2023/10/05/intents-and-context-for-newcomers'],
  ] as const;

  test('the list shows the posts newest first, each truncated with a link to read more', async ({page}) => {
    await page.goto('/blog');
    const titles = page.locator('main article h2');
    await expect(titles).toContainText([posts[2][0], posts[1][0], posts[0][0]]);
    for (const [title, path] of posts) {
      const article = page.locator('main article').filter({has: page.getByRole('heading', {name: title})});
      await expect(article.getByRole('link', {name: title, exact: true})).toHaveAttribute('href', path);
      await expect(article.getByRole('link', {name: /read more/i})).toHaveAttribute('href', path);
    }
  });

  test('a post renders with its title, author and tags, and its links resolve', async ({page, request}) => {
    const [title, path] = posts[1];
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    const main = page.locator('main');
    await expect(main).toContainText('FDC3 maintainers');
    await expect(main.getByRole('link', {name: 'FDC3 2.1', exact: true})).toBeVisible();
    await expect(main).toContainText('SendChatMessage');
    await expectAllResolve(request, path, await internalLinks(page));
  });

  test('the archive lists every post', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    for (const [title, path] of posts) {
      // Archive entries read "<date> - <title>".
      await expect(page.locator(`main a[href="${path}"]`)).toContainText(title);
    }
  });

  for (const [feed, itemTag] of [
    ['/blog/rss.xml', 'item'],
    ['/blog/atom.xml', 'entry'],
  ] as const) {
    test(`the feed ${feed} is well-formed XML with an entry per post`, async ({page, request}) => {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto('/');
      const parsed = await page.evaluate(
        ({source, tag}) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          const error = doc.getElementsByTagName('parsererror')[0];
          return {
            error: error ? error.textContent : null,
            items: doc.getElementsByTagName(tag).length,
            titles: Array.from(doc.getElementsByTagName(tag), (item) => item.getElementsByTagName('title')[0]?.textContent ?? ''),
          };
        },
        {source: xml, tag: itemTag},
      );
      expect(parsed.error).toBeNull();
      expect(parsed.items).toBeGreaterThanOrEqual(posts.length);
      expect(parsed.titles).toEqual(expect.arrayContaining(posts.map(([title]) => title)));
    });
  }
});

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const path of [...sitePages, '/blog']) {
    test(`${path} has no horizontal scroll`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('load');
      const {scrollWidth, innerWidth} = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      const message = `${path} is ${scrollWidth} px wide in a ${innerWidth} px window`;
      expect(scrollWidth, message).toBeLessThanOrEqual(innerWidth);
    });
  }
});
