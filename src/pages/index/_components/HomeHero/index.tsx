import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {appDirectoryUrl} from '@site/src/data/site';
import styles from './styles.module.css';

interface HomeHeroProps {
  tagline: string;
}

/** The top of the home page: the tagline, FDC3 in two sentences, and where to go next. */
export function HomeHero({tagline}: HomeHeroProps): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <p className={styles.eyebrow}>FDC3 · a FINOS standard</p>
        <Heading as="h1" className={styles.title}>
          {tagline}
        </Heading>
        <p className={styles.lead}>
          FDC3 is an open standard that lets the applications on a trader&apos;s or analyst&apos;s desktop work as one: they share what the
          user is looking at and hand tasks to each other, whoever built them. Firms and vendors implement one agreed interface instead of
          wiring every pair of applications together by hand.
        </p>
        <div className={styles.actions}>
          <Link className="button button--secondary button--lg" to="/docs/fdc3-intro">
            Getting started
          </Link>
          <Link className={clsx('button button--outline button--lg', styles.outline)} to="/docs/fdc3-standard">
            The Standard
          </Link>
        </div>
        <ul className={styles.more} aria-label="More ways in">
          <li>
            <Link className={styles.moreLink} to="/docs/use-cases/overview">
              Use cases behind the standard
            </Link>
          </li>
          <li>
            <Link className={styles.moreLink} href={appDirectoryUrl}>
              Browse the app directory
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
