import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

let serverMarkup: boolean | undefined;

/** Whether the page came with the server's markup (a built page), read once: the development server sends an empty root. */
function pageHasServerMarkup(): boolean {
  serverMarkup ??= document.getElementById('__docusaurus')?.firstChild != null;
  return serverMarkup;
}

/**
 * True for a component that mounted while the page hydrated the server's markup, for as long as it lives:
 * such a component may leave its inside to that markup (`dangerouslySetInnerHTML` with an empty string,
 * which React neither compares nor patches). False on the server, for a component that mounts later (a
 * page reached by a link inside the site), and on the development server, which renders in the browser only.
 */
export function useHydratedFromServer(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(() => !isBrowser && typeof document !== 'undefined' && pageHasServerMarkup());
  return hydrating;
}
