import {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';

/**
 * Markdown's `code`: inline code stays inline, anything else is a code block, as the original decides, except that
 * inline code may hold the `<wbr>` break points the build puts in long names (src/plugins/code-breaks); the
 * original took any element in a `code` for a code block.
 */
function isInline(children: ReactNode): boolean {
  return (
    children !== undefined &&
    Children.toArray(children).every(
      (child) => (typeof child === 'string' && !child.includes('\n')) || (isValidElement(child) && child.type === 'wbr'),
    )
  );
}

export default function MDXCode(props: ComponentProps<'code'>): ReactNode {
  return isInline(props.children) ? <CodeInline {...props} /> : <CodeBlock {...(props as ComponentProps<typeof CodeBlock>)} />;
}
