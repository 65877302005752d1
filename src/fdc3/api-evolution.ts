/**
 * How the standard's API evolved, version by version: for every DesktopAgent,
 * Channel and PrivateChannel member, error value, context type and intent,
 * whether each version introduced it, changed its signature, deprecated it or
 * kept it, and the section of that version's docs that documents it.
 */
import path from 'node:path';
import {docsVersions, type DocsVersion} from './docs-versions';
import {indexDocs, type IndexedDoc} from './docs-index';
import {apiSurface, evolvingInterfaces, type ApiSurface, type SurfaceMember} from './api-surface';
import {contextTypeInfo} from './context-types';
import {codeHeadings, headingAnchors} from './content-checks';
import {headings} from './markdown';
import type {ApiEvolution, CellStatus, EvolutionGroup, EvolutionRow} from './api-evolution.types';

export type {ApiEvolution, CellStatus, EvolutionCell, EvolutionGroup, EvolutionRow} from './api-evolution.types';

/** Versions oldest first (1.0 … latest release, then next). */
export function versionsOldestFirst(): DocsVersion[] {
  const released = docsVersions.filter((v) => v.name !== 'current').reverse();
  return [...released, ...docsVersions.filter((v) => v.name === 'current')];
}

interface VersionDocs {
  version: DocsVersion;
  surface: ApiSurface;
  docs: Map<string, IndexedDoc>;
}

/** The anchor of the heading that documents `name` on a page (a `## \`name\`` or `### \`name\`` heading). */
function anchorFor(doc: IndexedDoc, name: string, level: number): string | undefined {
  if (!codeHeadings(doc.body, level).has(name)) return undefined;
  const heading = headings(doc.body).find((h) => h.level === level && new RegExp(`^\`${name}\``).test(h.text));
  if (!heading) return undefined;
  const [anchor] = headingAnchors(`${'#'.repeat(level)} ${heading.text}`);
  return anchor;
}

const listed = (docs: Map<string, IndexedDoc>, id: string) => {
  const doc = docs.get(id);
  return doc && !doc.unlisted ? doc : undefined;
};

function memberHref(v: VersionDocs, iface: string, member: string): string | undefined {
  const doc = listed(v.docs, `api/ref/${iface}`);
  const anchor = doc && anchorFor(doc, member, 3);
  return doc && anchor ? `${doc.route}#${anchor}` : doc?.route;
}

function errorHref(v: VersionDocs, enumName: string): string | undefined {
  const own = listed(v.docs, `api/ref/${enumName}`);
  if (own) return own.route;
  const page = listed(v.docs, 'api/ref/Errors');
  const anchor = page && anchorFor(page, enumName, 2);
  return page && anchor ? `${page.route}#${anchor}` : page?.route;
}

function contextHref(v: VersionDocs, type: string): string | undefined {
  const iface = contextTypeInfo(v.version.typings!).interfaces.get(type);
  const name = iface === 'ContextData' ? 'Context' : iface;
  return name ? listed(v.docs, `context/ref/${name}`)?.route : undefined;
}

function statusOf(present: boolean, previous: SurfaceMember | undefined | null, member: SurfaceMember | undefined): CellStatus {
  if (!present) return 'absent';
  if (previous === undefined) return 'added';
  if (!member || !previous) return 'same';
  if (member.deprecated && !previous.deprecated) return 'deprecated';
  if (member.partlyDeprecated && !previous.partlyDeprecated && !previous.deprecated) return 'partly-deprecated';
  return member.signatures.join(' | ') === previous.signatures.join(' | ') ? 'same' : 'changed';
}

function rowsFor(
  names: string[],
  versions: VersionDocs[],
  member: (v: VersionDocs, name: string) => SurfaceMember | boolean,
  href: (v: VersionDocs, name: string) => string | undefined,
): EvolutionRow[] {
  return names.map((name) => {
    let previous: SurfaceMember | null | undefined;
    const cells = versions.map((v) => {
      const found = member(v, name);
      const present = found !== false;
      const current = typeof found === 'object' ? found : null;
      const status = statusOf(present, previous, current ?? undefined);
      if (!present) previous = undefined;
      else previous = current;
      return {
        status,
        ...(present ? {href: href(v, name)} : {}),
        ...(current ? {detail: current.signatures.join('\n')} : {}),
      };
    });
    return {name, cells};
  });
}

const union = (lists: string[][]) => [...new Set(lists.flat())];

export function buildApiEvolution(): ApiEvolution {
  const versions: VersionDocs[] = versionsOldestFirst().map((version) => ({
    version,
    surface: apiSurface(version),
    docs: indexDocs(version),
  }));
  const groups: EvolutionGroup[] = [];

  for (const iface of evolvingInterfaces) {
    const names = union(versions.map((v) => (v.surface.interfaces[iface] ?? []).map((m) => m.name)));
    groups.push({
      id: iface.toLowerCase(),
      title: iface,
      rows: rowsFor(
        names,
        versions,
        (v, name) => v.surface.interfaces[iface]?.find((m) => m.name === name) ?? false,
        (v, name) => memberHref(v, iface, name),
      ),
    });
  }

  const enums = union(versions.map((v) => Object.keys(v.surface.errors)));
  for (const enumName of enums) {
    const values = union(versions.map((v) => v.surface.errors[enumName] ?? []));
    groups.push({
      id: enumName.toLowerCase(),
      title: enumName,
      rows: rowsFor(
        values,
        versions,
        (v, value) =>
          v.surface.errors[enumName]?.includes(value)
            ? {name: value, signatures: [value], deprecated: false, partlyDeprecated: false}
            : false,
        (v) => errorHref(v, enumName),
      ),
    });
  }

  const simple = (present: (v: VersionDocs, name: string) => boolean) => (v: VersionDocs, name: string) =>
    present(v, name) ? {name, signatures: [name], deprecated: false, partlyDeprecated: false} : false;

  groups.push({
    id: 'context-types',
    title: 'Context types',
    rows: rowsFor(
      union(versions.map((v) => v.surface.contextTypes)).sort(),
      versions,
      simple((v, t) => v.surface.contextTypes.includes(t)),
      contextHref,
    ),
  });
  groups.push({
    id: 'intents',
    title: 'Intents',
    rows: rowsFor(
      union(versions.map((v) => v.surface.intents)).sort(),
      versions,
      simple((v, i) => v.surface.intents.includes(i)),
      (v, i) => listed(v.docs, `intents/ref/${i}`)?.route,
    ),
  });

  return {
    versions: versions.map(({version}) => ({
      name: version.name,
      label: version.name === 'current' ? 'Next' : version.name,
      typings: version.name === '1.0' ? 'src/fdc3/fdc3-1.0 (no npm package)' : `@finos/fdc3 ${readPackageVersion(version.typings!)}`,
    })),
    groups,
  };
}

function readPackageVersion(alias: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(path.dirname(require.resolve(`${alias}/package.json`)), 'package.json')) as {version: string}).version;
}
