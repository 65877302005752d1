import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Card} from '@site/src/components/Card';
import styles from './styles.module.css';

interface InfoCardProps {
  title: string;
  /** A short fact shown under the title, such as how often a group meets. */
  meta?: string;
  children: ReactNode;
}

/** A titled card for one meeting, channel or step on the get-involved page. */
export function InfoCard({title, meta, children}: InfoCardProps): ReactNode {
  return (
    <Card className={styles.card}>
      <Heading as="h3" className={styles.title}>
        {title}
      </Heading>
      {meta && <p className={styles.meta}>{meta}</p>}
      <div className={styles.body}>{children}</div>
    </Card>
  );
}
