import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {monogram, users} from '@site/src/data/users';
import {HomeSection} from '../HomeSection';
import styles from './styles.module.css';

const featured = users.filter((user) => user.featured);

/** A few of the organisations that use FDC3, with the way to the full list. */
export function HomeUsers(): ReactNode {
  return (
    <HomeSection
      headingId="home-users-heading"
      title="Who uses FDC3"
      surface
      intro={
        <>
          Banks, asset managers, data providers and software vendors use FDC3 to connect the tools on their desktops. These are some of the{' '}
          {users.length} organisations on our list.
        </>
      }
    >
      <ul className={styles.names}>
        {featured.map((user) => (
          <li key={user.name} className={styles.name}>
            <span className={styles.monogram} aria-hidden="true">
              {monogram(user.name)}
            </span>
            {user.name}
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <Link className="button button--primary" to="/users">
          See all {users.length} users
        </Link>
        <Link className="button button--outline button--primary" to="/community">
          Explore platforms and libraries
        </Link>
      </p>
    </HomeSection>
  );
}
