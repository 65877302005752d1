import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/** The width up to which the theme shows the phone's layout (`useWindowSize`, and Infima's CSS). */
const desktopBreakpoint = 996;

// Why ejected: the server renders the wide screen's sidebar, and the original renders it again in the browser
// on every screen until the page knows its width (`useWindowSize` is 'ssr' until then), although on a phone it
// is hidden by CSS and removed as soon as the width is known: on a phone, about 140 elements and their links
// were hydrated only to be thrown away. On a phone, until the width is known, the sidebar's element is one node
// whose inside is left to the server's markup (decision record 0017), and it goes a moment later, as before.
// That holds for a sidebar that mounts later too (a docs page reached from the home page), which shows nothing
// on a phone either. Otherwise this is the original: the wide screen's sidebar, or the phone menu's.
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const phoneUntilKnown = windowSize === 'ssr' && typeof window !== 'undefined' && window.innerWidth <= desktopBreakpoint;
  return (
    <>
      {(windowSize === 'desktop' || windowSize === 'ssr') &&
        (phoneUntilKnown ? <div dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning /> : <DocSidebarDesktop {...props} />)}
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
