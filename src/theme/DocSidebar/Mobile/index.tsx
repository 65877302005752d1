import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/DocSidebar/Mobile';
import type {Props as NavbarItemProps} from '@theme/NavbarItem';

/**
 * The docs menu of the phone's navbar: the original's, with the version switcher on top. The original
 * puts the switcher only in the main menu, behind "Back to main menu". This one is the navbar's own
 * version dropdown item (same versions, "All versions", same page in the other version, anchor kept).
 */
function DocSidebarMobileSecondaryMenu({sidebar, path}: Props): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  // The theme types its config's items loosely; this one is the docsVersionDropdown item, as NavbarItem takes it.
  const versionItem = useThemeConfig().navbar.items.find((item) => item.type === 'docsVersionDropdown') as NavbarItemProps | undefined;
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      {versionItem && <NavbarItem {...versionItem} mobile />}
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // As the original: a link, or a category with a page of its own, closes the menu.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(DocSidebarMobile);
