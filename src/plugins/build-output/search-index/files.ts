import type {IndexFile} from './minify';

/**
 * Pagefind's ready-made search interfaces and its on-page highlighter, which it writes beside
 * the index. The site has its own search box and does not highlight, so nothing loads them:
 * they are left out of the build (about 420 KB).
 */
export const unusedPagefindFiles: readonly string[] = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** The files of the index that the site ships: all but `unusedPagefindFiles`. */
export function shippedFiles(files: readonly IndexFile[]): IndexFile[] {
  return files.filter((f) => !unusedPagefindFiles.includes(f.path));
}
