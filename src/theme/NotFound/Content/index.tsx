import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

interface Destination {
  label: string;
  to: string;
  description: string;
}

const destinations: Destination[] = [
  {label: 'Introduction', to: '/docs/fdc3-intro', description: 'What FDC3 is and how to start using it.'},
  {label: 'The Standard', to: '/docs/fdc3-standard', description: 'The parts of the standard and their specifications.'},
  {label: 'API reference', to: '/docs/api/ref/DesktopAgent', description: 'Every method of the Desktop Agent API.'},
  {label: 'Use cases', to: '/docs/use-cases/overview', description: 'The workflows that shaped the standard.'},
  {label: 'Community', to: '/community', description: 'Platforms, directories and libraries that implement FDC3.'},
  {label: 'Blog', to: '/blog', description: 'Release notes and articles about FDC3.'},
];

// Ejected leaf (see src/theme/README.md): the default page only apologises;
// ours offers a search and the main ways back into the site.
export default function NotFoundContent({className}: Props): ReactNode {
  const searchAction = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Head>
        <meta
          name="description"
          content="There is no page at this address on the FDC3 site. Search the documentation or go back to one of its main sections."
        />
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the documentation was reorganised, or the link that brought you here
            may contain a typo.
          </p>
          <form className={styles.search} action={searchAction} method="get" role="search">
            <label htmlFor="not-found-search" className={styles.label}>
              Search the documentation
            </label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                name="q"
                type="search"
                className={styles.input}
                placeholder="For example: raiseIntent, fdc3.instrument, channels"
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Or start from one of these</Heading>
          <ul className={styles.destinations}>
            {destinations.map((d) => (
              <li key={d.to}>
                <Link to={d.to}>{d.label}</Link>
                <span className={styles.description}>{d.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
