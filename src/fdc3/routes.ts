/**
 * Where each docs version is served. Pure (no file reads), so that site data
 * (`src/data/redirects.ts`) and the model's version list share one rule.
 */

/** Route prefix of a docs version: the latest release is served at /docs, the draft at /docs/next. */
export function versionRouteBase(version: string, releasedVersions: readonly string[]): string {
  if (version === 'current') return '/docs/next';
  if (!releasedVersions.includes(version))
    throw new Error(`docs versions: "${version}" is not a released docs version (${releasedVersions.join(', ')})`);
  return version === releasedVersions[0] ? '/docs' : `/docs/${version}`;
}
