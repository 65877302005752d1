/**
 * Compares the standard's text at each release tag with the npm typings the
 * evolution page reads for that version's column, and prints every difference
 * (member, signature, deprecation, error value, context type, intent, and the
 * members the tag's reference pages document). The differences are then
 * recorded, with their sources, in `src/fdc3/evolution-sources.ts`.
 *
 * NEEDS the finos/FDC3 git mirror (tags v1.1 … v2.1), which CI does not have:
 * this script is run by hand, never by CI or the tests.
 *
 *   FDC3_GIT_DIR=/work/.mirror/finos+FDC3/repo npx tsx scripts/evolution-tag-diff.ts
 */
import {execFileSync} from 'node:child_process';
import {docsVersions} from '../src/fdc3/docs-versions';
import {tagOf} from '../src/fdc3/normative-text';
import * as evolutionSources from '../src/fdc3/evolution-sources';
import {apiFromSources, apiSurface, intentsFromSources, type ApiSurface, type SurfaceMember} from '../src/fdc3/api-surface';

const gitDir = process.env.FDC3_GIT_DIR ?? '/work/.mirror/finos+FDC3/repo';
const git = (...args: string[]) => execFileSync('git', [`--git-dir=${gitDir}`, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
const ls = (tag: string, dir: string) =>
  git('ls-tree', '--name-only', `${tag}:${dir}`)
    .split('\n')
    .filter(Boolean)
    .map((n) => `${dir}/${n}`);
const show = (tag: string, file: string) => git('show', `${tag}:${file}`);
const exists = (tag: string, file: string) => {
  try {
    git('cat-file', '-e', `${tag}:${file}`);
    return true;
  } catch {
    return false;
  }
};

/** Each docs version's column from 1.1 (1.0 has no package to compare), oldest first: the tag whose text it follows. */
const columns: {version: string; tag: string}[] = [...docsVersions]
  .reverse()
  .filter((d) => d.name !== '1.0')
  .map((d) => ({version: d.name, tag: tagOf(d.name)}));

interface TagSurface extends Omit<ApiSurface, 'contextTypes'> {
  contextTypes: Map<string, string>;
  deprecatedContextTypes: Set<string>;
  deprecatedIntents: Set<string>;
  /** Interface → members with a `### \`name\`` heading on the tag's reference page. */
  documented: Map<string, Set<string>>;
}

function tagSurface(tag: string): TagSurface {
  const apiFiles = ls(tag, 'src/api').filter((f) => f.endsWith('.ts'));
  const api = apiFromSources(apiFiles.map((f) => ({label: `${tag}:${f}`, text: show(tag, f)})));
  const intentsFile = exists(tag, 'src/intents/Intents.ts') ? 'src/intents/Intents.ts' : undefined;
  const intents = intentsFile
    ? intentsFromSources([{label: `${tag}:${intentsFile}`, text: show(tag, intentsFile)}])
    : (JSON.parse(show(tag, 'src/intents/standard intents.json')) as {intents: {name: string}[]}).intents.map((i) => i.name).sort();
  const schemaDir = exists(tag, 'schemas/context') ? 'schemas/context' : 'src/context/schemas';
  const contextTypes = new Map<string, string>();
  const experimental: string[] = [];
  const deprecatedContextTypes = new Set<string>();
  for (const f of ls(tag, schemaDir).filter((n) => n.endsWith('.schema.json'))) {
    const text = show(tag, f);
    const schema = JSON.parse(text) as Record<string, unknown>;
    const props = (schema.properties ?? (schema.allOf as Record<string, unknown>[] | undefined)?.[0]?.properties) as
      Record<string, {const?: string; enum?: string[]}> | undefined;
    const type = props?.type?.const ?? props?.type?.enum?.[0];
    const found = type ?? /"const":\s*"(fdc3\.[^"]+)"/.exec(text)?.[1];
    if (!found) continue;
    contextTypes.set(found, `${tag}:${f}`);
    if (/experimental/i.test(text)) experimental.push(found);
    if (/"deprecated"|@deprecated/i.test(text)) deprecatedContextTypes.add(found);
  }
  const deprecatedIntents = new Set<string>();
  for (const f of ls(tag, 'docs/intents/ref').filter((n) => n.endsWith('.md'))) {
    if (/deprecated/i.test(show(tag, f).split('\n').slice(0, 15).join('\n'))) deprecatedIntents.add(f.replace(/.*\/|\.md$/g, ''));
  }
  for (const f of exists(tag, 'docs/context/ref') ? ls(tag, 'docs/context/ref').filter((n) => n.endsWith('.md')) : []) {
    if (/deprecated/i.test(show(tag, f).split('\n').slice(0, 15).join('\n'))) deprecatedContextTypes.add(`page:${f}`);
  }
  const documented = new Map<string, Set<string>>();
  for (const f of ls(tag, 'docs/api/ref').filter((n) => n.endsWith('.md'))) {
    const page = f.replace(/.*\/|\.md$/g, '');
    const names = [...show(tag, f).matchAll(/^###\s+`([A-Za-z]+)`/gm)].map((m) => m[1]);
    documented.set(page, new Set(names));
  }
  return {
    ...api,
    contextTypes,
    experimentalContextTypes: experimental,
    deprecatedContextTypes,
    deprecatedIntents,
    intents,
    documented,
  };
}

const sig = (m: SurfaceMember | undefined) => m?.signatures.join(' | ');

for (const {version, tag} of columns) {
  const v = docsVersions.find((d) => d.name === version)!;
  const pkg = apiSurface(v);
  const text = tagSurface(tag);
  const out: string[] = [];
  for (const iface of new Set([...Object.keys(pkg.interfaces), ...Object.keys(text.interfaces)])) {
    const a = pkg.interfaces[iface] ?? [];
    const b = text.interfaces[iface] ?? [];
    if (!pkg.interfaces[iface] || !text.interfaces[iface]) {
      out.push(`interface ${iface}: package ${pkg.interfaces[iface] ? 'has' : 'lacks'}, tag ${text.interfaces[iface] ? 'has' : 'lacks'}`);
    }
    for (const name of new Set([...a.map((m) => m.name), ...b.map((m) => m.name)])) {
      const pm = a.find((m) => m.name === name);
      const tm = b.find((m) => m.name === name);
      if (!pm || !tm) out.push(`member ${iface}.${name}: package ${pm ? 'has' : 'lacks'}, tag ${tm ? `has (${tm.at})` : 'lacks'}`);
      else {
        if (sig(pm) !== sig(tm)) out.push(`signature ${iface}.${name}: package ${sig(pm)} // tag ${sig(tm)} (${tm.at})`);
        if (pm.deprecated !== tm.deprecated || pm.partlyDeprecated !== tm.partlyDeprecated)
          out.push(
            `deprecation ${iface}.${name}: package ${pm.deprecated}/${pm.partlyDeprecated}, tag ${tm.deprecated}/${tm.partlyDeprecated} (${tm.at})`,
          );
      }
    }
  }
  for (const t of new Set([...Object.keys(pkg.types), ...Object.keys(text.types)])) {
    if (sig(pkg.types[t]) !== sig(text.types[t]) || pkg.types[t]?.deprecated !== text.types[t]?.deprecated)
      out.push(`type ${t}: package ${sig(pkg.types[t])} // tag ${sig(text.types[t])} (${text.types[t]?.at})`);
  }
  for (const e of new Set([...Object.keys(pkg.errors), ...Object.keys(text.errors)])) {
    const a = pkg.errors[e] ?? [];
    const b = text.errors[e] ?? [];
    for (const name of new Set([...a.map((x) => x.name), ...b.map((x) => x.name)])) {
      const pv = a.find((x) => x.name === name);
      const tv = b.find((x) => x.name === name);
      if (!pv || !tv || pv.value !== tv.value)
        out.push(`error ${e}.${name}: package ${pv?.value ?? 'lacks'}, tag ${tv ? `${tv.value} (${tv.at})` : 'lacks'}`);
    }
  }
  for (const t of new Set([...pkg.contextTypes, ...pkg.experimentalContextTypes, ...text.contextTypes.keys()])) {
    const inPkg = pkg.contextTypes.includes(t) || pkg.experimentalContextTypes.includes(t);
    if (!inPkg || !text.contextTypes.has(t))
      out.push(`context ${t}: package ${inPkg ? 'has' : 'lacks'}, tag ${text.contextTypes.get(t) ?? 'lacks'}`);
    if (text.experimentalContextTypes.includes(t) !== pkg.experimentalContextTypes.includes(t))
      out.push(
        `context ${t}: experimental in tag ${text.experimentalContextTypes.includes(t)}, package ${pkg.experimentalContextTypes.includes(t)}`,
      );
  }
  for (const d of text.deprecatedContextTypes) out.push(`context deprecated at tag: ${d}`);
  for (const i of new Set([...pkg.intents, ...text.intents])) {
    if (!pkg.intents.includes(i) || !text.intents.includes(i))
      out.push(`intent ${i}: package ${pkg.intents.includes(i) ? 'has' : 'lacks'}, tag ${text.intents.includes(i) ? 'has' : 'lacks'}`);
  }
  for (const i of text.deprecatedIntents) out.push(`intent deprecated at tag: ${i} (${tag}:docs/intents/ref/${i}.md)`);
  for (const [page, names] of text.documented) {
    const members = new Set([...(text.interfaces[page] ?? []).map((m) => m.name)]);
    if (!text.interfaces[page]) continue;
    for (const n of names)
      if (!members.has(n)) out.push(`documented ${page}.${n}: in ${tag}:docs/api/ref/${page}.md, not in ${tag}:src/api`);
  }
  console.log(`\n== ${version === 'current' ? 'Next' : version}: npm ${v.typings} vs ${tag} (${out.length} differences)`);
  for (const line of out) console.log(`  ${line}`);
}

// Context fields: each schema's properties (and `id`'s), compared tag to tag.
interface FieldInfo {
  deprecated: boolean;
  constraint: string;
  at: string;
}
function fieldsAt(tag: string): Map<string, Map<string, FieldInfo>> {
  const dir = exists(tag, 'schemas/context') ? 'schemas/context' : 'src/context/schemas';
  const out = new Map<string, Map<string, FieldInfo>>();
  for (const f of ls(tag, dir).filter((n) => n.endsWith('.schema.json'))) {
    const text = show(tag, f);
    const lines = text.split('\n');
    const schema = JSON.parse(text) as Record<string, unknown>;
    type Props = Record<string, Record<string, unknown>>;
    const holders: Props[] = [];
    const collect = (s: Record<string, unknown> | undefined) => {
      if (!s) return;
      if (s.properties) holders.push(s.properties as Props);
      for (const part of (s.allOf as Record<string, unknown>[] | undefined) ?? []) collect(part);
      for (const def of Object.values((s.definitions ?? s.$defs ?? {}) as Record<string, Record<string, unknown>>)) {
        if (def.properties && (def.properties as Props).type) collect(def);
      }
    };
    collect(schema);
    const props: Props = Object.assign({}, ...holders);
    const type =
      ((props.type?.const as string) ?? (props.type?.enum as string[] | undefined)?.[0]) || /"const":\s*"(fdc3\.[^"]+)"/.exec(text)?.[1];
    if (!type) continue;
    const fields = new Map<string, FieldInfo>();
    const lineOf = (key: string) => lines.findIndex((l) => l.includes(`"${key}"`)) + 1;
    const add = (name: string, p: Record<string, unknown>) => {
      const {description: _d, title: _t, ...rest} = p;
      fields.set(name, {
        deprecated: p.deprecated === true,
        constraint: JSON.stringify(rest),
        at: `${tag}:${f}:${lineOf(name.split('.').pop()!)}`,
      });
    };
    for (const [k, p] of Object.entries(props)) {
      if (k === 'type') continue;
      add(k, p);
      const idProps = (p.properties ?? (p.allOf as Record<string, unknown>[] | undefined)?.[0]?.properties) as Props | undefined;
      if (k === 'id' && idProps) for (const [ik, ip] of Object.entries(idProps)) add(`id.${ik}`, ip);
    }
    out.set(type, fields);
  }
  return out;
}
console.log('\n== Context fields, tag to tag');
let before = fieldsAt('v1.1');
for (const tag of ['v1.2', 'v2.0', 'v2.1']) {
  const now = fieldsAt(tag);
  for (const [type, fields] of now) {
    const old = before.get(type);
    if (!old) continue;
    for (const [name, info] of fields) {
      const o = old.get(name);
      if (!o) console.log(`  ${tag} ${type} ${name}: added (${info.at})`);
      else {
        if (info.deprecated && !o.deprecated) console.log(`  ${tag} ${type} ${name}: deprecated (${info.at})`);
        if (info.constraint !== o.constraint) console.log(`  ${tag} ${type} ${name}: ${o.constraint} -> ${info.constraint} (${info.at})`);
      }
    }
    for (const name of old.keys()) if (!fields.has(name)) console.log(`  ${tag} ${type} ${name}: removed (was ${old.get(name)!.at})`);
  }
  before = now;
}

// Every recorded source resolves at its tag: the line exists and, where a PR is named, that line names it.
console.log('\n== Sources in src/fdc3/evolution-sources.ts');
const sources = new Map<string, number | undefined>();
const visitSources = (x: unknown): void => {
  if (Array.isArray(x)) x.forEach(visitSources);
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (typeof o.at === 'string') sources.set(`${o.at}|${o.pr ?? ''}`, o.pr as number | undefined);
    Object.values(o).forEach(visitSources);
  }
};
visitSources(Object.values(evolutionSources));
let bad = 0;
for (const key of sources.keys()) {
  const [at, pr] = key.split('|');
  const m = /^(v[\d.]+):(.+?)(?::(\d+))?$/.exec(at);
  if (!m) {
    console.log(`  BAD FORMAT ${at}`);
    bad++;
    continue;
  }
  const [, tag, file, line] = m;
  let text: string | undefined;
  try {
    text = git('show', `${tag}:${file}`);
  } catch {
    const isDir = (() => {
      try {
        git('ls-tree', `${tag}:${file}`);
        return true;
      } catch {
        return false;
      }
    })();
    if (!isDir) {
      console.log(`  MISSING ${at}`);
      bad++;
    }
    continue;
  }
  if (line) {
    const lines = text.split('\n');
    const l = lines[Number(line) - 1];
    // A sub-bullet (`    - name`) belongs to the entry above it, which names the PR.
    let entry = Number(line) - 1;
    while (entry > 0 && /^\s+- /.test(lines[entry])) entry--;
    if (l === undefined || (pr && file.endsWith('CHANGELOG.md') && !lines[entry].includes(`#${pr}`))) {
      console.log(`  MISMATCH ${at} #${pr}: ${l?.slice(0, 140)}`);
      bad++;
    } else if (process.env.SHOW) console.log(`  ok ${at}: ${l.trim().slice(0, 120)}`);
  }
}
console.log(`  ${sources.size} sources, ${bad} problems`);
