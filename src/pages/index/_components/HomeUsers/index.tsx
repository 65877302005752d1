import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {monogram, users} from '@site/src/data/users';
import styles from './styles.module.css';

const featured = users.filter((user) => user.featured);

/** A few of the organisations that use FDC3, with the way to the full list. */
export function HomeUsers(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-users-heading">
      <div className="container">
        <h2 id="home-users-heading" className={styles.heading}>
          Who uses FDC3
        </h2>
        <p className={styles.intro}>
          Banks, asset managers, data providers and software vendors use FDC3 to connect the tools on their desktops.
          These are some of the {users.length} organisations on our list.
        </p>
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
      </div>
    </section>
  );
}
