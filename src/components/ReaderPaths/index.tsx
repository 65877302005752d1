import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {pathAnchor, readerPaths, type PathVersion} from '@site/src/data/reader-paths';
import {readerPathSteps, stepsIn} from '@site/src/data/reader-path-steps';
import styles from './styles.module.css';

export interface ReaderPathsProps {
  /** The docs version whose steps are shown (`2.0`, or `current` for next). */
  version: PathVersion;
}

/**
 * The three reader paths with their steps in one version, for the Getting
 * started page (`<ReaderPaths version="2.0" />` in `fdc3-intro`). Generated
 * from src/data/reader-paths.ts; the build checks every step's doc.
 */
export default function ReaderPaths({version}: ReaderPathsProps): ReactNode {
  return (
    <div className={styles.paths}>
      {readerPaths.map((p) => (
        <section key={p.id} className={styles.path} aria-labelledby={pathAnchor(p.id)} data-reader-path={p.id}>
          <Heading as="h3" id={pathAnchor(p.id)} className={styles.title}>
            {p.title}
          </Heading>
          <p className={styles.lead}>{p.lead}</p>
          <ol className={styles.steps}>
            {stepsIn(readerPathSteps[p.id], version).map(({step, href}) => (
              <li key={step.label}>
                <Link to={href}>{step.label}</Link>: {step.learn}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
