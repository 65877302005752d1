import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {Card} from '@site/src/components/Card';
import styles from './styles.module.css';

export interface VersionCardProps {
  /** What the reader calls this version: "FDC3 2.0", "Main/Unreleased". */
  title: string;
  /** A short status shown beside the label, such as "Current". */
  status?: string;
  children?: ReactNode;
  docsPath: string;
  releaseNotesUrl: string;
  releaseNotesLabel: string;
  highlighted?: boolean;
}

/** One version of the standard with links to its documentation and its release notes. */
export function VersionCard({
  title,
  status,
  children,
  docsPath,
  releaseNotesUrl,
  releaseNotesLabel,
  highlighted = false,
}: VersionCardProps): ReactNode {
  return (
    <Card className={clsx(styles.card, highlighted && styles.highlighted)}>
      <Heading as="h3" className={styles.title}>
        {title}
        {status && ' '}
        {status && <span className={styles.status}>{status}</span>}
      </Heading>
      {children && <div className={styles.text}>{children}</div>}
      <ul className={styles.links}>
        <li>
          <Link to={docsPath}>{title} documentation</Link>
        </li>
        <li>
          <Link href={releaseNotesUrl}>{releaseNotesLabel}</Link>
        </li>
      </ul>
    </Card>
  );
}
