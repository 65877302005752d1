import {startTransition, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Buttons';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from './styles.module.css';

// Why ejected: the buttons still appear only once the block is interactive (they do nothing
// before), but from the block's own state instead of `<BrowserOnly>`. BrowserOnly listens to
// the site-wide browser context, so every block of a long page re-rendered in the one task
// that follows hydration; a block's own state renders its buttons in a transition, in slices.
export default function CodeBlockButtons({className}: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  // A transition: on a long page the buttons of many blocks render in slices, not in one task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
