/** Doc ids and sidebar references of each docs version, as Docusaurus computes them. */
import fs from 'node:fs';
import path from 'node:path';
import {listMarkdown, readDoc, type DocFile} from './markdown';
import {repoRoot, type DocsVersion} from './docs-versions';

export interface IndexedDoc extends DocFile {
  id: string;
  /** Route of the doc, e.g. /docs/1.2/api/ref/Channel. */
  route: string;
  unlisted: boolean;
}

/** Every doc of a version by id; throws naming the file if an id is defined twice. */
export function indexDocs(version: DocsVersion): Map<string, IndexedDoc> {
  const dir = path.join(repoRoot, version.dir);
  const docs = new Map<string, IndexedDoc>();
  for (const file of listMarkdown(dir)) {
    const doc = readDoc(file);
    const rel = path.relative(dir, file).split(path.sep).join('/');
    const folder = path.posix.dirname(rel);
    const localId = doc.frontMatter.id || path.posix.basename(rel).replace(/\.mdx?$/, '');
    const id = folder === '.' ? localId : `${folder}/${localId}`;
    const previous = docs.get(id);
    if (previous) throw new Error(`${file}: doc id "${id}" is already used by ${previous.file}`);
    const slug = doc.frontMatter.slug;
    const route = slug?.startsWith('/') ? `${version.routeBase}${slug}` : `${version.routeBase}/${id}`;
    docs.set(id, {...doc, id, route, unlisted: doc.frontMatter.unlisted === 'true'});
  }
  return docs;
}

/** A page of a version's index by id, with its file relative to the repository; throws naming the id if absent. */
export function docPage(docs: Map<string, IndexedDoc>, id: string): {body: string; file: string} {
  const doc = docs.get(id);
  if (!doc) throw new Error(`no page with id ${id}`);
  return {body: doc.body, file: path.relative(repoRoot, doc.file)};
}

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]; link?: {type?: string; id?: string}; label?: string};

/** Sidebars of a version: `sidebars.ts` for the unreleased one, the versioned JSON otherwise. */
export async function loadSidebars(version: DocsVersion): Promise<Record<string, SidebarItem[]>> {
  if (!version.sidebarFile) {
    const mod = await import(path.join(repoRoot, 'sidebars.ts'));
    return (mod.default ?? mod) as Record<string, SidebarItem[]>;
  }
  return JSON.parse(fs.readFileSync(path.join(repoRoot, version.sidebarFile), 'utf8'));
}

/** Doc ids a sidebar refers to (docs, category links), in order. */
export function sidebarDocIds(items: SidebarItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') ids.push(item);
    else {
      if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.push(item.id);
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      if (item.items) ids.push(...sidebarDocIds(item.items));
    }
  }
  return ids;
}
