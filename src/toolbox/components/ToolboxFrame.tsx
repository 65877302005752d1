import {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchIndexMarker, siteSearchScope} from '@site/src/data/search';
import {toolboxStylesheets} from '../paths';

interface ToolboxFrameProps {
  title: string;
  description: string;
  /** The page's own stylesheet (served from static/, see `toolboxStylesheets`), linked after the shared base. */
  stylesheet?: string;
  lead?: ReactNode;
  /**
   * The docs version the page belongs to in search (a page about one version is found only from
   * that version's docs); pages about every version are filed with the site's pages.
   */
  searchScope?: string;
  children: ReactNode;
}

/**
 * The frame of every toolbox page: the site's layout, the toolbox's own
 * stylesheets (linked by this page only, never bundled into the site's CSS)
 * and a header with the H1 and its lead paragraph.
 */
export function ToolboxFrame({
  title,
  description,
  stylesheet,
  lead,
  searchScope = siteSearchScope,
  children,
}: ToolboxFrameProps): ReactNode {
  const base = useBaseUrl(toolboxStylesheets.base);
  const own = useBaseUrl(stylesheet ?? toolboxStylesheets.base);
  const hrefs = stylesheet ? [base, own] : [base];
  const styled = useStylesheets(hrefs);
  return (
    <Layout title={title} description={description}>
      {/* Why not <Head>: its manager removes and re-adds the head's links as the page hydrates, so
          the page drew unstyled for a moment and everything moved (layout shift 0.9 on a desktop).
          Links in the page are rendered by the server and kept as they are while hydrating. */}
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} onLoad={styled.onLoad} onError={styled.onError} />
      ))}
      <main className="container tb-page" hidden={!styled.shown} {...searchIndexMarker(searchScope)}>
        <header className="tb-header">
          <Heading as="h1">{title}</Heading>
          {lead && <p className="tb-lead">{lead}</p>}
        </header>
        {children}
      </main>
    </Layout>
  );
}

/**
 * Keeps a page reached by a link inside the site hidden until its stylesheets have loaded,
 * so that it is never drawn unstyled. A page loaded from the server is shown at once: the
 * browser has loaded the links the server put in it before the page hydrates, and if one
 * failed, the page is better unstyled than blank. A stylesheet that fails to load later
 * shows the page too.
 */
function useStylesheets(hrefs: string[]): {shown: boolean; onLoad: () => void; onError: () => void} {
  const hydrating = !useIsBrowser();
  const [shown, setShown] = useState(() => hydrating || hrefs.every(isLoaded));
  return {
    shown,
    onLoad: () => {
      if (hrefs.every(isLoaded)) setShown(true);
    },
    onError: () => setShown(true),
  };
}

/** Whether the document has the stylesheet at `href` loaded (from a link of this page, or of the page being left). */
function isLoaded(href: string): boolean {
  const url = new URL(href, document.baseURI).href;
  return Array.from(document.styleSheets).some((sheet) => sheet.href === url);
}
