/**
 * The docs' ```mermaid code blocks become diagrams (a remark plugin, registered for the docs
 * plugin in docusaurus.config.ts). Each diagram is drawn at build time once per colour theme
 * (./render.ts) into an SVG file of its own, which webpack copies into the build
 * (`assets/diagrams/<hash>.svg`); the page gets an <img> per theme, so the SVG is neither in its
 * HTML nor in its JavaScript. The page's CSS (./client/diagrams.css) shows the image that
 * matches the theme, and the light one when the page has no JavaScript.
 *
 * Every diagram needs a text alternative: an `accTitle` and an `accDescr` line, which become the
 * image's alt text and its description. A diagram without them, or one that Mermaid cannot
 * parse, fails the build with the file and line.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {Program} from 'estree';
import {repoRoot} from '../../fdc3/docs-versions';
import {DiagramSyntaxError, diagramThemes, renderDiagram, type DiagramTheme} from './render';
import {drawingName} from './prune';
import {standaloneSvg, textAlternative, tidySvg, type StandaloneSvg} from './svg';

const require = createRequire(__filename);

/** Where in the build webpack copies the drawings: `assets/diagrams/<its own content hash>.svg`. */
export const builtDiagramsDir = 'assets/diagrams';
const assetName = `${builtDiagramsDir}/[contenthash].[ext]`;

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

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value: unknown};

const attribute = (name: string, value: string | number | null): JsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value:
    typeof value === 'number'
      ? {
          type: 'mdxJsxAttributeValueExpression',
          value: String(value),
          data: {
            estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value}}]},
          },
        }
      : value,
});

/** `src={require("!file-loader…!file").default}`: webpack copies the file into the build under a hashed name. */
function assetSource(file: string): JsxAttribute {
  const request = `!${require.resolve('file-loader')}?name=${assetName}!${file}`;
  const expression: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'MemberExpression',
          object: {
            type: 'CallExpression',
            callee: {type: 'Identifier', name: 'require'},
            arguments: [{type: 'Literal', value: request}],
            optional: false,
          },
          property: {type: 'Identifier', name: 'default'},
          computed: false,
          optional: false,
        },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'src',
    value: {type: 'mdxJsxAttributeValueExpression', value: `require(${JSON.stringify(request)}).default`, data: {estree: expression}},
  };
}

const element = (name: string, attributes: JsxAttribute[], children: RootContent[] = []): RootContent =>
  ({type: 'mdxJsxFlowElement', name, attributes, children}) as RootContent;

/** One theme's drawing of a diagram, as written to its file. */
export interface DiagramImage extends StandaloneSvg {
  theme: DiagramTheme;
  /** The file, named by a hash of its content. */
  file: string;
}

/** A diagram drawn for every theme, each drawing an SVG file in `outDir`, with its text alternative. */
export interface DrawnDiagram {
  images: DiagramImage[];
  title: string;
  description: string;
}

/** Draws the diagram once per theme and writes each SVG to `outDir` (unchanged files are left alone). */
export async function drawDiagram(source: string, diagramId: string, outDir: string): Promise<DrawnDiagram> {
  const svgs = await renderDiagram(source, diagramId);
  const {title, description} = textAlternative(svgs.light);
  fs.mkdirSync(outDir, {recursive: true});
  const images = diagramThemes.map((theme) => {
    const svgId = `${diagramId}-${theme}`;
    const standalone = standaloneSvg(tidySvg(svgs[theme], svgId), svgId);
    const file = path.join(outDir, drawingName(standalone.svg));
    if (!fs.existsSync(file)) fs.writeFileSync(file, standalone.svg);
    return {...standalone, theme, file};
  });
  return {images, title, description};
}

/**
 * The diagram's element: per theme, a wrapper with an <img> of that theme's SVG file, named by
 * the diagram's accTitle (alt) and described by its accDescr (a hidden paragraph that
 * aria-describedby points to, read by screen readers but not twice in the page's text).
 * The images load lazily: the hidden theme's is not fetched.
 */
export function diagramElement(diagram: DrawnDiagram, diagramId: string): RootContent {
  const descriptionId = `mermaid-${diagramId}-description`;
  return element(
    'div',
    [attribute('className', diagramClass)],
    [
      ...diagram.images.map((image) =>
        element(
          'div',
          [attribute('className', `${diagramClass}__${image.theme}`)],
          [
            element('img', [
              assetSource(image.file),
              attribute('width', image.width),
              attribute('height', image.height),
              attribute('alt', diagram.title),
              attribute('aria-describedby', descriptionId),
              attribute('loading', 'lazy'),
              attribute('decoding', 'async'),
            ]),
          ],
        ),
      ),
      element(
        'p',
        [attribute('id', descriptionId), attribute('hidden', null)],
        [{type: 'text', value: diagram.description} as RootContent],
      ),
    ],
  );
}

/** Where the diagrams' SVG files are written, for webpack to copy into the build. */
export const defaultOutDir = path.join(repoRoot, '.docusaurus', 'mermaid-diagrams');

export function remarkMermaidDiagrams(options: {outDir?: string} = {}) {
  const outDir = options.outDir ?? defaultOutDir;
  return async (tree: Root, file: FileLike): Promise<void> => {
    const blocks = diagramBlocks(tree);
    if (blocks.length === 0) return;
    const where = file.path ?? file.history?.[0] ?? '(unknown file)';
    const shown = path.isAbsolute(where) ? path.relative(repoRoot, where) : where;
    let count = 0;
    for (const {node, parent, index} of blocks) {
      count += 1;
      // Line k of the diagram is line start + k of the file (the fence is on line start).
      const fence = node.position?.start.line ?? 0;
      const missing = missingTextAlternative(node.value);
      if (missing.length > 0) {
        throw new DiagramError(shown, fence, `the diagram has no ${missing.join(' or ')} line (its text alternative for screen readers)`);
      }
      const diagramId = `diagram-${count}`;
      let drawn: DrawnDiagram;
      try {
        drawn = await drawDiagram(node.value, diagramId, outDir);
      } catch (error) {
        if (error instanceof DiagramSyntaxError) {
          const line = error.line !== undefined ? fence + error.line : fence;
          throw new DiagramError(shown, line, `Mermaid cannot parse the diagram: ${error.message}`);
        }
        throw error;
      }
      if (!drawn.title || !drawn.description) {
        throw new DiagramError(shown, fence, 'Mermaid drew the diagram without its accTitle or accDescr (its text alternative)');
      }
      parent.children[index] = diagramElement(drawn, diagramId);
    }
  };
}
