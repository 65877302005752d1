/** Where the toolbox's pages live, and where each page's own stylesheets are served from. */
export const toolboxPaths = {
  home: '/toolbox',
  explainedHome: '/toolbox/fdc3-explained',
  explained: (version: string): string => `/toolbox/fdc3-explained/${version}`,
  workbench: '/toolbox/fdc3-workbench',
  checkContext: '/toolbox/check-context',
} as const;

/**
 * The toolbox's stylesheets. They sit in the folders `separateCss` (src/data/site.ts)
 * names (under static/), are linked only by the toolbox pages and are never
 * bundled into the site's CSS. `toolbox.css` is the base every toolbox page
 * shares; each page adds its own.
 */
export const toolboxStylesheets = {
  base: '/toolbox/fdc3-workbench/static/css/toolbox.css',
  workbench: '/toolbox/fdc3-workbench/static/css/workbench.css',
  checkContext: '/toolbox/fdc3-workbench/static/css/check-context.css',
  explained: (version: string): string => `/toolbox/fdc3-explained/${version}/explained.css`,
} as const;
