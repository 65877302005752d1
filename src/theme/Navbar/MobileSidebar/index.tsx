import {useEffect, useState, type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import OriginalMobileSidebar from '@theme-original/Navbar/MobileSidebar';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

// Why: the original menu leaves the keyboard focus on the menu button, under the open menu, so Tab walks
// through links hidden behind it; it has no Escape; and its close button drops the focus on <body>. Here the
// menu takes the focus when it opens, Escape closes it, the focus leaving it (Tab past its end, Shift+Tab
// before its start) closes it, and closing it from inside gives the focus back to the menu button.
// And the menu is built when the reader first opens it, not as every page on a phone starts: the original
// renders it (the site's links and the docs sidebar, about 220 elements) in the update that follows
// hydration, for a menu most readers of a page never open.
export default function NavbarMobileSidebar(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  useEffect(() => {
    if (!shown) return undefined;
    const menu = document.querySelector<HTMLElement>(`.${ThemeClassNames.layout.navbar.mobileSidebar.container}`);
    if (!menu) return undefined;
    // The menu fades in: its links can take the focus once it is visible, a frame after it opens.
    let frames = 0;
    let request = 0;
    const focusFirst = () => {
      const first = Array.from(menu.querySelectorAll<HTMLElement>(focusable)).find(
        // checkVisibility is missing in browsers older than 2024: there, any focusable element will do.
        (el) =>
          el.tabIndex >= 0 &&
          !el.closest('[inert]') &&
          (typeof el.checkVisibility !== 'function' || el.checkVisibility({visibilityProperty: true})),
      );
      if (first) first.focus();
      else if (frames++ < 30) request = requestAnimationFrame(focusFirst);
    };
    focusFirst();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      toggle();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !menu.contains(event.target)) toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(request);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const active = document.activeElement;
      if (active === null || active === document.body || menu.contains(active)) {
        document.querySelector<HTMLElement>('.navbar__toggle')?.focus({preventScroll: true});
      }
    };
  }, [shown, toggle]);
  return opened ? <OriginalMobileSidebar /> : null;
}
