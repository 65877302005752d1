import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useQueryString} from '@docusaurus/theme-common';
import {community, communityKinds, type CommunityKind, type CommunityKindInfo} from '@site/src/data/community';
import {repoUrl} from '@site/src/data/site';
import {SitePage} from '@site/src/components/SitePage';
import {CallOut} from '@site/src/components/CallOut';
import {CardGrid} from '@site/src/components/CardGrid';
import {KindFilter, type KindOption} from './community/_components/KindFilter';
import {CommunityCard} from './community/_components/CommunityCard';
import {CertifiedTable} from '@site/src/components/CertifiedImplementations';
import VersionLink from '@site/src/components/VersionLink';
import styles from './community.module.css';

/** The query-string key that holds the chosen kind, e.g. /community?kind=desktop-agent. */
const kindParam = 'kind';

const kindInfo = Object.fromEntries(communityKinds.map((kind) => [kind.id, kind])) as Record<CommunityKind, CommunityKindInfo>;

const options: readonly KindOption[] = [
  {id: 'all', label: 'All', count: community.length},
  ...communityKinds.map((kind) => ({
    id: kind.id,
    label: kind.pluralLabel,
    count: community.filter((entry) => entry.kind === kind.id).length,
  })),
];

/**
 * The kind filter lives in the URL (`?kind=`), so a filtered view can be shared
 * and survives a reload; the query string is read after hydration, so the
 * server-rendered page always shows everything.
 */
function useKindFilter(): {
  selected: CommunityKindInfo | undefined;
  unknown: string | undefined;
  select: (id: KindOption['id']) => void;
} {
  const [value, setValue] = useQueryString(kindParam);
  const selected = communityKinds.find((kind) => kind.id === value);
  return {
    selected,
    unknown: value !== '' && !selected ? value : undefined,
    select: (id) => setValue(id === 'all' ? null : id),
  };
}

/** The ecosystem around the standard: platforms, directories, libraries, tools and courses. */
export default function CommunityPage(): ReactNode {
  const {selected, unknown, select} = useKindFilter();
  const shown = selected ? community.filter((entry) => entry.kind === selected.id) : community;

  return (
    <SitePage
      title="Community"
      description="Desktop Agents, app directories, libraries, tools and courses that implement or teach FDC3, the open standard for the financial desktop."
      heading="The FDC3 ecosystem"
      lead={
        <>
          A standard is only as useful as the software that implements it. These are the platforms that run FDC3 apps, the directories that
          list them, and the libraries, tools and courses that help developers build them. Inclusion is not an endorsement by FINOS.
        </>
      }
    >
      <KindFilter options={options} selected={selected?.id ?? 'all'} onSelect={select} />
      <p className={styles.status} role="status">
        Showing {shown.length} of {community.length} entries
        {selected && (
          <span className={styles.kindDescription}>
            {selected.pluralLabel}: {selected.description}
          </span>
        )}
      </p>
      {unknown && (
        <p className={styles.note}>
          There is no kind called “{unknown}”, so every entry is shown. Choose one of the filters above instead.
        </p>
      )}

      <CardGrid className={styles.grid} aria-label="Community entries">
        {shown.map((entry) => (
          <li key={entry.name}>
            <CommunityCard entry={entry} kind={kindInfo[entry.kind]} />
          </li>
        ))}
      </CardGrid>

      <section aria-labelledby="certified" className={styles.certified}>
        <Heading as="h2" id="certified">
          Certified Desktop Agents
        </Heading>
        <p>
          FINOS certifies Desktop Agents that pass the FDC3 conformance suite for a version of the standard. The table lists each
          certification that a FINOS announcement reports, with the product release and date it names; the{' '}
          <VersionLink version="2.0" to="conformance/overview">
            conformance tests
          </VersionLink>{' '}
          pages describe what the suite checks.
        </p>
        <CertifiedTable />
      </section>

      <CallOut headingId="add-yours-heading" title="Missing from the list?" className={styles.addYours}>
        <p>
          If you build or maintain a Desktop Agent, an app directory, a library or a learning resource for FDC3, tell us about it:{' '}
          <Link href={`${repoUrl}/issues/new/choose`}>open an issue on GitHub</Link> with its name, its publisher and a link, or write to
          the <a href="mailto:fdc3@finos.org">FDC3 mailing list</a>. Organisations that use FDC3 in production are listed separately on the{' '}
          <Link to="/users">users page</Link>.
        </p>
      </CallOut>
    </SitePage>
  );
}
