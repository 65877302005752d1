/**
 * The file of one docs version's names that the search lists first (written at build time from
 * ./search-definitions.ts, read by src/components/Search/definitions.ts). Types only, so the
 * browser code can import them.
 */

/** The file of one version: its reference pages once, then each name with its page, anchor, section and kind. */
export interface DefinitionsFile {
  /** Path (with the base URL, no trailing slash) and title of each page that defines names. */
  pages: [url: string, title: string][];
  /** `anchor` is '' for the top of the page; `section` is the heading the anchor belongs to ('' for the top). */
  defs: [name: string, page: number, anchor: string, section: string, kind: string][];
}
