/**
 * Where a docs page's Markdown copy is served: beside the page, its address
 * with `.md` appended (`/docs/api/ref/DesktopAgent` → `/docs/api/ref/DesktopAgent.md`,
 * a folder's index page `/docs/` → `/docs/index.md`). Shared by the build step
 * that writes the copies (src/plugins/build-output/llms-txt) and the docs page
 * that links to its copy (src/theme/DocItem/Content), so the two cannot part.
 */

/** A page's path relative to the build folder: its permalink without the base URL (`docs/1.2/api/ref/Channel`). */
export function pagePath(permalink: string, baseUrl: string): string {
  return permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\/+/, '');
}

/** Where the page's Markdown copy is written, relative to the build folder. */
export function markdownCopyPath(permalink: string, baseUrl: string): string {
  const rel = pagePath(permalink, baseUrl);
  return rel === '' || rel.endsWith('/') ? `${rel}index.md` : `${rel}.md`;
}

/** The address of the page's Markdown copy, with the base URL (the `href` of its `alternate` link). */
export function markdownCopyHref(permalink: string, baseUrl: string): string {
  return `${baseUrl}${markdownCopyPath(permalink, baseUrl)}`;
}
