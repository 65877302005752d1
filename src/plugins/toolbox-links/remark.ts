/**
 * "Try it" links from every context type's reference page to the toolbox
 * (a remark plugin, registered for the docs plugin in docusaurus.config.ts;
 * no client code: the link is part of the page's HTML).
 *
 * A page is a context type's page when it is `context/ref/<Name>` of a docs
 * version, is listed, and `<Name>` is the interface (or the camel-cased type
 * string) of a context type of that version's typings (src/fdc3/context-types.ts).
 * The link goes where that version's contexts can be checked, with the type
 * preselected:
 * - FDC3 2.0, the version the Workbench simulates: the Workbench, `?type=`;
 * - the other versions with served schemas: the context checker, `?version=&type=`;
 * - 1.0, which published no schemas: FDC3 1.0 Explained, saying why.
 * The paragraph goes right after the page's `**Schema:**` paragraph, or after
 * its first paragraph.
 */
import type {Paragraph, PhrasingContent, Root} from 'mdast';
import {contextTypeInfo} from '../../fdc3/context-types';
import {contextTypeSpecs} from '../../fdc3/context-fields';
import {docsVersions} from '../../fdc3/docs-versions';
import {schemaSourceFor} from '../../fdc3/schemas/sources';
import {explainedVersions} from '../../toolbox/explained/versions';
import {toolboxPaths} from '../../toolbox/paths';
import {pageOf} from '../member-marks/marks';
import {addTryItLinks} from './try-it';

/** The version the Workbench simulates (src/plugins/toolbox gives it the 2.0 typings' context types). */
export const workbenchVersion = '2.0';
const workbenchTypings = 'fdc3-2.0';

const lcFirst = (s: string) => s[0].toLowerCase() + s.slice(1);

/** The context type a page documents (`context/ref/ChatInitSettings` of next → `fdc3.chat.initSettings`), if it is a context type page. */
export function contextTypeOfPage(page: {version: string; id: string}): string | undefined {
  const m = /^context\/ref\/([A-Za-z]+)$/.exec(page.id);
  const typings = docsVersions.find((v) => v.name === page.version)?.typings;
  if (!m || !typings) return undefined;
  const info = contextTypeInfo(typings);
  for (const [type, iface] of info.interfaces) if (iface === m[1]) return type;
  const byName = `fdc3.${lcFirst(m[1])}`;
  return info.typeStrings.has(byName) ? byName : undefined;
}

let workbenchTypes: Set<string> | undefined;
const workbenchKnows = (type: string): boolean => {
  workbenchTypes ??= new Set(contextTypeSpecs(workbenchTypings).map((s) => s.type));
  return workbenchTypes.has(type);
};

export interface TryLink {
  /** Where the link goes, with the query that preselects the version and type. */
  href: string;
  /** The paragraph's words before, in and after the link. */
  before: string;
  text: string;
  after: string;
}

/** The toolbox link of a context type page of a version, or undefined when the toolbox has nothing for it. */
export function tryLink(version: string, type: string): TryLink | undefined {
  const label = version === 'current' ? 'the 2.1 draft' : `FDC3 ${version}`;
  if (version === workbenchVersion && workbenchKnows(type)) {
    return {
      href: `${toolboxPaths.workbench}?type=${encodeURIComponent(type)}`,
      before: '',
      text: 'Check a context of this type in the Workbench',
      after: `: it builds one field by field, checks it as you type and lets you broadcast it or raise an intent with it on a simulated ${label} desktop.`,
    };
  }
  const source = schemaSourceFor(version);
  if (source && !source.laterTypes?.some((t) => t.type === type)) {
    const query = type === 'fdc3.context' ? '' : `&type=${encodeURIComponent(type)}`;
    return {
      href: `${toolboxPaths.checkContext}?version=${encodeURIComponent(source.folder)}${query}`,
      before: '',
      text: 'Check a context of this type in the toolbox',
      after: `: the context checker tests it against the JSON Schemas of ${label} and names each value at fault (the Workbench simulates FDC3 ${workbenchVersion} only).`,
    };
  }
  if ((explainedVersions as readonly string[]).includes(version)) {
    return {
      href: toolboxPaths.explained(version),
      before: `The toolbox's context checker works from a version's JSON Schemas, which ${label} did not publish; `,
      text: `FDC3 ${version} Explained`,
      after: ' shows small apps of that version sharing contexts.',
    };
  }
  return undefined;
}

/** The paragraph that carries a page's link. */
export function tryParagraph(link: TryLink): Paragraph {
  const children: PhrasingContent[] = [
    {type: 'strong', children: [{type: 'text', value: 'Try it:'}]},
    {type: 'text', value: ` ${link.before}`},
    {
      type: 'link',
      url: link.href,
      data: {hProperties: {'data-toolbox-link': 'context-type'}},
      children: [{type: 'text', value: link.text}],
    },
    {type: 'text', value: link.after},
  ];
  return {type: 'paragraph', children};
}

const startsWithSchema = (node: Root['children'][number]): boolean =>
  node.type === 'paragraph' &&
  node.children[0]?.type === 'strong' &&
  node.children[0].children[0]?.type === 'text' &&
  node.children[0].children[0].value.startsWith('Schema');

/** Adds the link to a context type page's tree; returns it, or undefined when the page is not one. */
export function addTryLink(page: {version: string; id: string}, tree: Root, unlisted = false): TryLink | undefined {
  if (unlisted) return undefined;
  const type = contextTypeOfPage(page);
  const link = type ? tryLink(page.version, type) : undefined;
  if (!link) return undefined;
  const schemaAt = tree.children.findIndex(startsWithSchema);
  const at = schemaAt >= 0 ? schemaAt : tree.children.findIndex((n) => n.type === 'paragraph');
  tree.children.splice(at + 1, 0, tryParagraph(link));
  return link;
}

/** The remark plugin: the toolbox link on every context type page, and the "Open in the Workbench" links of the API reference (./try-it.ts). */
export function remarkToolboxLinks() {
  return (tree: Root, file: {path?: string; history?: string[]; data?: {frontMatter?: Record<string, unknown>}}) => {
    const where = file.path ?? file.history?.[0];
    const page = where ? pageOf(where) : undefined;
    if (!page) return;
    addTryLink(page, tree, file.data?.frontMatter?.unlisted === true);
    addTryItLinks(page, tree);
  };
}
