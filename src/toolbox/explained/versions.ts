/**
 * The versions "FDC3 Explained" has a page for. A pure module: the toolbox
 * plugin (Node) reads it to add the routes without loading the simulated
 * agents, and the pages (browser) read it to list them.
 */
export const explainedVersions = ['1.0', '1.1', '1.2', '2.0'] as const;
export type ExplainedVersion = (typeof explainedVersions)[number];
