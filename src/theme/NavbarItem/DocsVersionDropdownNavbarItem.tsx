import type {ReactNode} from 'react';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import OriginalDropdown from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {unreleasedDropdownLabel, unreleasedVersionName} from '@site/src/data/site';

// Why: list released versions newest first and the unreleased one last under
// the dropdown's own label, from the plugin's version data, so a release needs
// no navbar edit.
export default function DocsVersionDropdownNavbarItem(props: Props): ReactNode {
  const versions = useVersions(props.docsPluginId);
  const released = versions.filter((v) => v.name !== unreleasedVersionName).map((v) => [v.name, {}] as const);
  const unreleased = versions.some((v) => v.name === unreleasedVersionName)
    ? [[unreleasedVersionName, {label: unreleasedDropdownLabel}] as const]
    : [];
  return <OriginalDropdown {...props} versions={Object.fromEntries([...released, ...unreleased])} />;
}
