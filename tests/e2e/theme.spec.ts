import {test, expect, type Page} from '@playwright/test';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) => page.locator('nav.navbar button[class*="toggleButton"]').first();

test.describe('colour mode', () => {
  test('is light by default when the system has no dark preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto('/');
    expect(await theme(page)).toBe('light');
    await context.close();
  });

  test('follows a dark system preference while the reader has made no choice', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
    await page.goto('/docs/fdc3-intro');
    expect(await theme(page)).toBe('dark');
    await context.close();
  });

  test("saves the reader's choice and keeps it over the system preference", async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto('/');
    // The toggle cycles system -> light -> dark.
    for (let i = 0; i < 3 && (await theme(page)) !== 'dark'; i += 1) await toggle(page).click();
    expect(await theme(page)).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('theme'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(stored).toContain('dark');
    await context.close();
  });

  test('a change in one tab is picked up by another', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/docs/fdc3-intro');
    expect(await theme(second)).toBe('light');
    for (let i = 0; i < 3 && (await theme(first)) !== 'dark'; i += 1) await toggle(first).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});
