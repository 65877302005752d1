import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useVersions} from '@docusaurus/plugin-content-docs/client';

export interface VersionLinkProps {
  /** Docs version name as in versions.json (`2.0`, `1.2`, …) or `current` for next. */
  version: string;
  /** Doc id in that version, optionally with `#anchor` (`api/ref/PrivateChannel#broadcast`). */
  to: string;
  children: ReactNode;
}

/**
 * A link from one docs version to a page of another. Markdown links are
 * resolved inside their own version only; this resolves the doc id against
 * the docs plugin's version data, so the link follows the version wherever it
 * is served (2.0 is at /docs today and moves to /docs/2.0 when 2.1 is
 * released). An unknown version or doc fails the build with both names.
 */
export default function VersionLink({version, to, children}: VersionLinkProps): ReactNode {
  const versions = useVersions(undefined);
  const [docId, hash] = to.split('#');
  const target = versions.find((v) => v.name === version);
  if (!target) {
    throw new Error(
      `<VersionLink version="${version}">: no docs version named "${version}" (known: ${versions.map((v) => v.name).join(', ')})`,
    );
  }
  const doc = target.docs.find((d) => d.id === docId);
  if (!doc) {
    throw new Error(`<VersionLink version="${version}" to="${to}">: version ${version} has no doc with id "${docId}"`);
  }
  return <Link to={hash ? `${doc.path}#${hash}` : doc.path}>{children}</Link>;
}
