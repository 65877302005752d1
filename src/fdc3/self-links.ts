/**
 * Absolute links to the site's own origin (`https://fdc3.finos.org/...`, the
 * config's `url`) are links into this build and must resolve like relative
 * ones. Docusaurus's own link check skips every absolute URL, so the docs'
 * absolute self-links are found here, in the Markdown, and the browser crawl
 * maps them onto the server it tests (`internalUrl`).
 *
 * A link is a Markdown link or image target, an autolink (`<https://...>`), an
 * `href`/`src` attribute, or a bare URL in prose (which GFM turns into a link).
 * A URL inside inline code or a fenced block is an identifier, not a link (the
 * docs explain `$id` values such as `https://fdc3.finos.org/schemas/next/...`
 * that way), and is left alone.
 */
import {proseLines} from './markdown';

export interface SelfLink {
  /** 1-based line in the text given. */
  line: number;
  url: string;
  /** The path under the site's base URL, without query and fragment (`/schemas/1.2/instrument.schema.json`). */
  path: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Blanks out inline code spans (keeping the line's length), so that URLs inside them are not read as links. */
export function withoutInlineCode(line: string): string {
  return line.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (m) => ' '.repeat(m.length));
}

/** The path of `href` under the site (`siteUrl` plus `baseUrl`), or undefined if it is not a link to the site. */
export function selfLinkPath(href: string, siteUrl: string, baseUrl = '/'): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(siteUrl).origin) return undefined;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!`${url.pathname}/`.startsWith(base)) return undefined;
  return `/${url.pathname.slice(base.length)}`;
}

/** The absolute links to the site in a Markdown text (outside code). */
export function selfLinks(text: string, siteUrl: string, baseUrl = '/'): SelfLink[] {
  const origin = new URL(siteUrl).origin;
  // Why the trailing-punctuation rule: GFM leaves a URL's final `.`, `,`, `:`, `;`, `!`, `?` or unmatched `)` out of the link.
  const urlPattern = new RegExp(`${escape(origin)}(?:[/?#][^\\s<>()\\[\\]"'\`]*)?`, 'g');
  const out: SelfLink[] = [];
  for (const {line, text: raw} of proseLines(text)) {
    const prose = withoutInlineCode(raw);
    for (const m of prose.matchAll(urlPattern)) {
      const url = m[0].replace(/[.,:;!?]+$/, '');
      const path = selfLinkPath(url, siteUrl, baseUrl);
      if (path !== undefined) out.push({line, url, path});
    }
  }
  return out;
}

/**
 * Where a link found on a served page leads, if it stays on this site: a link
 * to the origin under test is itself; one to the site's configured origin
 * (`siteUrl`) is the same path on the origin under test. Other links: undefined.
 */
export function internalUrl(href: string, servedOrigin: string, siteUrl: string): URL | undefined {
  const url = new URL(href);
  if (url.origin === servedOrigin) return url;
  if (url.origin === new URL(siteUrl).origin) return new URL(`${url.pathname}${url.search}${url.hash}`, servedOrigin);
  return undefined;
}

/** Problems with the self-links of one file: each that `resolves` rejects, with the file and line. */
export function selfLinkProblems(
  file: string,
  text: string,
  siteUrl: string,
  resolves: (path: string) => boolean,
  baseUrl = '/',
): string[] {
  return selfLinks(text, siteUrl, baseUrl)
    .filter((l) => !resolves(l.path))
    .map((l) => `${file}:${l.line}: ${l.url} links to this site, but nothing in the build is at ${l.path}`);
}
