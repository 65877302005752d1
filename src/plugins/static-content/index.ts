/**
 * Markdown that hydrates as one node per block (issue "Headroom on the heaviest pages"). A rehype
 * step for the docs plugin (registered in docusaurus.config.ts) wraps each top-level paragraph, list,
 * table and quotation of a page in `<StaticContent>` (src/components/StaticContent). The server renders
 * the block as before; while the page hydrates, React takes the block's own element and leaves
 * everything inside it to the server's markup, so it creates no element for each link, code span,
 * table cell and list item of a long page. A block reached by a link inside the site renders as usual.
 *
 * Only blocks that are the same however often they render are wrapped: a block holding a component
 * (JSX) other than those in `staticComponents`, or an expression (`{...}`), is left alone, and so are
 * headings (the theme adds their anchor links), code blocks (src/theme/CodeBlock/Content does their
 * part) and everything inside a component.
 */
import type {Element, Root, RootContent} from 'hast';

/** The Markdown elements that become one node, as the MDX components render them (ScrollTable for a table). */
export const staticTags: ReadonlySet<string> = new Set(['p', 'ul', 'ol', 'table', 'blockquote', 'dl']);

/** Components that render the same markup on every render, with no state and no effect: a link's is a plain `<a>`. */
export const staticComponents: ReadonlySet<string> = new Set(['VersionLink']);

/** The component's name in the MDX (src/theme/MDXComponents). */
export const staticContentComponent = 'StaticContent';

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

export function rehypeStaticContent() {
  return (tree: Root): void => {
    tree.children = tree.children.map((node) =>
      node.type === 'element' && staticTags.has(node.tagName) && dynamicPart(node) === undefined ? wrap(node) : node,
    );
  };
}
