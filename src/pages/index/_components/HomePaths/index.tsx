import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {homePathHref, readerPaths} from '@site/src/data/reader-paths';
import {HomeSection} from '../HomeSection';
// The same cards as "An open standard, developed in the open": no stylesheet of its own.
import styles from '../HomeTakePart/styles.module.css';

/**
 * Right under the hero: the three reader paths (src/data/reader-paths.ts),
 * each leading to its steps on the current release's Getting started page.
 * Only titles and leads (src/data/reader-paths.ts): the steps and the route rule
 * stay out of the home page's script.
 */
export function HomePaths(): ReactNode {
  return (
    <HomeSection headingId="home-paths-heading" title="Where to start" className={styles.section}>
      <ul className={styles.grid}>
        {readerPaths.map((p) => (
          <li key={p.id} className={styles.item}>
            <Heading as="h3" className={styles.title}>
              <Link className={styles.link} to={homePathHref(p.id)}>
                {p.title}
              </Link>
            </Heading>
            <p>{p.lead}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
