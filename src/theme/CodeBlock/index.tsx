import {Children, isValidElement, type ComponentType, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock';
import Container from '@theme/CodeBlock/Container';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {useHydratedFromServer} from '@site/src/utils/hydration';

/** Plain-string children become one string (so the block can be copied); elements stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

// The container's props as React may pass them on to its element.
const BlockContainer = Container as ComponentType<Record<string, unknown>>;

/**
 * A block the server rendered, as the page hydrates: its container, with everything inside left to the
 * server's markup (an empty HTML string, which React neither compares nor patches). React creates no
 * element for its lines, title or buttons, and the block runs no effect; the buttons work through one
 * listener for the page (src/plugins/code-highlighting/client/code-buttons.ts). Decision record 0017.
 */
function ServerBlock({code, ...props}: Omit<Props, 'children'> & {code: string}): ReactNode {
  const {prism} = useThemeConfig();
  const {className} = createCodeBlockMetadata({
    code,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  return <BlockContainer as="div" className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}

// Why ejected: the original remounts every code block once the page is interactive
// (`key={String(isBrowser)}`), to replace the inline colours of the server's Prism theme with
// those of the reader's colour mode. Our tokens carry only classes and the colours come from
// CSS (src/theme/CodeBlock/Line), so the server's markup is already right in both modes. The
// remount rebuilt every block of a long page: Prism tokenized each block again and React
// replaced its elements, in one long task right after hydration. And a block that the server
// rendered hydrates as one node (`ServerBlock`); one that mounts later (a page reached by a link
// inside the site, or the development server) renders as the original does.
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const fromServer = useHydratedFromServer();
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return fromServer ? <ServerBlock code={children} {...props} /> : <StringContent {...props}>{children}</StringContent>;
}
