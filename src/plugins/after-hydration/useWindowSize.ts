import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Stands in for @docusaurus/theme-common/lib/hooks/useWindowSize.js (see ./index.ts): the
// same hook, but the first size after hydration is set in a transition. Later resizes are
// set at once, as in the original.
type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint, as in the original (the CSS uses the same figure).
const desktopBreakpointDefault = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) throw new Error('getWindowSize() should only be called after React hydration');
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = desktopBreakpointDefault}: {desktopBreakpoint?: number} = {}): WindowSize {
  // 'ssr' on the server and in the first render in the browser, as hydration needs.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(getWindowSize(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
