/**
 * Renders Mermaid diagrams to SVG at build time, in Debian's Chromium headless shell, or the Chromium the tests
 * and the benchmark use (`drawingChromiumExecutable`), with the `mermaid` package's own browser bundle: readers get
 * the SVG in the page's HTML and no diagram code.
 *
 * One browser serves the whole build. It starts with the first diagram and closes itself when
 * no diagram has been asked for in a while, or when `closeRenderer` is called (the plugin's
 * `postBuild`), so that neither a build nor `npm start` is kept waiting by it.
 */
import {createRequire} from 'node:module';
import {chromium, type Browser, type Page} from 'playwright-core';
import {drawingChromiumExecutable} from '../../data/chromium';

const require = createRequire(__filename);

/** The colour themes the site has; each diagram is drawn once per theme. */
export const diagramThemes = ['light', 'dark'] as const;
export type DiagramTheme = (typeof diagramThemes)[number];

/** Mermaid's theme for each of the site's colour modes. */
const mermaidTheme: Record<DiagramTheme, string> = {light: 'default', dark: 'dark'};

/**
 * The reader's sans-serif font. Text is measured in Debian's (DejaVu Sans), wider than most
 * others, so labels fit their boxes elsewhere too; a short name, as every label repeats it.
 */
const fontFamily = 'sans-serif';

/** A diagram whose text Mermaid cannot parse. `line` counts from the diagram's first line (1), when Mermaid says. */
export class DiagramSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
    this.name = 'DiagramSyntaxError';
  }
}

const idleMs = 10_000;

let session: Promise<{browser: Browser; page: Page}> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

async function openSession(): Promise<{browser: Browser; page: Page}> {
  // Debian's headless shell, or the Chromium the browser tests use; CHROMIUM_PATH overrides both (empty: Playwright's own browser).
  const executablePath = drawingChromiumExecutable();
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']}).catch((error: unknown) => {
    throw new Error(
      `Drawing the docs' diagrams needs Chromium (${executablePath ?? "Playwright's own"}; set CHROMIUM_PATH to another): ${String(error)}`,
    );
  });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
  return {browser, page};
}

/** Closes the browser, if one is open. */
export async function closeRenderer(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  const open = session;
  session = undefined;
  if (open) await (await open).browser.close();
}

/** Runs one task at a time on the shared page (Mermaid keeps global state while it draws). */
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

interface InPage {
  ok: boolean;
  svg?: string;
  message?: string;
  line?: number;
}

/**
 * The diagram as one SVG per theme. `id` must be unique in the page: it scopes the SVG's
 * style and element ids (the theme is appended). Throws `DiagramSyntaxError` on bad input.
 */
export function renderDiagram(source: string, id: string): Promise<Record<DiagramTheme, string>> {
  return serialised(async () => {
    if (idleTimer) clearTimeout(idleTimer);
    session ??= openSession();
    const {page} = await session;
    try {
      const out = {} as Record<DiagramTheme, string>;
      for (const theme of diagramThemes) {
        const result = await page.evaluate(
          async ({source, id, theme, fontFamily}): Promise<InPage> => {
            // Runs in the page, where the bundle set `mermaid` on the global object.
            const mermaid = (globalThis as unknown as {mermaid: MermaidApi}).mermaid;
            mermaid.initialize({startOnLoad: false, securityLevel: 'strict', theme, fontFamily, sequence: {useMaxWidth: true}});
            try {
              await mermaid.parse(source);
            } catch (error) {
              const e = error as {message?: string; hash?: {loc?: {first_line?: number}; line?: number}};
              const message = String(e.message ?? error);
              const fromHash = e.hash?.loc?.first_line ?? (e.hash?.line !== undefined ? e.hash.line + 1 : undefined);
              const fromText = /on line (\d+)/.exec(message)?.[1] ?? /line:? (\d+)/i.exec(message)?.[1];
              return {ok: false, message, line: fromHash ?? (fromText ? Number(fromText) : undefined)};
            }
            const {svg} = await mermaid.render(id, source);
            return {ok: true, svg};
          },
          {source, id: `${id}-${theme}`, theme: mermaidTheme[theme], fontFamily},
        );
        if (!result.ok) throw new DiagramSyntaxError(result.message ?? 'Mermaid could not parse the diagram', result.line);
        out[theme] = result.svg!;
      }
      return out;
    } finally {
      idleTimer = setTimeout(() => void closeRenderer(), idleMs);
      idleTimer.unref();
    }
  });
}

/** The part of Mermaid's browser API used here. */
interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  parse(text: string): Promise<unknown>;
  render(id: string, text: string): Promise<{svg: string}>;
}
