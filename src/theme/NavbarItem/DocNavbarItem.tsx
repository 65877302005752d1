import type {ReactNode} from 'react';
import {useActiveDocContext, useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import {useThemeConfig} from '@docusaurus/theme-common';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocNavbarItem';

/**
 * A navbar link to a doc, as the original, but active for one item at a time. The original marks every doc
 * item whose doc shares the open page's sidebar: "Getting Started" and "The Standard" sit in the same sidebar,
 * so both lit up on every docs page. Here an item is active on its own page; on any other page of the
 * sidebar, only the navbar's last doc item in it is ("The Standard", which the reference, guides and use
 * cases belong to).
 */
export default function DocNavbarItem({docId, label: staticLabel, docsPluginId, ...props}: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const {items} = useThemeConfig().navbar;
  const docItems = items.filter((item) => item.type === 'doc').map((item) => item.docId as string);
  const pageActive = activeDoc?.path === doc?.path;
  if (doc === null || (doc.unlisted && !pageActive)) return null;
  const onItemPage = activeDoc !== undefined && docItems.includes(activeDoc.id);
  const standsForSidebar = docItems[docItems.length - 1] === docId;
  const sidebarActive = !onItemPage && standsForSidebar && !!activeDoc?.sidebar && activeDoc.sidebar === doc.sidebar;
  return <DefaultNavbarItem exact {...props} isActive={() => pageActive || sidebarActive} label={staticLabel ?? doc.id} to={doc.path} />;
}
