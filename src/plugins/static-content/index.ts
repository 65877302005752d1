/**
 * Markdown that hydrates as one node per block (issue "Headroom on the heaviest pages"). A rehype
 * step for the docs plugin (registered in docusaurus.config.ts) wraps each top-level paragraph, list,
 * table and quotation of a page in `<StaticContent>` (src/components/StaticContent). The server renders
 * the block as before; while the page hydrates, React takes the block's own element and leaves
 * everything inside it to the server's markup, so it creates no element for each link, code span,
 * table cell and list item of a long page. A block reached by a link inside the site renders as usual.
 *
 * Headings (h2 to h6) get the same treatment through `<StaticHeading as="h3">`: the theme's `Heading`
 * renders them on the server, anchor link included, and as the page hydrates React takes the heading's
 * own element only.
 *
 * Only blocks that are the same however often they render are wrapped: a block holding a component
 * (JSX) other than those in `staticComponents`, or an expression (`{...}`), is left alone, and so are
 * code blocks (src/theme/CodeBlock does their part) and everything inside a component.
 */
import type {Element, Root, RootContent} from 'hast';

/** The Markdown elements that become one node, as the MDX components render them (ScrollTable for a table). */
export const staticTags: ReadonlySet<string> = new Set(['p', 'ul', 'ol', 'table', 'blockquote', 'dl']);

/** Components that render the same markup on every render, with no state and no effect: a link's is a plain `<a>`. */
export const staticComponents: ReadonlySet<string> = new Set(['VersionLink']);

/** The headings that become one node; `h1` is the page's title, which the theme renders without an anchor. */
export const staticHeadingTags: ReadonlySet<string> = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** The components' names in the MDX (src/theme/MDXComponents). */
export const staticContentComponent = 'StaticContent';
export const staticHeadingComponent = 'StaticHeading';

/** Why `node` can't be left to the server's markup, or undefined when it can. */
export function dynamicPart(node: RootContent): string | undefined {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    if (node.name === null || !staticComponents.has(node.name)) return `<${node.name ?? ''}>`;
  } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    return '{…}';
  }
  if ('children' in node) {
    for (const child of node.children) {
      const part = dynamicPart(child as RootContent);
      if (part !== undefined) return part;
    }
  }
  return undefined;
}

/** `<StaticContent>` around the element. */
function wrap(element: Element): RootContent {
  return {type: 'mdxJsxFlowElement', name: staticContentComponent, attributes: [], children: [element]} as RootContent;
}

/** `<StaticHeading as="h3">` around the heading. */
function wrapHeading(element: Element): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: staticHeadingComponent,
    attributes: [{type: 'mdxJsxAttribute', name: 'as', value: element.tagName}],
    children: [element],
  } as RootContent;
}

export function rehypeStaticContent() {
  return (tree: Root): void => {
    tree.children = tree.children.map((node) => {
      if (node.type !== 'element' || dynamicPart(node) !== undefined) return node;
      if (staticTags.has(node.tagName)) return wrap(node);
      return staticHeadingTags.has(node.tagName) ? wrapHeading(node) : node;
    });
  };
}
