/**
 * A block of Markdown (a paragraph, list, table or quotation) that hydrates as one node: the rehype
 * step of src/plugins/static-content wraps each such block of a docs page in this component. On the
 * server, and for a block that mounts after hydration (a page reached by a link inside the site), it
 * renders its child as it is. While the page hydrates, it renders the child's own element with an empty
 * HTML string inside, which React neither compares nor patches: the server's markup inside stays as it
 * is, and React creates no element for it.
 *
 * What React no longer does for the links inside, the block does for them: a click on a link within the
 * site moves to its page without loading a new document, and pointing at one or touching it preloads
 * that page, as Docusaurus's `Link` does. The development server renders in the browser only, so there
 * every block renders its child.
 */
import {cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import {useHydratedFromServer} from '@site/src/utils/hydration';

type WindowWithDocusaurus = Window & {docusaurus?: {preload: (routePath: string) => unknown}};

/** The link the event came from, if it leads to another page of this site. */
function siteLink(event: SyntheticEvent): HTMLAnchorElement | undefined {
  const link = (event.target as Element).closest('a');
  if (!link || link.origin !== window.location.origin || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return undefined;
  // A link to a place on this page is the browser's to follow.
  if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash !== '') return undefined;
  return link;
}

/** Preloads the page of the site link the event came from, as `Link` does on pointing and touching. */
function preload(event: SyntheticEvent): void {
  const link = siteLink(event);
  if (link) (window as WindowWithDocusaurus).docusaurus?.preload(link.pathname);
}

function useLinkBehaviour() {
  const history = useHistory();
  return {
    onClick(event: MouseEvent) {
      const link = siteLink(event);
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.push(link.pathname + link.search + link.hash);
    },
    onMouseOver: preload,
    onTouchStart: preload,
  };
}

function ServerBlock({child}: {child: ReactElement<Record<string, unknown>>}): ReactNode {
  // The child's own element and props (a table's go through ScrollTable to its <table>), without its children.
  return cloneElement(child, {
    ...useLinkBehaviour(),
    children: undefined,
    dangerouslySetInnerHTML: {__html: ''},
    suppressHydrationWarning: true,
  });
}

export default function StaticContent({children}: {children: ReactNode}): ReactNode {
  if (!useHydratedFromServer() || !isValidElement<Record<string, unknown>>(children)) return children;
  return <ServerBlock child={children} />;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * A heading of a docs page (h2 to h6), put around it by src/plugins/static-content with its tag. On the server, and
 * for a heading that mounts after hydration, it renders the heading as the theme does (`Heading`, with its anchor
 * link). While the page hydrates, it renders the heading's own element, with the id and classes `Heading` gives it,
 * and leaves what is inside to the server's markup.
 */
/** The id and class the MDX gives a heading (its element's props). */
function headingProps(heading: ReactNode): {id?: string; className?: string} {
  return isValidElement<{id?: string; className?: string}>(heading) ? heading.props : {};
}

export function StaticHeading({as: As, children}: {as: HeadingTag; children: ReactNode}): ReactNode {
  const fromServer = useHydratedFromServer();
  const {id, className} = headingProps(children);
  const anchorTargetClassName = useAnchorTargetClassName(id);
  const behaviour = useLinkBehaviour();
  if (!fromServer || !id) return children;
  return (
    <As
      {...behaviour}
      id={id}
      className={clsx('anchor', anchorTargetClassName, className)}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}
