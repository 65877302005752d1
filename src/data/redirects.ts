/**
 * Old doc ids of the 1.x versions that still lead somewhere, each to the
 * canonical page of the same version. The config turns them into static
 * redirect pages (src/plugins/build-output/redirect-pages) and `_redirects` lines
 * (src/plugins/build-output/headers); a unit test proves
 * every target is a page (and heading) of the same version.
 */
import {versionRouteBase} from '../fdc3/routes';

export interface DocRedirect {
  /** Docs version name as in versions.json. */
  version: string;
  /** The old doc id, as it appeared in that version's URLs. */
  from: string;
  /** Doc id of the canonical page in the same version, optionally with `#anchor`. */
  to: string;
}

/** The ids of FDC3 1.0's pages before the 2020 restructuring into folders (facts-1x.md §7). */
const legacyIds = (discovery: string, usage: string): [string, string][] => [
  ['appd-intro', 'app-directory/overview'],
  ['appd-discovery', discovery],
  ['appd-use', usage],
  ['appd-spec', 'app-directory/spec'],
  ['context-intro', 'context/spec'],
  ['context-spec', 'context/spec'],
  ['intents-intro', 'intents/spec'],
  ['intents-spec', 'intents/spec'],
];

const inVersion = (version: string, pairs: [string, string][]): DocRedirect[] => pairs.map(([from, to]) => ({version, from, to}));

export const docRedirects: readonly DocRedirect[] = [
  // 1.0: these were its real pages; 1.0 had no separate discovery and usage
  // pages in the new layout, so those two lead to sections of the overview.
  ...inVersion('1.0', [
    ...legacyIds('app-directory/overview#discovery', 'app-directory/overview#usage'),
    ['api/api-intro', 'api/overview'],
    ['api/api-spec', 'api/spec'],
    ['api/DesktopAgent', 'api/ref/DesktopAgent'],
    ['api/Context', 'api/ref/Types#context'],
    ['api/Errors', 'api/ref/Errors'],
  ]),
  // 1.1 and 1.2 kept serving the 1.0 pages under these ids (facts-1x.md §7).
  ...inVersion('1.1', legacyIds('app-directory/discovery', 'app-directory/usage')),
  ...inVersion('1.2', legacyIds('app-directory/discovery', 'app-directory/usage')),
  // 1.2 merged 1.1's one-page-per-type reference into Types, Metadata and Errors (PR #349).
  ...inVersion('1.2', [
    ['api/ref/Context', 'api/ref/Types#context'],
    ['api/ref/ContextHandler', 'api/ref/Types#contexthandler'],
    ['api/ref/Listener', 'api/ref/Types#listener'],
    ['api/ref/AppIntent', 'api/ref/Metadata#appintent'],
    ['api/ref/AppMetadata', 'api/ref/Metadata#appmetadata'],
    ['api/ref/DisplayMetadata', 'api/ref/Metadata#displaymetadata'],
    ['api/ref/IntentMetadata', 'api/ref/Metadata#intentmetadata'],
    ['api/ref/IntentResolution', 'api/ref/Metadata#intentresolution'],
    ['api/ref/OpenError', 'api/ref/Errors#openerror'],
    ['api/ref/ResolveError', 'api/ref/Errors#resolveerror'],
    ['api/ref/ChannelError', 'api/ref/Errors#channelerror'],
  ]),
];

/** The redirects as site paths (without the base URL), for the build output's redirect pages and `_redirects`. */
export function redirectRoutes(releasedVersions: readonly string[]): {from: string; to: string}[] {
  return docRedirects.map(({version, from, to}) => {
    const base = versionRouteBase(version, releasedVersions);
    return {from: `${base}/${from}`, to: `${base}/${to}`};
  });
}
