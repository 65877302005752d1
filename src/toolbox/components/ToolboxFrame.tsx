import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchIndexMarker, siteSearchScope} from '@site/src/data/search';
import {toolboxStylesheets} from '../paths';

interface ToolboxFrameProps {
  title: string;
  description: string;
  /** The page's own stylesheet (served from static/, see `toolboxStylesheets`), linked after the shared base. */
  stylesheet?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every toolbox page: the site's layout, the toolbox's own
 * stylesheets (linked by this page only, never bundled into the site's CSS)
 * and a header with the H1 and its lead paragraph.
 */
export function ToolboxFrame({title, description, stylesheet, lead, children}: ToolboxFrameProps): ReactNode {
  const base = useBaseUrl(toolboxStylesheets.base);
  const own = useBaseUrl(stylesheet ?? toolboxStylesheets.base);
  return (
    <Layout title={title} description={description}>
      {/* Why not <Head>: its manager removes and re-adds the head's links as the page hydrates, so
          the page drew unstyled for a moment and everything moved (layout shift 0.9 on a desktop).
          A stylesheet with a precedence is React's own: rendered first on the server, kept as it
          is while hydrating, and waited for before showing the page after client navigation. */}
      <link rel="stylesheet" href={base} precedence="toolbox" />
      {stylesheet && <link rel="stylesheet" href={own} precedence="toolbox" />}
      <main className="container tb-page" {...searchIndexMarker(siteSearchScope)}>
        <header className="tb-header">
          <Heading as="h1">{title}</Heading>
          {lead && <p className="tb-lead">{lead}</p>}
        </header>
        {children}
      </main>
    </Layout>
  );
}
