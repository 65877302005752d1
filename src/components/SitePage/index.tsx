import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {searchIndexMarker, siteSearchScope} from '@site/src/data/search';
import styles from './styles.module.css';

interface SitePageProps {
  /** The document title (before the site name) and, unless `heading` is given, the H1. */
  title: string;
  /** The meta description. */
  description: string;
  /** The page's H1, when it reads differently from the document title. */
  heading?: ReactNode;
  /** The opening paragraph under the H1, set a little larger than body text. */
  lead?: ReactNode;
  /** More of the header after the lead, such as a note or an on-this-page menu. */
  headerExtra?: ReactNode;
  /**
   * A class from the page's own module for what is unique to it: a narrower
   * `max-width`, or the header knobs `--site-page-header-max-width` (48rem)
   * and `--site-page-header-gap` (2rem).
   */
  className?: string;
  /** Whether site search lists the page (default true; the search page itself is not). */
  searchable?: boolean;
  children: ReactNode;
}

/**
 * The frame shared by the site's own pages (community, users, get involved,
 * versions): the layout, one `main` container and a header with the H1 and
 * its lead paragraph. The page's content follows as children.
 */
export function SitePage({
  title,
  description,
  heading = title,
  lead,
  headerExtra,
  className,
  searchable = true,
  children,
}: SitePageProps): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className={clsx('container', styles.page, className)} {...(searchable ? searchIndexMarker(siteSearchScope) : {})}>
        <header className={styles.header}>
          <Heading as="h1">{heading}</Heading>
          {lead && <p className={styles.lead}>{lead}</p>}
          {headerExtra}
        </header>
        {children}
      </main>
    </Layout>
  );
}
