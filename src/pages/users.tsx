import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {users, userSectors} from '@site/src/data/users';
import {UserCard} from './users/_components/UserCard';
import styles from './users.module.css';

const byName = (a: {name: string}, b: {name: string}): number => a.name.localeCompare(b.name, 'en');

/** Users grouped by sector, in the order `userSectors` gives, alphabetical within each. */
const groups = userSectors
  .map((sector) => ({sector, members: users.filter((user) => user.sector === sector.id).sort(byName)}))
  .filter((group) => group.members.length > 0);

/** Organisations that use FDC3, as a grid of text cards. */
export default function UsersPage(): ReactNode {
  return (
    <Layout
      title="Who uses FDC3"
      description="Banks, asset managers, data providers, software vendors and consultancies that use FDC3 to connect applications on the financial desktop."
    >
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <Heading as="h1">Who uses FDC3</Heading>
          <p className={styles.lead}>
            The FDC3 project counts these {users.length} organisations among its users. Some link their own trading
            and research tools with it, some make their products work with their neighbours through it, and some help
            clients do either.
          </p>
          <p>
            Looking for software that implements FDC3? The <Link to="/community">community page</Link> lists Desktop
            Agents, libraries and tools.
          </p>
        </header>

        {groups.map(({sector, members}) => (
          <section key={sector.id} className={styles.group} aria-labelledby={`sector-${sector.id}`}>
            <h2 id={`sector-${sector.id}`} className={styles.groupHeading}>
              {sector.pluralLabel} <span className={styles.groupCount}>({members.length})</span>
            </h2>
            <ul className={styles.grid}>
              {members.map((user) => (
                <li key={user.name} className={styles.item}>
                  <UserCard user={user} sectorLabel={sector.label} />
                </li>
              ))}
            </ul>
          </section>
        ))}

        <section className={styles.join} aria-labelledby="join-heading">
          <h2 id="join-heading">Using FDC3? Tell us</h2>
          <p>
            Send a short note on how your organisation uses the standard to the{' '}
            <a href="mailto:fdc3@finos.org">FDC3 mailing list</a> and we will add you here. If your firm needs to clear
            a public listing with its legal team first, write privately to the{' '}
            <a href="mailto:fdc3-maintainers@finos.org">FDC3 maintainers</a>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
