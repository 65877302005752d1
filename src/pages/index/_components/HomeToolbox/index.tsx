import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {HomeSection} from '../HomeSection';
// The section and links of the home page's card sections: no stylesheet of its own.
import styles from '../HomeCards/styles.module.css';

/**
 * A short section on the toolbox: one sentence naming its tools. The addresses are
 * written out (they are `toolboxPaths` of src/toolbox/paths.ts, which would bring
 * the toolbox's stylesheet list into the home page's script); the strict build
 * and tests/e2e/reader-paths.spec.ts check each.
 */
export function HomeToolbox(): ReactNode {
  return (
    <HomeSection headingId="home-toolbox-heading" title="Try FDC3 in your browser" className={styles.section}>
      <p>
        Call the 2.0 API in the{' '}
        <Link className={styles.link} to="/toolbox/fdc3-workbench">
          Workbench
        </Link>
        ,{' '}
        <Link className={styles.link} to="/toolbox/check-context">
          check a context
        </Link>{' '}
        or watch{' '}
        <Link className={styles.link} to="/toolbox/fdc3-explained">
          FDC3 Explained
        </Link>
        : the{' '}
        <Link className={styles.link} to="/toolbox">
          toolbox
        </Link>{' '}
        runs in your browser.
      </p>
    </HomeSection>
  );
}
