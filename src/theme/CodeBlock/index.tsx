import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-string children become one string (so the block can be copied); elements stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

// Why ejected: the original remounts every code block once the page is interactive
// (`key={String(isBrowser)}`), to replace the inline colours of the server's Prism theme with
// those of the reader's colour mode. Our tokens carry only classes and the colours come from
// CSS (src/theme/CodeBlock/Line), so the server's markup is already right in both modes. The
// remount rebuilt every block of a long page: Prism tokenized each block again and React
// replaced its elements, in one long task right after hydration.
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
