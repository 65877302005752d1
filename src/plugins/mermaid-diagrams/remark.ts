/**
 * The docs' ```mermaid code blocks become diagrams in the page's HTML (a remark plugin,
 * registered for the docs plugin in docusaurus.config.ts). Each diagram is drawn at build time
 * once per colour theme (./render.ts); the page's CSS (./client/diagrams.css) shows the one
 * that matches the theme, and the light one when the page has no JavaScript.
 *
 * Every diagram needs a text alternative: an `accTitle` and an `accDescr` line, which Mermaid
 * puts in the SVG's <title> and <desc> for screen readers. A diagram without them, or one that
 * Mermaid cannot parse, fails the build with the file and line.
 */
import path from 'node:path';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {Program} from 'estree';
import {repoRoot} from '../../fdc3/docs-versions';
import {DiagramSyntaxError, diagramThemes, renderDiagram} from './render';
import {sharedStyle, tidySvg} from './svg';

export const diagramLanguage = 'mermaid';

/** The class of a diagram's wrapper, and of each theme's copy inside it (`mermaid-diagram__light`). */
export const diagramClass = 'mermaid-diagram';

interface FileLike {
  path?: string;
  history?: string[];
}

/** A diagram that cannot be drawn: its message starts with `file:line:`. */
export class DiagramError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'DiagramError';
  }
}

/** What a diagram lacks of its text alternative (`accTitle`, `accDescr`), if anything. */
export function missingTextAlternative(source: string): string[] {
  return ['accTitle', 'accDescr'].filter((key) => !new RegExp(`^\\s*${key}\\s*[:{]`, 'm').test(source));
}

function diagramBlocks(tree: Root): {node: Code; parent: Parent; index: number}[] {
  const found: {node: Code; parent: Parent; index: number}[] = [];
  const visit = (parent: Parent) => {
    parent.children.forEach((child, index) => {
      if (child.type === 'code' && child.lang === diagramLanguage) found.push({node: child, parent, index});
      else if ('children' in child) visit(child as Parent);
    });
  };
  visit(tree);
  return found;
}

/** `<div className=… dangerouslySetInnerHTML={{__html: html}} />`, as an MDX JSX node. */
function rawHtmlElement(className: string, html: string): RootContent {
  const expression: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              key: {type: 'Identifier', name: '__html'},
              value: {type: 'Literal', value: html},
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
            },
          ],
        },
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: className},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {type: 'mdxJsxAttributeValueExpression', value: '{__html: …}', data: {estree: expression}},
      },
    ],
    children: [],
  } as RootContent;
}

/**
 * The SVGs of one diagram, one per theme, each in its own wrapper. `styles` holds the style
 * rules the page already has: a diagram carries only those it adds.
 */
export async function diagramHtml(source: string, diagramId: string, styles: Set<string> = new Set()): Promise<string> {
  const svgs = await renderDiagram(source, diagramId);
  return diagramThemes
    .map((theme) => {
      const svgId = `${diagramId}-${theme}`;
      const {svg, rules} = sharedStyle(tidySvg(svgs[theme], svgId), svgId, `.${diagramClass}__${theme}`);
      const added = rules.filter((rule) => !styles.has(rule));
      added.forEach((rule) => styles.add(rule));
      return `<div class="${diagramClass}__${theme}">${added.length > 0 ? `<style>${added.join('')}</style>` : ''}${svg}</div>`;
    })
    .join('');
}

export function remarkMermaidDiagrams() {
  return async (tree: Root, file: FileLike): Promise<void> => {
    const blocks = diagramBlocks(tree);
    if (blocks.length === 0) return;
    const where = file.path ?? file.history?.[0] ?? '(unknown file)';
    const shown = path.isAbsolute(where) ? path.relative(repoRoot, where) : where;
    let count = 0;
    const styles = new Set<string>();
    for (const {node, parent, index} of blocks) {
      count += 1;
      // Line k of the diagram is line start + k of the file (the fence is on line start).
      const fence = node.position?.start.line ?? 0;
      const missing = missingTextAlternative(node.value);
      if (missing.length > 0) {
        throw new DiagramError(shown, fence, `the diagram has no ${missing.join(' or ')} line (its text alternative for screen readers)`);
      }
      let html: string;
      try {
        html = await diagramHtml(node.value, `diagram-${count}`, styles);
      } catch (error) {
        if (error instanceof DiagramSyntaxError) {
          const line = error.line !== undefined ? fence + error.line : fence;
          throw new DiagramError(shown, line, `Mermaid cannot parse the diagram: ${error.message}`);
        }
        throw error;
      }
      parent.children[index] = rawHtmlElement(diagramClass, html);
    }
  };
}
