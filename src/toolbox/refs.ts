/**
 * Where each API member the toolbox logs is documented, in the docs of the
 * same version. The browser suite checks every address and anchor against
 * the build, so a renamed heading fails a test instead of leaving a dead link.
 */
import releasedVersions from '../../versions.json';
import {versionRouteBase} from '../fdc3/routes';

export type ToolboxVersion = '1.0' | '1.1' | '1.2' | '2.0';

const toolboxVersions: readonly ToolboxVersion[] = ['1.0', '1.1', '1.2', '2.0'];

/**
 * Docs root of each version, derived from versions.json like the docs' own
 * routes: the latest release is at /docs (2.0 today), so after a release of
 * 2.1 the 2.0 toolbox links to /docs/2.0 with no edit here.
 */
export const docsRoot = Object.fromEntries(toolboxVersions.map((v) => [v, versionRouteBase(v, releasedVersions)])) as Record<
  ToolboxVersion,
  string
>;

const listenerPage: Record<ToolboxVersion, string> = {'1.0': 'Types', '1.1': 'Listener', '1.2': 'Types', '2.0': 'Types'};

/**
 * The reference address of a logged member (`DesktopAgent.broadcast`,
 * `Channel.getCurrentContext`, …), or undefined when the version's reference
 * has no section for it.
 */
export function refUrl(version: ToolboxVersion, member: string): string | undefined {
  const [iface, name] = member.split('.');
  if (!iface || !name) return undefined;
  const root = `${docsRoot[version]}/api/ref`;
  switch (iface) {
    case 'DesktopAgent':
      return `${root}/DesktopAgent#${name.toLowerCase()}`;
    case 'Channel':
      return version === '1.0' ? undefined : `${root}/Channel#${name.toLowerCase()}`;
    case 'PrivateChannel':
      return version === '2.0' ? `${root}/PrivateChannel#${name.toLowerCase()}` : undefined;
    case 'Listener':
      return `${root}/${listenerPage[version]}#unsubscribe`;
    case 'IntentResolution':
      return `${root}/Metadata#intentresolution`;
    default:
      return undefined;
  }
}
