/**
 * What the llms-txt step of the build output writes, as plain functions of the docs plugin's
 * loaded content (so the unit tests can feed them a small fixture):
 *
 * - `/llms.txt` (https://llmstxt.org): the docs of the current release, grouped
 *   by the top-level categories of its `docs` sidebar, then one section per
 *   other sidebar (use cases), then the past releases under "Optional".
 * - a Markdown copy of every docs page of every version beside the page
 *   (`/docs/api/ref/DesktopAgent` → `/docs/api/ref/DesktopAgent.md`), with the
 *   MDX-only syntax replaced by plain Markdown.
 *
 * Links in llms.txt lead to those Markdown copies; links inside a copy lead to
 * the HTML pages (absolute URLs), where every heading anchor resolves.
 */
import path from 'node:path';
import {readDoc} from '../../../fdc3/markdown';
import {markdownCopyPath, pagePath as permalinkPath} from '../../../data/markdown-copies';
import {unreleasedVersionName} from '../../../data/site';
import {pathVersions, readerPaths, type PathVersion} from '../../../data/reader-paths';
import {readerPathSteps, stepsIn} from '../../../data/reader-path-steps';
import {certifiedDate, certifiedFor} from '../../../data/certified';
import {expandConformanceText} from '../../conformance/markdown';

/** The part of a docs sidebar item these functions read (Docusaurus' loaded `SidebarItem` fits it). */
export type LlmsSidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: LlmsSidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/** The part of the docs plugin's `LoadedContent` these functions read. */
export interface DocsContent {
  loadedVersions: {
    versionName: string;
    label: string;
    /** The version served at /docs: `lastVersion` in the config, which is versions.json's first entry. */
    isLast: boolean;
    /** Absolute folder of the version's Markdown. */
    contentPath: string;
    docs: {id: string; source: string; permalink: string; unlisted: boolean}[];
    sidebars: Record<string, LlmsSidebarItem[]>;
  }[];
}

export interface SiteDoc {
  id: string;
  /** Docusaurus version name (`current` for the unreleased one). */
  version: string;
  /** Absolute path of the Markdown source. */
  file: string;
  /** Path of the page with the base URL, e.g. /docs/1.2/api/ref/Channel. */
  permalink: string;
  unlisted: boolean;
  title: string;
  description: string;
  /** The Markdown after the front matter. */
  body: string;
}

export interface SiteVersion {
  name: string;
  label: string;
  isLast: boolean;
  contentPath: string;
  docs: SiteDoc[];
  sidebars: Record<string, LlmsSidebarItem[]>;
}

export interface Site {
  /** Origin without a trailing slash, e.g. https://fdc3.finos.org. */
  url: string;
  /** Path the site is served under, with leading and trailing slash. */
  baseUrl: string;
  /** Site title, the llms.txt heading. */
  title: string;
  versions: SiteVersion[];
}

export interface SiteOptions {
  siteDir: string;
  url: string;
  baseUrl: string;
  title: string;
}

export interface RenderOptions {
  /** The one-paragraph summary under the llms.txt title. */
  summary: string;
  /**
   * Called for a relative Markdown link that names no docs page. The build's
   * own broken-link check reports these too; the plugin follows its setting.
   */
  onBrokenLink: (message: string) => void;
}

export interface OutputFile {
  /** Path relative to the build folder, with forward slashes. */
  path: string;
  content: string;
}

/** A front matter value as `readDoc` returns it (it stringifies values, so an empty key reads "null"). */
function frontMatterText(value: string | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text && text !== 'null' && text !== 'undefined' ? text : undefined;
}

/** Reads every doc's front matter and body; throws naming the file when its title or description is missing. */
export function readSite(content: DocsContent, options: SiteOptions): Site {
  const versions = content.loadedVersions.map((version): SiteVersion => ({
    name: version.versionName,
    label: version.label,
    isLast: version.isLast,
    contentPath: version.contentPath,
    sidebars: version.sidebars,
    docs: version.docs.map((meta) => {
      const file = meta.source.startsWith('@site/')
        ? path.join(options.siteDir, meta.source.slice('@site/'.length))
        : path.resolve(options.siteDir, meta.source);
      const doc = readDoc(file);
      const title = frontMatterText(doc.frontMatter.title);
      if (!title) throw new Error(`${file}: the front matter has no title (llms.txt and the page's Markdown copy use it)`);
      const description = frontMatterText(doc.frontMatter.description);
      if (!description) {
        throw new Error(`${file}: the front matter has no description (llms.txt and the page's Markdown copy use it)`);
      }
      return {
        id: meta.id,
        version: version.versionName,
        file,
        permalink: meta.permalink,
        unlisted: meta.unlisted || doc.frontMatter.unlisted === 'true',
        title,
        description,
        body: doc.body,
      };
    }),
  }));
  return {url: options.url.replace(/\/+$/, ''), baseUrl: options.baseUrl, title: options.title, versions};
}

/** The page's path relative to the build folder (its permalink without the base URL), e.g. docs/1.2/api/ref/Channel. */
export function pagePath(site: Site, doc: SiteDoc): string {
  return permalinkPath(doc.permalink, site.baseUrl);
}

/** Where a page's Markdown copy is written, relative to the build folder: beside the page. */
export function markdownPath(site: Site, doc: SiteDoc): string {
  return markdownCopyPath(doc.permalink, site.baseUrl);
}

export function pageUrl(site: Site, doc: SiteDoc): string {
  return site.url + doc.permalink;
}

export function markdownUrl(site: Site, doc: SiteDoc): string {
  return site.url + site.baseUrl + markdownPath(site, doc);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return oneLine(text).replace(/[[\]]/g, '\\$&');
}

function sectionTitle(sidebarId: string): string {
  const words = sidebarId.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The /llms.txt of the current release (the version served at /docs). */
export function renderLlmsTxt(site: Site, options: Pick<RenderOptions, 'summary'>): string {
  const latest = site.versions.find((v) => v.isLast);
  if (!latest) throw new Error('llms.txt: no docs version is marked as the latest (lastVersion)');
  const byId = new Map(latest.docs.map((doc) => [doc.id, doc]));
  const seen = new Set<string>();

  const take = (sidebarId: string, items: LlmsSidebarItem[]): SiteDoc[] => {
    const out: SiteDoc[] = [];
    const add = (id: string) => {
      const doc = byId.get(id);
      if (!doc) throw new Error(`llms.txt: the "${sidebarId}" sidebar of version ${latest.name} names doc "${id}", which does not exist`);
      if (seen.has(id) || doc.unlisted) return;
      seen.add(id);
      out.push(doc);
    };
    const walk = (list: LlmsSidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'doc' || item.type === 'ref') add(item.id);
        else if (item.type === 'category') {
          if (item.link?.type === 'doc' && item.link.id) add(item.link.id);
          walk(item.items);
        }
      }
    };
    walk(items);
    return out;
  };

  const sections: {title: string; docs: SiteDoc[]}[] = [];
  const docsSidebar = latest.sidebars.docs;
  if (!docsSidebar) throw new Error(`llms.txt: version ${latest.name} has no "docs" sidebar`);
  let introduction: {title: string; docs: SiteDoc[]} | undefined;
  for (const item of docsSidebar) {
    if (item.type === 'category') {
      sections.push({title: item.label, docs: take('docs', [item])});
    } else {
      if (!introduction) {
        introduction = {title: 'Introduction', docs: []};
        sections.push(introduction);
      }
      introduction.docs.push(...take('docs', [item]));
    }
  }
  for (const [sidebarId, items] of Object.entries(latest.sidebars)) {
    if (sidebarId !== 'docs') sections.push({title: sectionTitle(sidebarId), docs: take(sidebarId, items)});
  }
  sections.push({title: 'Other pages', docs: latest.docs.filter((doc) => !doc.unlisted && !seen.has(doc.id))});

  const entry = (title: string, url: string, description: string) => `- [${linkText(title)}](${url}): ${oneLine(description)}`;
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(options.summary)} This file lists the documentation of ${site.title} ${latest.label}, the current release.`,
    '',
    'Each link leads to the Markdown copy of a page; the same address without `.md` is the HTML page. ' +
      'Every docs page of every version has its Markdown at its address with `.md` appended. ' +
      'The introductions of past releases are listed under Optional.',
  ];
  for (const section of sections) {
    if (section.docs.length === 0) continue;
    lines.push('', `## ${section.title}`, '');
    for (const doc of section.docs) lines.push(entry(doc.title, markdownUrl(site, doc), doc.description));
  }

  const past = site.versions.filter((v) => !v.isLast && v.name !== unreleasedVersionName);
  const pastEntries = past.flatMap((version) => {
    const firstId = version.sidebars.docs
      ? (function first(items: LlmsSidebarItem[]): string | undefined {
          for (const item of items) {
            if (item.type === 'doc' || item.type === 'ref') return item.id;
            if (item.type === 'category') {
              const found = item.link?.type === 'doc' && item.link.id ? item.link.id : first(item.items);
              if (found) return found;
            }
          }
          return undefined;
        })(version.sidebars.docs)
      : undefined;
    const intro = version.docs.find((doc) => doc.id === firstId);
    return intro
      ? [entry(`${site.title} ${version.label} (past release): ${intro.title}`, markdownUrl(site, intro), intro.description)]
      : [];
  });
  if (pastEntries.length > 0) lines.push('', '## Optional', '', ...pastEntries);
  return `${lines.join('\n')}\n`;
}

/** How a page's links are resolved: every doc of every version, by source file and by version and id. */
export interface LinkIndex {
  site: Site;
  byFile: Map<string, SiteDoc>;
  byVersionId: Map<string, Map<string, SiteDoc>>;
  contentPaths: Map<string, string>;
}

export function linkIndex(site: Site): LinkIndex {
  const byFile = new Map<string, SiteDoc>();
  const byVersionId = new Map<string, Map<string, SiteDoc>>();
  const contentPaths = new Map<string, string>();
  for (const version of site.versions) {
    byVersionId.set(version.name, new Map(version.docs.map((doc) => [doc.id, doc])));
    contentPaths.set(version.name, version.contentPath);
    for (const doc of version.docs) byFile.set(path.resolve(doc.file), doc);
  }
  return {site, byFile, byVersionId, contentPaths};
}

const fenceOpen = /^\s*(`{3,}|~{3,})/;

/** Whether `line` closes the fence opened by `fence` (same character, at least as long, nothing after it). */
function closesFence(line: string, fence: string): boolean {
  const m = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
  return Boolean(m && m[1][0] === fence[0] && m[1].length >= fence.length);
}

/** Splits Markdown into runs of prose and fenced code blocks, which are left as they are. */
function mapProse(body: string, convert: (prose: string) => string): string {
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (prose.length > 0) out.push(convert(prose.join('\n')));
    prose = [];
  };
  for (const line of body.split(/\r?\n/)) {
    if (fence) {
      out.push(line);
      if (closesFence(line, fence)) fence = null;
    } else {
      const m = fenceOpen.exec(line);
      if (m) {
        flush();
        fence = m[1];
        out.push(line);
      } else prose.push(line);
    }
  }
  flush();
  return out.join('\n');
}

function attributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["']([^"']*)["']\s*\})/g)) {
    attrs[m[1]] = m[2] ?? m[3] ?? m[4];
  }
  return attrs;
}

/** `<CertifiedList version>` as a Markdown list. */
function certifiedMarkdown(version: string): string {
  const entries = certifiedFor(version);
  if (!entries.length) return `No product is listed as certified for FDC3 ${version}.`;
  return entries
    .map((c) => `- ${c.product} (${c.vendor}), [certified ${certifiedDate(c.date)}](${c.source})${c.note ? `. ${c.note}` : ''}`)
    .join('\n');
}

/** Replaces the MDX-only syntax of one prose run (code spans untouched) and makes every link absolute. */
function convertProse(prose: string, doc: SiteDoc, index: LinkIndex, onBrokenLink: (message: string) => void): string {
  const {site} = index;
  const codeSpans: string[] = [];
  let text = prose.replace(/(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (span) => {
    codeSpans.push(span);
    return `\u0000${codeSpans.length - 1}\u0000`;
  });

  // MDX comments, among them the explicit heading ids `{/* #broadcast */}`, and ESM lines.
  text = text.replace(/[ \t]*\{\/\*[\s\S]*?\*\/\}/g, '');
  text = text.replace(/^(?:import\s.*\sfrom\s+['"][^'"\n]+['"];?|export\s+(?:const|default|function)\b.*)[ \t]*(?:\n|$)/gm, '');

  const absolute = (url: string): string => {
    if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
    if (url.startsWith('#')) return pageUrl(site, doc) + url;
    const hashAt = url.indexOf('#');
    const target = hashAt < 0 ? url : url.slice(0, hashAt);
    const hash = hashAt < 0 ? '' : url.slice(hashAt);
    if (/\.mdx?$/.test(target)) {
      const decoded = decodeURIComponent(target);
      const candidates = [path.resolve(path.dirname(doc.file), decoded)];
      const root = index.contentPaths.get(doc.version);
      if (root && !decoded.startsWith('.')) candidates.push(path.resolve(root, decoded.replace(/^\/+/, '')));
      const found = candidates.map((file) => index.byFile.get(file)).find(Boolean);
      if (found) return pageUrl(site, found) + hash;
      onBrokenLink(`${doc.file}: the link "${url}" names no docs page`);
      return url;
    }
    if (url.startsWith('/')) return site.url + site.baseUrl + url.replace(/^\/+/, '');
    return new URL(url, pageUrl(site, doc)).href;
  };

  text = text.replace(/<VersionLink\b([^>]*)>([\s\S]*?)<\/VersionLink>/g, (_, attrText: string, inner: string) => {
    const {version, to} = attributes(attrText);
    if (!version || !to) throw new Error(`${doc.file}: <VersionLink${attrText}> needs both a version and a to attribute`);
    const [id, hash] = to.split('#');
    const docs = index.byVersionId.get(version);
    if (!docs) throw new Error(`${doc.file}: <VersionLink version="${version}">: no docs version named "${version}"`);
    const target = docs.get(id);
    if (!target)
      throw new Error(`${doc.file}: <VersionLink version="${version}" to="${to}">: version ${version} has no doc with id "${id}"`);
    return `[${inner}](${pageUrl(site, target)}${hash ? `#${hash}` : ''})`;
  });

  // The reader paths of the Getting started page, from the same data as the HTML page (links made absolute below).
  text = text.replace(/<ReaderPaths\b([^>]*)\/>/g, (_, attrText: string) => {
    const {version} = attributes(attrText);
    if (!pathVersions.includes(version as PathVersion))
      throw new Error(`${doc.file}: <ReaderPaths version="${version}" />: the paths have no version "${version}"`);
    return readerPaths
      .map((p) => {
        const steps = stepsIn(readerPathSteps[p.id], version as PathVersion).map(
          ({step, href}, i) => `${i + 1}. [${step.label}](${href}): ${step.learn}`,
        );
        return `### ${p.title}\n\n${p.lead}\n\n${steps.join('\n')}`;
      })
      .join('\n\n');
  });
  // The conformance cases and coverage tables, from the same data as the HTML pages (their links are resolved below).
  text = expandConformanceText(text, doc.version, doc.file);
  text = text.replace(/<CertifiedList\b([^>]*)\/>/g, (_, attrText: string) => certifiedMarkdown(attributes(attrText).version ?? ''));

  // Inline links and images `](url "title")`, then reference definitions `[label]: url`.
  text = text.replace(/\]\((<[^>\n]*>|[^)\s]+)((?:\s+"[^"\n]*")?\))/g, (_, url: string, rest: string) => {
    const bare = url.startsWith('<') ? url.slice(1, -1) : url;
    return `](${absolute(bare)}${rest}`;
  });
  text = text.replace(/^(\s{0,3}\[(?!\^)[^\]\n]+\]:\s*)(\S+)/gm, (_, lead: string, url: string) => lead + absolute(url));

  // The App Directory API reference is generated from the OpenAPI document: the copy points at the page that shows it.
  text = text.replace(
    /<AppDirectoryApiReference\b[^>]*\/>/g,
    () => `This part is generated from the App Directory OpenAPI document; read it on the [HTML page](${pageUrl(site, doc)}).`,
  );

  const jsx = /<([A-Z][\w.]*)[\s/>]/.exec(text);
  if (jsx) {
    throw new Error(
      `${doc.file}: <${jsx[1]}> is MDX with no plain Markdown form; teach src/plugins/build-output/llms-txt/generate.ts to convert it`,
    );
  }
  // eslint-disable-next-line no-control-regex -- NUL marks the code spans set aside above; it cannot occur in Markdown.
  return text.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codeSpans[Number(i)]);
}

/** Docusaurus admonitions (`:::note[Title]` … `:::`) as blockquotes with the title in bold. */
function admonitionsToQuotes(body: string): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let depth = 0;
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const quote = '> '.repeat(depth);
    if (fence) {
      out.push((quote + line).trimEnd());
      if (closesFence(line, fence)) fence = null;
      return;
    }
    const open = /^\s*:{3,}([a-z]+)(?:\[(.*)\])?(?:\s+(.*?))?\s*$/.exec(line);
    if (open) {
      const label = open[2]?.trim() || open[3]?.trim() || open[1].charAt(0).toUpperCase() + open[1].slice(1);
      out.push(`${quote}> **${label}**`, `${quote}>`);
      depth++;
      return;
    }
    if (depth > 0 && /^\s*:{3,}\s*$/.test(line)) {
      depth--;
      // A line right after the closing marker would otherwise continue the quote.
      if ((lines[i + 1] ?? '').trim() !== '') out.push('> '.repeat(depth).trimEnd());
      return;
    }
    const m = fenceOpen.exec(line);
    if (m) fence = m[1];
    out.push((quote + line).trimEnd());
  });
  return out.join('\n');
}

/** A page's Markdown copy: `# Title`, the description as a quote, then the body as plain Markdown. */
export function renderDocMarkdown(doc: SiteDoc, index: LinkIndex, onBrokenLink: RenderOptions['onBrokenLink']): string {
  const body = admonitionsToQuotes(mapProse(doc.body, (prose) => convertProse(prose, doc, index, onBrokenLink)));
  return `# ${doc.title}\n\n> ${oneLine(doc.description)}\n\n${body.trim()}\n`;
}

/** Everything the plugin writes: llms.txt, then the Markdown copy of every doc of every version. */
export function renderOutput(site: Site, options: RenderOptions): OutputFile[] {
  const index = linkIndex(site);
  const files: OutputFile[] = [{path: 'llms.txt', content: renderLlmsTxt(site, options)}];
  for (const version of site.versions) {
    for (const doc of version.docs) {
      files.push({path: markdownPath(site, doc), content: renderDocMarkdown(doc, index, options.onBrokenLink)});
    }
  }
  return files;
}
