const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'})` writes it, "Nov 24, 2026", without Intl: a page's first Intl formatter
 * loads the browser's locale data, one long stretch of main-thread work while the page
 * hydrates (tests/unit/last-updated.test.ts checks every day of a span against Intl).
 */
export function formatDay(date: Date): string {
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
