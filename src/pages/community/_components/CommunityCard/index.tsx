import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Card, CardTitleLink} from '@site/src/components/Card';
import type {CommunityEntry, CommunityKindInfo} from '@site/src/data/community';
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

/** One platform, directory, library, tool or course, with what it is and where to find it. */
export function CommunityCard({entry, kind}: CommunityCardProps): ReactNode {
  return (
    <Card highlightOnHover className={styles.card}>
      <Heading as="h2" className={styles.name}>
        <CardTitleLink href={entry.url}>{entry.name}</CardTitleLink>
      </Heading>
      <p className={styles.organisation}>{entry.organisation}</p>
      <p className={styles.description}>{entry.description}</p>
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
