/**
 * The harness itself (fixtures.ts): its guard sees each kind of problem it is there to fail a test on, and
 * `expectedErrors` lets through only what it names. Each test reads what the guard caught, then clears it
 * (a test the guard caught something in fails when it ends).
 */
import {test, expect, visit, type Guard} from './fixtures';

/** What the guard caught, once it has caught `count` problems; then forgets them, so that the test can pass. */
async function caught(guard: Guard, count: number): Promise<string[]> {
  await expect.poll(() => guard.problems.length).toBeGreaterThanOrEqual(count);
  return guard.problems.splice(0);
}

test('a CSP violation is caught: an inline script the policy does not list', async ({page, guard}) => {
  await visit(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.ranAnyway = true;';
    document.head.append(script);
  });
  const problems = await caught(guard, 2);
  expect(problems).toContainEqual(expect.stringMatching(/^CSP violation on \/: script-src-elem blocked inline/));
  expect(problems).toContainEqual(expect.stringMatching(/^console error on \/: .*Content Security Policy/));
  expect(await page.evaluate(() => (window as unknown as {ranAnyway?: boolean}).ranAnyway)).toBeUndefined();
});

test('a console error and an uncaught exception are caught', async ({page, guard}) => {
  await visit(page, '/community');
  await page.evaluate(() => {
    console.error('something went wrong');
    setTimeout(() => {
      throw new Error('nobody caught this');
    });
  });
  expect((await caught(guard, 2)).sort()).toEqual([
    'console error on /community: something went wrong',
    'uncaught exception on /community: Error: nobody caught this',
  ]);
});

test('a request to another host is refused by the CSP, or by the guard where no policy applies; Google Analytics gets its stub', async ({
  page,
  guard,
}) => {
  await visit(page, '/');
  const fetched = (url: string) =>
    page.evaluate(
      (target) =>
        fetch(target, {mode: 'no-cors'}).then(
          (r) => r.type,
          () => 'refused',
        ),
      url,
    );
  expect(await fetched('https://www.google-analytics.com/g/collect?v=2')).toBe('opaque');
  expect(guard.problems).toEqual([]);
  expect(await fetched('https://example.com/tracker.js')).toBe('refused');
  expect(await caught(guard, 1)).toContainEqual(
    expect.stringMatching(/^CSP violation on \/: connect-src blocked https:\/\/example\.com\/tracker\.js/),
  );
  await expect(page.goto('https://example.com/')).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
  expect(await caught(guard, 1)).toEqual(['third-party request: https://example.com/']);
});

test.describe('expectedErrors', () => {
  test.use({expectedErrors: /^expected failure$/});

  test('lets through only the errors it names', async ({page, guard}) => {
    await visit(page, '/');
    await page.evaluate(() => {
      console.error('expected failure');
      console.error('expected failure, and more');
    });
    expect(await caught(guard, 1)).toEqual(['console error on /: expected failure, and more']);
  });
});
