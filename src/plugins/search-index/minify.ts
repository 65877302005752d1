/**
 * Pagefind writes its browser code as readable source: `pagefind.js` (an ES module the search box
 * imports) and `pagefind-worker.js` (the classic script of its search worker). A reader's first
 * search downloads both, so they are minified in place, with terser (the bundler's own minifier).
 */
import fs from 'node:fs';
import path from 'node:path';
import {minify} from 'terser';

/** The files the browser loads, and whether each is an ES module. */
export const searchScripts = [
  {file: 'pagefind.js', module: true},
  {file: 'pagefind-worker.js', module: false},
] as const;

/** Minifies the search index's scripts in `indexDir`; a missing one means Pagefind's output changed. */
export async function minifySearchScripts(indexDir: string): Promise<void> {
  for (const {file, module} of searchScripts) {
    const full = path.join(indexDir, file);
    if (!fs.existsSync(full)) {
      throw new Error(`search-index: ${full} is missing: Pagefind no longer writes it, so check what the search box loads`);
    }
    const result = await minify(fs.readFileSync(full, 'utf8'), {module, compress: true, mangle: true}).catch((error: unknown) => {
      throw new Error(`search-index: minifying ${full} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (result.code === undefined) throw new Error(`search-index: minifying ${full} gave no code`);
    fs.writeFileSync(full, result.code);
  }
}
