import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

// Stands in for @docusaurus/core/lib/client/browserContext.js (see ./index.ts): the same
// context and provider, but the page learns it runs in a browser in a transition.
export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  // False on the server and in the first render in the browser, as hydration needs.
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
