import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Card, CardTitleLink} from '@site/src/components/Card';
import Link from '@docusaurus/Link';
import type {CommunityEntry, CommunityKindInfo} from '@site/src/data/community';
import {certifiedForCommunity, certifiedId, certifiedVersions} from '@site/src/data/certified';
import styles from './styles.module.css';

interface CommunityCardProps {
  entry: CommunityEntry;
  kind: CommunityKindInfo;
}

/** Host and path of an address, as a reader would recognise it (no scheme, no trailing slash). */
function displayAddress(url: string): string {
  const {host, pathname} = new URL(url);
  return `${host.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`;
}

/**
 * The product's certifications, one link per FDC3 version to its oldest row
 * in the certified-implementations table below the cards, with how many
 * releases the table lists for that version; nothing for an uncertified entry.
 */
function Certified({name}: {name: string}): ReactNode {
  const entries = certifiedForCommunity(name);
  const versions = [...certifiedVersions]
    .reverse()
    .map((version) => ({version, entries: entries.filter((c) => c.fdc3Version === version)}))
    .filter((v) => v.entries.length > 0);
  if (!versions.length) return null;
  return (
    <p className={styles.certified}>
      Certified for{' '}
      {versions.map(({version, entries: releases}, i) => (
        <span key={version}>
          {i > 0 && (i === versions.length - 1 ? ' and ' : ', ')}
          <Link href={`#${certifiedId(releases[0])}`}>FDC3 {version}</Link> ({releases.length}{' '}
          {releases.length === 1 ? 'release' : 'releases'})
        </span>
      ))}
    </p>
  );
}

/** One platform, directory, library, tool or course, with what it is and where to find it. */
export function CommunityCard({entry, kind}: CommunityCardProps): ReactNode {
  return (
    <Card highlightOnHover className={styles.card}>
      <Heading as="h2" className={styles.name}>
        <CardTitleLink href={entry.url}>{entry.name}</CardTitleLink>
      </Heading>
      <p className={styles.organisation}>{entry.organisation}</p>
      <p className={styles.description}>{entry.description}</p>
      <Certified name={entry.name} />
      <div className={styles.footer}>
        <ul className={styles.badges} aria-label="Labels">
          <li className={styles.kind}>{kind.label}</li>
          {entry.openSource && <li className={styles.openSource}>Open source</li>}
        </ul>
        <span className={styles.address}>{displayAddress(entry.url)}</span>
      </div>
    </Card>
  );
}
