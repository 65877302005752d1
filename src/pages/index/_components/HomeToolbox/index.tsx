import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {toolboxPaths} from '@site/src/toolbox/paths';
import {HomeSection} from '../HomeSection';
// The links of "An open standard, developed in the open": no stylesheet of its own.
import styles from '../HomeTakePart/styles.module.css';

/** A short section on the toolbox: one sentence naming its three tools, which run in the browser. */
export function HomeToolbox(): ReactNode {
  return (
    <HomeSection headingId="home-toolbox-heading" title="Try FDC3 in your browser" className={styles.section}>
      <p>
        The{' '}
        <Link className={styles.link} to={toolboxPaths.home}>
          FDC3 toolbox
        </Link>{' '}
        needs no install: call the 2.0 API in the{' '}
        <Link className={styles.link} to={toolboxPaths.workbench}>
          Workbench
        </Link>
        ,{' '}
        <Link className={styles.link} to={toolboxPaths.checkContext}>
          check a context
        </Link>{' '}
        against a version&apos;s schemas, or watch apps share context in{' '}
        <Link className={styles.link} to={toolboxPaths.explainedHome}>
          FDC3 Explained
        </Link>
        .
      </p>
    </HomeSection>
  );
}
