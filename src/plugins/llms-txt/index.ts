/**
 * Docs that machines can read, generated at build time from the docs plugin's
 * loaded content (see ./generate.ts): `/llms.txt` for the current release and
 * a Markdown copy beside every docs page of every version
 * (`/docs/api/ref/DesktopAgent.md`). Each doc page's HTML also gets a
 * `<link rel="alternate" type="text/markdown">` to its copy. Nothing it
 * produces is committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {markdownPath, pagePath, readSite, renderOutput, type DocsContent, type RenderOptions} from './generate';

/** The paragraph under the llms.txt title; the plugin appends which release the file lists. */
export const llmsSummary =
  'FDC3 is an open standard, hosted by FINOS, that lets the applications on a financial desktop share data and ask one ' +
  'another to act: a Desktop Agent API through which apps launch each other, share context and raise intents, ' +
  'standard intents and context data types, and an App Directory that describes apps.';

/** Writes `file` whole, so that another plugin reading it at the same time never sees half of it. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

async function firstExisting(files: string[]): Promise<string | undefined> {
  for (const file of files) {
    try {
      await fs.access(file);
      return file;
    } catch {
      // try the next spelling of the page's file
    }
  }
  return undefined;
}

export default function llmsTxtPlugin(): Plugin {
  let docsContent: DocsContent | undefined;
  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      const loaded = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      docsContent = loaded;
    },
    async postBuild({outDir, siteDir, siteConfig}) {
      if (!docsContent) throw new Error('llms-txt: the docs plugin (id "default") loaded no content');
      const site = readSite(docsContent, {siteDir, url: siteConfig.url, baseUrl: siteConfig.baseUrl, title: siteConfig.title});
      // Broken relative links are the docs plugin's to report: follow its setting.
      const policy = siteConfig.markdown.hooks.onBrokenMarkdownLinks;
      const onBrokenLink: RenderOptions['onBrokenLink'] = (message) => {
        if (policy === 'throw') throw new Error(`llms-txt: ${message}`);
        if (policy !== 'ignore') console.warn(`[llms-txt] ${message}`);
      };
      const files = renderOutput(site, {summary: llmsSummary, onBrokenLink});
      // One file at a time: other plugins' postBuild hooks are working on the build folder too.
      for (const {path: rel, content} of files) {
        const file = path.join(outDir, rel);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, content);
      }

      // <link rel="alternate" type="text/markdown"> in each doc page's head.
      for (const doc of site.versions.flatMap((version) => version.docs)) {
        const rel = pagePath(site, doc);
        const html = await firstExisting(
          rel === '' || rel.endsWith('/')
            ? [path.join(outDir, rel, 'index.html')]
            : [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel}.html`)],
        );
        if (!html) {
          console.warn(`[llms-txt] ${doc.file}: no built page for ${doc.permalink}, so it gets no Markdown alternate link`);
          continue;
        }
        const text = await fs.readFile(html, 'utf8');
        // The minifier may drop the optional </head>; the head then ends where <body starts.
        const end = text.includes('</head>') ? '</head>' : '<body';
        if (text.includes('type="text/markdown"') || !text.includes(end)) continue;
        const tag = `<link rel="alternate" type="text/markdown" href="${site.baseUrl}${markdownPath(site, doc)}">`;
        await writeAtomically(html, text.replace(end, `${tag}${end}`));
      }
    },
  };
}
