/**
 * The second step of the build output (src/plugins/build-output): docs that
 * machines can read, generated from the docs plugin's loaded content (see
 * ./generate.ts): `/llms.txt` for the current release and a Markdown copy
 * beside every docs page of every version (`/docs/api/ref/DesktopAgent.md`).
 * Each docs page links to its copy with a `<link rel="alternate"
 * type="text/markdown">` that the page renders itself
 * (src/theme/DocItem/Content, by the rule of src/data/markdown-copies.ts).
 * Nothing it produces is committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import {readSite, renderOutput, type DocsContent, type RenderOptions} from './generate';

/** The paragraph under the llms.txt title; the step appends which release the file lists. */
export const llmsSummary =
  'FDC3 is an open standard, hosted by FINOS, that lets the applications on a financial desktop share data and ask one ' +
  'another to act: a Desktop Agent API through which apps launch each other, share context and raise intents, ' +
  'standard intents and context data types, and an App Directory that describes apps.';

/** Writes /llms.txt and the Markdown copy of every docs page into the build. */
export async function writeMarkdownCopies(
  outDir: string,
  siteDir: string,
  siteConfig: DocusaurusConfig,
  docsContent: DocsContent | undefined,
): Promise<void> {
  if (!docsContent) throw new Error('llms-txt: the docs plugin (id "default") loaded no content');
  const site = readSite(docsContent, {siteDir, url: siteConfig.url, baseUrl: siteConfig.baseUrl, title: siteConfig.title});
  // Broken relative links are the docs plugin's to report: follow its setting.
  const policy = siteConfig.markdown.hooks.onBrokenMarkdownLinks;
  const onBrokenLink: RenderOptions['onBrokenLink'] = (message) => {
    if (policy === 'throw') throw new Error(`llms-txt: ${message}`);
    if (policy !== 'ignore') console.warn(`[llms-txt] ${message}`);
  };
  for (const {path: rel, content} of renderOutput(site, {summary: llmsSummary, onBrokenLink})) {
    const file = path.join(outDir, rel);
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, content);
  }
}
