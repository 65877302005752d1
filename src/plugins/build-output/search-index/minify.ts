/**
 * Pagefind's browser code comes as readable source: `pagefind.js` (an ES module, which the site's
 * search worker imports) and `pagefind-worker.js` (the classic script of Pagefind's own worker,
 * which it starts when it runs on the page: where the site's worker cannot). A reader's first
 * search downloads one or both, so they are minified before the index is written, with SWC (the
 * bundler's own minifier under Docusaurus Faster; terser took 0.35 s of build CPU for the two).
 */
import {minify} from '@swc/core';

/** The files the browser loads, and whether each is an ES module. */
export const searchScripts = [
  {file: 'pagefind.js', module: true},
  {file: 'pagefind-worker.js', module: false},
] as const;

/** A file of the index as Pagefind hands it over: a path inside the index folder, and its bytes. */
export interface IndexFile {
  path: string;
  content: Uint8Array;
}

/** The index's files with the search scripts minified; a missing one means Pagefind's output changed. */
export async function minifySearchScripts(files: readonly IndexFile[]): Promise<IndexFile[]> {
  const result = [...files];
  for (const {file, module} of searchScripts) {
    const at = result.findIndex((f) => f.path === file);
    if (at < 0) throw new Error(`search-index: Pagefind no longer writes ${file}, so check what the search box loads`);
    const source = new TextDecoder().decode(result[at]!.content);
    // Why no `compress`: it would save 0.5 KB more (gzip) for another second of build CPU time.
    const minified = await minify(source, {module, compress: false, mangle: true}).catch((error: unknown) => {
      throw new Error(`search-index: minifying ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (minified.code === undefined) throw new Error(`search-index: minifying ${file} gave no code`);
    result[at] = {path: file, content: new TextEncoder().encode(minified.code)};
  }
  return result;
}
