import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {apiEvolutionPath} from '@site/src/data/site';
import {useLatestVersion, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import {repoUrl, unreleasedDropdownLabel, unreleasedVersionName} from '@site/src/data/site';
import {SitePage} from '@site/src/components/SitePage';
import {CardGrid} from '@site/src/components/CardGrid';
import {VersionCard} from './versions/_components/VersionCard';
import styles from './versions.module.css';

/** Where a version's documentation starts: its main doc (the introduction), or the version root. */
function mainDocPath(version: GlobalVersion): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

function releaseNotesUrl(version: GlobalVersion): string {
  return `${repoUrl}/releases/tag/v${version.name}`;
}

/**
 * Every version of the docs, from the docs plugin's own version data: the
 * current release, the unreleased draft and the past releases. A release
 * needs no edit here.
 */
export default function VersionsPage(): ReactNode {
  const versions = useVersions(undefined);
  const latest = useLatestVersion(undefined);
  const unreleased = versions.find((version) => version.name === unreleasedVersionName);
  const past = versions.filter((version) => version.name !== unreleasedVersionName && version.name !== latest.name);

  return (
    <SitePage
      title="Versions"
      description="Every version of the FDC3 standard's documentation: the current release, the unreleased draft and past releases, with their release notes."
      heading="FDC3 versions"
      lead={
        <>
          The documentation of every release stays online, so you can read the rules that your Desktop Agent or app was built against. While
          reading the docs, the version menu in the navigation bar switches between them and remembers your choice.
        </>
      }
      className={styles.page}
    >
      <section className={styles.section} aria-labelledby="current-version">
        <Heading as="h2" id="current-version">
          Current version
        </Heading>
        <VersionCard
          title={`FDC3 ${latest.label}`}
          status="Current"
          docsPath={mainDocPath(latest)}
          releaseNotesUrl={releaseNotesUrl(latest)}
          releaseNotesLabel={`FDC3 ${latest.label} release notes`}
          highlighted
        >
          <p>
            The release this site documents as current. Start here unless you need to match an older implementation. Releases of the
            standard that came later are listed in its changelog.
          </p>
        </VersionCard>
      </section>

      {unreleased && (
        <section className={styles.section} aria-labelledby="unreleased-version">
          <Heading as="h2" id="unreleased-version">
            Unreleased
          </Heading>
          <VersionCard
            title={unreleasedDropdownLabel}
            status="Draft"
            docsPath={mainDocPath(unreleased)}
            releaseNotesUrl={`${repoUrl}/blob/main/CHANGELOG.md`}
            releaseNotesLabel="Changelog on the main branch"
          >
            <p>
              The draft of the version after the current one, as this site documents it. Pages here may still change; in the documentation
              this version is labelled “{unreleased.label}”.
            </p>
          </VersionCard>
        </section>
      )}

      {past.length > 0 && (
        <section className={styles.section} aria-labelledby="past-versions">
          <Heading as="h2" id="past-versions">
            Past versions
          </Heading>
          <p>Earlier releases, kept for applications and Desktop Agents that still implement them.</p>
          <CardGrid className={styles.grid}>
            {past.map((version) => (
              <li key={version.name}>
                <VersionCard
                  title={`FDC3 ${version.label}`}
                  docsPath={mainDocPath(version)}
                  releaseNotesUrl={releaseNotesUrl(version)}
                  releaseNotesLabel={`FDC3 ${version.label} release notes`}
                />
              </li>
            ))}
          </CardGrid>
        </section>
      )}

      <section className={styles.section} aria-labelledby="api-evolution">
        <Heading as="h2" id="api-evolution">
          How the API evolved
        </Heading>
        <p>
          Building for desktops that run different versions? The <Link to={apiEvolutionPath}>API evolution tables</Link> show, version by
          version, when each Desktop Agent and channel member, error value, context type and intent was added, changed or deprecated, with a
          link to each version&apos;s reference.
        </p>
      </section>

      <p className={styles.footnote}>
        Every release, with its source, is also tagged in the <Link href={`${repoUrl}/releases`}>FDC3 repository on GitHub</Link>.
      </p>
    </SitePage>
  );
}
