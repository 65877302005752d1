import type {ComponentProps, ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than
 * the page (reference tables on a phone). The box can take keyboard focus, so a
 * reader without a mouse can scroll it with the arrow keys (WCAG 2.1.1), and it
 * is announced as a region ("Scrollable table") so the focus stop makes sense.
 */
export default function ScrollTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // A scroll container must be focusable to be scrolled from the keyboard.
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Scrollable table">
      <table {...props} />
    </div>
  );
}
