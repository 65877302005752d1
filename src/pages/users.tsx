import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {users, userSectors} from '@site/src/data/users';
import {SitePage} from '@site/src/components/SitePage';
import {CallOut} from '@site/src/components/CallOut';
import {CardGrid} from '@site/src/components/CardGrid';
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
    <SitePage
      title="Who uses FDC3"
      description="Banks, asset managers, data providers, software vendors and consultancies that use FDC3 to connect applications on the financial desktop."
      lead={
        <>
          The FDC3 project counts these {users.length} organisations among its users. Some link their own trading and research tools with
          it, some make their products work with their neighbours through it, and some help clients do either.
        </>
      }
      headerExtra={
        <p>
          Looking for software that implements FDC3? The <Link to="/community">community page</Link> lists Desktop Agents, libraries and
          tools.
        </p>
      }
      className={styles.page}
    >
      {groups.map(({sector, members}) => (
        <section key={sector.id} className={styles.group} aria-labelledby={`sector-${sector.id}`}>
          <Heading as="h2" id={`sector-${sector.id}`} className={styles.groupHeading}>
            {sector.pluralLabel} <span className={styles.groupCount}>({members.length})</span>
          </Heading>
          <CardGrid>
            {members.map((user) => (
              <li key={user.name}>
                <UserCard user={user} sectorLabel={sector.label} />
              </li>
            ))}
          </CardGrid>
        </section>
      ))}

      <CallOut headingId="join-heading" title="Using FDC3? Tell us">
        <p>
          Send a short note on how your organisation uses the standard to the <a href="mailto:fdc3@finos.org">FDC3 mailing list</a> and we
          will add you here. If your firm needs to clear a public listing with its legal team first, write privately to the{' '}
          <a href="mailto:fdc3-maintainers@finos.org">FDC3 maintainers</a>.
        </p>
      </CallOut>
    </SitePage>
  );
}
