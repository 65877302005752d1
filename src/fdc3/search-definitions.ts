// cspell:ignore chatinitsettings
/**
 * The names of each docs version and the section that defines each, for the search's
 * "definitions first" (src/components/Search/definitions.ts). The names come from the model:
 * the API surface of the version's typings (DesktopAgent, Channel and PrivateChannel members,
 * error enums and values, context types, intents: ./api-surface.ts) and, for 2.0, the context
 * fields read from its typings (./context-fields.ts); the reference pages add the names their
 * headings and tables define (metadata and other types and their members, the fields of every
 * version's context types, error strings such as `UserCancelledResolution`). Each name is mapped
 * to the reference heading that names it, or, for a table row, to the heading above the table.
 * Every model name must be found on a page: `missing` lists those that are not.
 */
import {createSlugger} from '@docusaurus/utils';
import {apiInterfaces, apiSurface} from './api-surface';
import {contextTypeSpecs} from './context-fields';
import {indexDocs, type IndexedDoc} from './docs-index';
import type {DocsVersion} from './docs-versions';
import {proseLines} from './markdown';
import type {DefinitionsFile} from './search-definitions.types';

/** The reference pages, in the order their names rank among equals (the DesktopAgent's `broadcast` before a Channel's). */
const pageOrder = [
  'api/ref/DesktopAgent',
  'api/ref/Channel',
  'api/ref/PrivateChannel',
  'api/ref/Metadata',
  'api/ref/Types',
  'api/ref/Errors',
  'api/ref/Globals',
];

/** Pages whose table rows define names (fields, members, error values); the interfaces' and globals' tables list parameters. */
const rowPages = /^(api\/ref\/(?!(DesktopAgent|Channel|PrivateChannel|Globals)$).+|context\/ref\/.+)$/;

/** A context type's key, as its page is named: `fdc3.chat.initSettings` and ChatInitSettings give `chatinitsettings`. */
const typeKey = (name: string) =>
  name
    .replace(/^fdc3\./, '')
    .replace(/\./g, '')
    .toLowerCase();

const identifier = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** A heading's text as the reader sees it: no code marks, links, emphasis or explicit id. */
function plainHeading(text: string): string {
  return text
    .replace(/\{\/\*\s*#[\w-]+\s*\*\/\}|\{#[\w-]+\}/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, (m) => (m === '_' ? '_' : ''))
    .trim();
}

function explicitId(text: string): string | undefined {
  return /\{\/\*\s*#([\w-]+)\s*\*\/\}|\{#([\w-]+)\}/.exec(text)?.slice(1).find(Boolean);
}

/** The identifier a heading or cell names: its leading code span (`raiseIntent`, `fdc3Ready()`). */
function codeName(text: string): string | undefined {
  const m = /^`([^`]+)`/.exec(text.trim());
  if (!m) return undefined;
  const name = m[1]!.replace(/\(\)$/, '').replace(/^"(.*)"$/, '$1');
  return identifier.test(name) ? name : undefined;
}

export interface VersionDefinitions {
  file: DefinitionsFile;
  /** Names of the model that no reference page defines, with what they are. */
  missing: string[];
}

function orderedRefs(docs: Map<string, IndexedDoc>): IndexedDoc[] {
  const refs = [...docs.values()].filter((d) => !d.unlisted && /^(api|context|intents)\/ref\//.test(d.id));
  const rank = (d: IndexedDoc) => {
    const at = pageOrder.indexOf(d.id);
    if (at >= 0) return at;
    return d.id.startsWith('api/') ? pageOrder.length : d.id.startsWith('context/') ? pageOrder.length + 1 : pageOrder.length + 2;
  };
  return refs.sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The definitions of a version and the model names it misses. */
export function versionDefinitions(version: DocsVersion): VersionDefinitions {
  const docs = indexDocs(version);
  const file: DefinitionsFile = {pages: [], defs: []};
  const names = new Set<string>();
  const add = (page: number, name: string, anchor: string, section: string, kind: string) => {
    const key = `${name}\u0000${page}\u0000${anchor}`;
    if (names.has(key)) return;
    names.add(key);
    file.defs.push([name, page, anchor, section, kind]);
  };
  const surface = apiSurface(version);
  const typeOfPage = new Map<string, string>();
  for (const type of surface.contextTypes) typeOfPage.set(typeKey(type), type);

  const refs = orderedRefs(docs);
  const pagedTypes = new Set(
    refs.flatMap((d) => (d.id.startsWith('context/ref/') ? [typeOfPage.get(typeKey(d.id.split('/').pop()!))] : [])),
  );
  for (const doc of refs) {
    const page = file.pages.length;
    const title = doc.frontMatter.title ?? doc.id.split('/').pop()!;
    file.pages.push([doc.route, title]);
    const pageName = doc.id.split('/').pop()!;
    const pageType = doc.id.startsWith('context/ref/') ? typeOfPage.get(typeKey(pageName)) : undefined;
    if (doc.id.startsWith('intents/ref/')) add(page, pageName, '', '', 'Intent');
    if (doc.id.startsWith('context/ref/')) {
      add(page, pageName, '', '', pageType ? `Context type ${pageType}` : 'Context type');
      if (pageType) add(page, pageType, '', '', 'Context type');
    }
    const iface = (apiInterfaces as readonly string[]).includes(pageName) ? pageName : undefined;
    if (iface && surface.interfaces[iface as keyof typeof surface.interfaces]) add(page, pageName, '', '', 'Interface');
    // 1.1 gives some types and enums a page of their own (IntentResolution, OpenError).
    else if (!iface && doc.id.startsWith('api/ref/') && identifier.test(title) && !pageOrder.includes(doc.id))
      add(page, title, '', '', 'Type');

    const slugger = createSlugger();
    let anchor = '';
    let section = '';
    let owner = '';
    for (const {text} of proseLines(doc.body)) {
      const heading = /^(#{2,6})\s+(.*?)\s*#*\s*$/.exec(text);
      if (heading) {
        const raw = heading[2]!;
        section = plainHeading(raw);
        anchor = explicitId(raw) ?? slugger.slug(section);
        const name = codeName(raw);
        owner = name ?? section;
        if (!name) continue;
        const kind = iface
          ? `Member of ${iface}`
          : doc.id === 'api/ref/Errors'
            ? 'Error enum'
            : doc.id === 'api/ref/Globals'
              ? 'Global'
              : doc.id.startsWith('api/ref/')
                ? 'Type'
                : `Section of ${title}`;
        add(page, name, anchor, section, kind);
        continue;
      }
      if (!rowPages.test(doc.id) || !text.startsWith('|')) continue;
      const cells = text.split('|').slice(1, -1);
      // A context type with no page of its own, named as the type of a field (the draft's file attachment in Message).
      if (pageType) {
        for (const [, named] of text.matchAll(/`"(fdc3\.[\w.]+)"`/g)) {
          if (named !== pageType && surface.contextTypes.includes(named!) && !pagedTypes.has(named!))
            add(page, named!, anchor, section, `Context type, in ${pageType}`);
        }
      }
      const first = codeName(cells[0] ?? '');
      if (!first) continue;
      const kind = /Error$/.test(owner)
        ? `Value of ${owner}`
        : doc.id.startsWith('context/ref/')
          ? `Field of ${pageType ?? title}`
          : `Member of ${owner}`;
      add(page, first, anchor, section, kind);
      if (first.includes('.')) add(page, first.split('.').pop()!, anchor, section, kind);
      const value = /^`"([^"`]+)"`$/.exec((cells[1] ?? '').trim())?.[1];
      if (/Error$/.test(owner) && value && value !== first) add(page, value, anchor, section, kind);
    }
  }

  // The model's names, each of which must be defined on a page.
  const defined = new Set(file.defs.map(([name]) => name));
  const expected: string[] = [];
  for (const iface of apiInterfaces) {
    const members = surface.interfaces[iface];
    if (!members) continue;
    expected.push(iface, ...members.map((m) => m.name));
  }
  for (const [enumName, values] of Object.entries(surface.errors)) expected.push(enumName, ...values.map((v) => v.name));
  expected.push(...surface.contextTypes, ...surface.intents);
  if (version.typings === 'fdc3-2.0') {
    for (const spec of contextTypeSpecs(version.typings)) for (const field of spec.fields) expected.push(field.path.split('.').pop()!);
  }
  const missing = [...new Set(expected)].filter((name) => !defined.has(name));
  return {file, missing};
}
