import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {CommunityKind} from '@site/src/data/community';
import styles from './styles.module.css';

export interface KindOption {
  /** The kind, or 'all' for no filter. */
  id: CommunityKind | 'all';
  label: string;
  count: number;
}

interface KindFilterProps {
  options: readonly KindOption[];
  selected: KindOption['id'];
  onSelect: (id: KindOption['id']) => void;
}

/** Toggle buttons that choose which kind of community entry is shown; exactly one is pressed. */
export function KindFilter({options, selected, onSelect}: KindFilterProps): ReactNode {
  return (
    <div className={styles.filter}>
      <span id="kind-filter-label" className={styles.label}>
        Filter by kind
      </span>
      <div role="group" aria-labelledby="kind-filter-label" className={styles.buttons}>
        {options.map((option) => {
          const pressed = option.id === selected;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={pressed}
              className={clsx('button button--sm', pressed ? 'button--primary' : 'button--secondary button--outline', styles.button)}
              onClick={() => onSelect(option.id)}
            >
              {option.label} <span className={styles.count}>{option.count}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
