import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface CallOutProps {
  /** The heading's id, which names the section for assistive technology and can be linked to. */
  headingId: string;
  /** The H2 that opens the box. */
  title: ReactNode;
  /** A class from the page's module to place the box, such as a top margin. */
  className?: string;
  children: ReactNode;
}

/** A shaded box that closes a page with an invitation, such as how to get listed on it. */
export function CallOut({headingId, title, className, children}: CallOutProps): ReactNode {
  return (
    <section className={clsx(styles.callOut, className)} aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
