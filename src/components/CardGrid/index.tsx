import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface CardGridProps {
  /** Names the list for assistive technology, when the page has more than one or it needs a handle. */
  'aria-label'?: string;
  /**
   * A class from the page's module that sets the knobs `--card-grid-min-column`
   * (18rem) and `--card-grid-gap` (1rem); it must not set `margin`.
   */
  className?: string;
  /** One `<li>` per card. */
  children: ReactNode;
}

/** A list of cards in as many equal columns as fit, one column on a phone. */
export function CardGrid({'aria-label': ariaLabel, className, children}: CardGridProps): ReactNode {
  return (
    <ul className={clsx(styles.grid, className)} aria-label={ariaLabel}>
      {children}
    </ul>
  );
}
