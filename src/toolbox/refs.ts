/**
 * Where each API member the toolbox logs is documented, in the docs of the
 * same version. The browser suite checks every address and anchor against
 * the build, so a renamed heading fails a test instead of leaving a dead link.
 */
export type ToolboxVersion = '1.0' | '1.1' | '1.2' | '2.0';

/** Docs root of each version: 2.0 is the current version, at /docs. */
export const docsRoot: Record<ToolboxVersion, string> = {
  '1.0': '/docs/1.0',
  '1.1': '/docs/1.1',
  '1.2': '/docs/1.2',
  '2.0': '/docs',
};

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
