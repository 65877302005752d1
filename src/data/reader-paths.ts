/**
 * Three reading paths through the docs, one for each kind of reader: the app
 * developer, the Desktop Agent builder and the person weighing FDC3 for a
 * firm. This file has each path's title and lead and the types; the steps
 * are in src/data/reader-path-steps.ts. Each step says in one sentence what
 * the reader learns there, and points at a doc (by id, per docs version) or
 * at a page of the site.
 *
 * The home page (`src/pages/index/_components/HomePaths`) shows each path's
 * title and lead; the Getting started page of 2.0 and next (`fdc3-intro`)
 * shows the steps (`src/components/ReaderPaths`). At build time the
 * `reader-paths` plugin (src/plugins/reader-paths) checks every doc id and
 * heading anchor against the docs of its version: a renamed or removed page
 * fails the build with a message naming the data file and line.
 */
/** This file, as the build's messages name it. */
export const readerPathsFile = 'src/data/reader-paths.ts';

export type ReaderPathId = 'app' | 'agent' | 'evaluator';

/** The docs versions that carry the paths: the current release and the draft. */
export type PathVersion = '2.0' | 'current';
export const pathVersions: readonly PathVersion[] = ['2.0', 'current'];

/** Pages of the site outside the docs that a step may lead to. */
export type SitePagePath = '/toolbox/fdc3-workbench' | '/toolbox' | '/users' | '/get-involved';

/** A doc of a version, by id, optionally with a heading anchor: `api/ref/DesktopAgent#raiseintent`. */
export type DocTarget = string;

export interface PathStep {
  /** The link's words. */
  label: string;
  /** One sentence: what the reader learns at this step. */
  learn: string;
  /** Where it leads: a doc id (with `#anchor`) per version that has the step, or a page of the site for every version. */
  to: {docs: Partial<Record<PathVersion, DocTarget>>} | {page: SitePagePath};
}

export interface ReaderPath {
  id: ReaderPathId;
  /** The reader, in their own words. */
  title: string;
  /** One sentence: where the path takes them. */
  lead: string;
}

export const readerPaths: readonly ReaderPath[] = [
  {
    id: 'app',
    title: 'I build an app',
    lead: 'From a first app to the Workbench.',
  },
  {
    id: 'agent',
    title: 'I build a Desktop Agent',
    lead: 'From the API’s MUSTs to conformance.',
  },
  {
    id: 'evaluator',
    title: 'I evaluate FDC3 for my firm',
    lead: 'Why FDC3, who uses it, how to join.',
  },
];

/** The id of a path's section on the Getting started page. */
export const pathAnchor = (id: ReaderPathId): string => `path-${id}`;

/**
 * A path's section on the current release's Getting started page, as the home
 * page links it: the latest release is served at /docs (docusaurus.config.ts),
 * as the hero's own Getting started link assumes. Kept free of the route rule
 * so that the home page's script stays small; a unit test holds it to the rule.
 */
export const homePathHref = (id: ReaderPathId): string => `/docs/fdc3-intro#${pathAnchor(id)}`;
