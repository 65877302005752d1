/**
 * What a page's first load is made of, from Lighthouse's `network-requests` audit: the bench
 * prints it under the home page's first-load figure, so that the bundle's share of the budget is
 * read off the table instead of worked out from a trace.
 */

/** One request as Lighthouse reports it (the fields used here). */
export interface LoadedRequest {
  url: string;
  /** Bytes on the wire: the compressed body and the response headers. */
  transferSize: number;
  resourceType?: string;
}

/** The parts, in the order they are printed. */
export const firstLoadParts = ['main bundle', 'runtime', 'page scripts', 'CSS', 'HTML', 'images and other'] as const;
export type FirstLoadPart = (typeof firstLoadParts)[number];

/** The part a request belongs to: Docusaurus names its two start-up scripts main and runtime~main. */
export function partOf({url, resourceType}: LoadedRequest): FirstLoadPart {
  if (resourceType === 'Document') return 'HTML';
  if (resourceType === 'Stylesheet') return 'CSS';
  if (resourceType === 'Script') {
    const file = new URL(url, 'http://localhost').pathname.split('/').pop() ?? '';
    if (/^main\.[0-9a-f]+\.js$/.test(file)) return 'main bundle';
    if (/^runtime~main\.[0-9a-f]+\.js$/.test(file)) return 'runtime';
    return 'page scripts';
  }
  return 'images and other';
}

/** Bytes per part, every part present (0 when nothing of it loaded). */
export function firstLoadByPart(requests: readonly LoadedRequest[]): Record<FirstLoadPart, number> {
  const bytes = Object.fromEntries(firstLoadParts.map((part) => [part, 0])) as Record<FirstLoadPart, number>;
  for (const request of requests) bytes[partOf(request)] += request.transferSize;
  return bytes;
}
