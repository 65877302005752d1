import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useDoc, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {apiEvolutionPath} from '@site/src/data/site';
import styles from './styles.module.css';

const labelOf = (name: string, label: string) => (name === 'current' ? 'Next' : label);

/**
 * "This page in other versions": the versions whose docs have a page with the
 * same id (gap pages, which say a concept is missing, do not count), the
 * version that introduced it, and on API reference pages a link to the API
 * evolution tables. Its links keep the address's anchor (`#raiseintent`), as the navbar's version menu
 * does, so the reader lands on the same section of the other version when it has one.
 */
export default function OtherVersions(): ReactNode {
  const {metadata} = useDoc();
  const current = useDocsVersion();
  const versions = useVersions(undefined);
  // Only once hydrated: the server renders no anchor, and hydration would keep the server's href.
  const location = useLocation();
  const hash = useIsBrowser() ? location.hash : '';
  // Released versions come newest first, with the unreleased one first of all; show oldest to newest.
  const withPage = versions
    .map((v) => ({version: v, doc: v.docs.find((d) => d.id === metadata.id && !d.unlisted)}))
    .filter((x): x is {version: (typeof versions)[number]; doc: NonNullable<typeof x.doc>} => Boolean(x.doc))
    .reverse();
  const introduced = withPage[0]?.version;
  const isApiReference = metadata.id.startsWith('api/ref/');
  return (
    <aside className={styles.box} aria-label="This page in other versions">
      {withPage.length > 0 ? (
        <p className={styles.line}>
          <span className={styles.label}>This page in other versions:</span>{' '}
          {withPage.map(({version, doc}, i) => (
            <React.Fragment key={version.name}>
              {i > 0 && ' · '}
              {version.name === current.version ? (
                <strong aria-current="page">{labelOf(version.name, version.label)}</strong>
              ) : (
                <Link to={`${doc.path}${hash}`}>{labelOf(version.name, version.label)}</Link>
              )}
            </React.Fragment>
          ))}
        </p>
      ) : (
        <p className={styles.line}>No version of FDC3 documents this topic on a page of its own.</p>
      )}
      {introduced && (
        <p className={styles.line}>
          {withPage.length === versions.length
            ? `In every version of FDC3 since ${labelOf(introduced.name, introduced.label)}.`
            : `First in FDC3 ${labelOf(introduced.name, introduced.label)}.`}
          {isApiReference && (
            <>
              {' '}
              <Link to={apiEvolutionPath}>How the API evolved across versions</Link>
            </>
          )}
        </p>
      )}
    </aside>
  );
}
