/**
 * Checks for the site's hand-kept data (community.ts, users.ts). Each function
 * returns a list of problems, empty when the data is sound; every problem
 * names the entry it is about, so a failing test says what to fix.
 */
import {communityKinds, type CommunityEntry} from './community';
import {userSectors, type User} from './users';
import {certifiedVersions, showcaseSources, type CertifiedImplementation} from './certified';

/** An entry as it might be written by mistake: any field missing or of the wrong type. */
export type Unchecked<T> = {readonly [K in keyof T]?: unknown};

/** Longest description that still reads as one line on a card. */
export const maxDescriptionLength = 160;

function entryLabel(list: string, index: number, name: unknown): string {
  return typeof name === 'string' && name.trim() !== ''
    ? `${list} entry #${index + 1} "${name.trim()}"`
    : `${list} entry #${index + 1} (no name)`;
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Why a value is not an absolute https address, or undefined when it is one. */
function httpsUrlProblem(value: unknown): string | undefined {
  if (!isNonEmptyString(value)) return 'has no url';
  if (value !== value.trim() || /\s/.test(value)) return `has a url with white space in it: "${value}"`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `has a url that is not an absolute address: "${value}"`;
  }
  if (url.protocol !== 'https:') return `has a url that does not use https: "${value}"`;
  if (!url.hostname.includes('.')) return `has a url without a proper host name: "${value}"`;
  return undefined;
}

/** The form of a URL used to spot duplicates: case-insensitive host, no trailing slash. */
function urlKey(value: string): string {
  try {
    const url = new URL(value);
    return `${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return value;
  }
}

function descriptionProblem(value: unknown): string | undefined {
  if (!isNonEmptyString(value)) return 'has no description';
  if (/\n/.test(value)) return 'has a description that runs over more than one line';
  if (value.length > maxDescriptionLength) {
    return `has a description of ${value.length} characters (at most ${maxDescriptionLength})`;
  }
  return undefined;
}

/** Problems every listed entry can have, whatever the list: its url and its description. */
function linkAndDescriptionProblems(entry: {readonly url?: unknown; readonly description?: unknown}): string[] {
  return [httpsUrlProblem(entry.url), descriptionProblem(entry.description)].filter((problem): problem is string => problem !== undefined);
}

/** Reports entries whose name or url repeats an earlier entry's. */
function duplicateProblems(list: string, entries: ReadonlyArray<{readonly name?: unknown; readonly url?: unknown}>): string[] {
  const problems: string[] = [];
  const names = new Map<string, number>();
  const urls = new Map<string, number>();
  entries.forEach((entry, index) => {
    const label = entryLabel(list, index, entry.name);
    if (isNonEmptyString(entry.name)) {
      const key = entry.name.trim().toLowerCase();
      const first = names.get(key);
      if (first === undefined) names.set(key, index);
      else problems.push(`${label} repeats the name of ${entryLabel(list, first, entries[first].name)}`);
    }
    if (isNonEmptyString(entry.url)) {
      const key = urlKey(entry.url);
      const first = urls.get(key);
      if (first === undefined) urls.set(key, index);
      else problems.push(`${label} repeats the url of ${entryLabel(list, first, entries[first].name)}: "${entry.url}"`);
    }
  });
  return problems;
}

const knownKinds: ReadonlySet<unknown> = new Set(communityKinds.map((kind) => kind.id));
const knownSectors: ReadonlySet<unknown> = new Set(userSectors.map((sector) => sector.id));

/** Problems with the community list: required fields, https urls, known kinds, duplicates. */
export function validateCommunity(entries: ReadonlyArray<Unchecked<CommunityEntry>>): string[] {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const label = entryLabel('community', index, entry.name);
    if (!isNonEmptyString(entry.name)) problems.push(`${label} has no name`);
    if (!isNonEmptyString(entry.organisation)) problems.push(`${label} has no organisation`);
    if (!knownKinds.has(entry.kind)) {
      problems.push(`${label} has an unknown kind ${JSON.stringify(entry.kind)} (known kinds: ${[...knownKinds].join(', ')})`);
    }
    if (typeof entry.openSource !== 'boolean') problems.push(`${label} does not say whether it is open source`);
    for (const problem of linkAndDescriptionProblems(entry)) problems.push(`${label} ${problem}`);
  });
  return [...problems, ...duplicateProblems('community', entries)];
}

/** Problems with the users list: required fields, https urls, known sectors, duplicates. */
export function validateUsers(entries: ReadonlyArray<Unchecked<User>>): string[] {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const label = entryLabel('users', index, entry.name);
    if (!isNonEmptyString(entry.name)) problems.push(`${label} has no name`);
    if (!knownSectors.has(entry.sector)) {
      problems.push(`${label} has an unknown sector ${JSON.stringify(entry.sector)} (known sectors: ${[...knownSectors].join(', ')})`);
    }
    if (entry.featured !== undefined && typeof entry.featured !== 'boolean') {
      problems.push(`${label} has a featured flag that is not true or false`);
    }
    for (const problem of linkAndDescriptionProblems(entry)) problems.push(`${label} ${problem}`);
  });
  return [...problems, ...duplicateProblems('users', entries)];
}

const knownCertifiedVersions: ReadonlySet<unknown> = new Set(certifiedVersions);

/** Whether `YYYY-MM-DD` or `YYYY-MM` is a real date (or month). */
function isCertifiedDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}(-\d{2})?$/.test(value)) return false;
  const [year, month, day = 1] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Problems with the certified implementations: each needs a product, a vendor,
 * a certified FDC3 version, a real date and a public source (an https
 * address); an entry without a source is not a fact this site can state.
 */
export function validateCertified(
  entries: ReadonlyArray<Unchecked<CertifiedImplementation>>,
  communityNames: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const label = entryLabel('certified', index, entry.product);
    if (!isNonEmptyString(entry.product)) problems.push(`${label} has no product`);
    if (!isNonEmptyString(entry.vendor)) problems.push(`${label} has no vendor`);
    if (!knownCertifiedVersions.has(entry.fdc3Version))
      problems.push(
        `${label} has an FDC3 version ${JSON.stringify(entry.fdc3Version)} that the programme does not certify (${certifiedVersions.join(', ')})`,
      );
    if (!isCertifiedDate(entry.date))
      problems.push(`${label} has no date of certification as YYYY-MM-DD or YYYY-MM: ${JSON.stringify(entry.date)}`);
    if (entry.source === undefined || entry.source === '')
      problems.push(`${label} has no public source; an entry without one is not added`);
    else {
      const bad = httpsUrlProblem(entry.source);
      if (bad) problems.push(`${label} ${bad.replace('url', 'source')}`);
    }
    if (!(typeof entry.listedIn === 'string' && entry.listedIn in showcaseSources))
      problems.push(`${label} does not say which listing carries it`);
    if (entry.community !== undefined && !communityNames.includes(entry.community as string))
      problems.push(
        `src/data/certified.ts: ${label} links to a community entry "${String(entry.community)}" that does not exist in src/data/community.ts`,
      );
    const key = `${String(entry.product)} ${String(entry.fdc3Version)}`;
    if (seen.has(key)) problems.push(`${label} is listed twice for FDC3 ${String(entry.fdc3Version)}`);
    seen.add(key);
  });
  return problems;
}
