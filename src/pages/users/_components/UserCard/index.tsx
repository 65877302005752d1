import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Card, CardTitleLink} from '@site/src/components/Card';
import {monogram, type User} from '@site/src/data/users';
import styles from './styles.module.css';

interface UserCardProps {
  user: User;
  sectorLabel: string;
}

/** An organisation that uses FDC3: a monogram in place of a logo, its name, sector and what it does. */
export function UserCard({user, sectorLabel}: UserCardProps): ReactNode {
  return (
    <Card highlightOnHover className={styles.card}>
      <span className={styles.monogram} aria-hidden="true">
        {monogram(user.name)}
      </span>
      <div className={styles.body}>
        <Heading as="h3" className={styles.name}>
          <CardTitleLink href={user.url}>{user.name}</CardTitleLink>
        </Heading>
        <p className={styles.sector}>{sectorLabel}</p>
        <p className={styles.description}>{user.description}</p>
      </div>
    </Card>
  );
}
