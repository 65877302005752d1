import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  /** Id of the heading, which also labels the section. */
  headingId: string;
  title: ReactNode;
  /** Optional paragraph under the heading. */
  intro?: ReactNode;
  /** Tinted background with rules above and below, to set a section apart. */
  surface?: boolean;
  className?: string;
  children: ReactNode;
}

/** A full-width band of the home page with its heading and an optional introduction. */
export function HomeSection({headingId, title, intro, surface = false, className, children}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, surface && styles.surface, className)} aria-labelledby={headingId}>
      <div className="container">
        <Heading as="h2" id={headingId} className={styles.heading}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
