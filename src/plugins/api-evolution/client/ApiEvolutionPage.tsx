import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {searchIndexMarker, siteSearchScope} from '@site/src/data/search';
import Heading from '@theme/Heading';
import type {ApiEvolution, CellStatus, EvolutionCell} from '../../../fdc3/api-evolution.types';
import styles from './styles.module.css';

const labels: Record<CellStatus, string> = {
  absent: '—',
  added: 'added',
  same: '✓',
  changed: 'changed',
  deprecated: 'deprecated',
  'partly-deprecated': 'a form deprecated',
};

const descriptions: Record<CellStatus, string> = {
  absent: 'not in this version',
  added: 'first appears in this version',
  same: 'as in the previous version',
  changed: 'signature differs from the previous version',
  deprecated: 'deprecated in this version',
  'partly-deprecated': 'one of its overloads is deprecated in this version',
};

function Cell({cell, version}: {cell: EvolutionCell; version: string}): ReactNode {
  const text = labels[cell.status];
  const title = [`${version}: ${descriptions[cell.status]}`, cell.detail].filter(Boolean).join('\n');
  const content = cell.href ? <Link to={cell.href}>{text}</Link> : text;
  return (
    <td className={styles[cell.status]} title={title} data-status={cell.status}>
      {content}
      {cell.status !== 'absent' && cell.status !== 'same' && <span className={styles.visuallyHidden}> ({descriptions[cell.status]})</span>}
    </td>
  );
}

export default function ApiEvolutionPage({evolution}: {evolution: ApiEvolution}): ReactNode {
  return (
    <Layout
      title="How the FDC3 API evolved"
      description="Every DesktopAgent, Channel and PrivateChannel member, error value, context type and intent of FDC3, version by version: when it was added, changed or deprecated."
    >
      <main className="container margin-vert--lg" {...searchIndexMarker(siteSearchScope)}>
        <Heading as="h1">How the FDC3 API evolved</Heading>
        <p>
          One table per part of the API, one column per version of the standard, oldest first. A cell says whether that version added the
          name, kept it as it was (✓), changed its signature or deprecated it, and links to where that version&apos;s docs describe it.
          Hover over a cell to see the signature in that version.
        </p>
        <p>
          The tables are generated when the site is built, from the typings each version&apos;s docs are checked against:{' '}
          {evolution.versions.map((v, i) => (
            <React.Fragment key={v.name}>
              {i > 0 && ', '}
              {v.label}: {v.typings}
            </React.Fragment>
          ))}
          . npm patch releases can carry additions that the standard files under a later version (2.0.3 has some of 2.1, 2.1.1 some of 2.2),
          so for when the standard itself introduced something, read the changelog linked from each reference page.
        </p>
        <nav aria-label="Tables on this page">
          <ul className={styles.toc}>
            {evolution.groups.map((g) => (
              <li key={g.id}>
                <Link href={`#${g.id}`}>{g.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {evolution.groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <Heading as="h2" id={group.id}>
              {group.title}
            </Heading>
            <div className={styles.scroll} role="region" aria-label={`${group.title} by version`} tabIndex={0}>
              <table className={styles.matrix}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    {evolution.versions.map((v) => (
                      <th scope="col" key={v.name}>
                        {v.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row) => (
                    <tr key={row.name} data-name={row.name}>
                      <th scope="row">
                        <code>{row.name}</code>
                      </th>
                      {row.cells.map((cell, i) => (
                        <Cell key={evolution.versions[i].name} cell={cell} version={evolution.versions[i].label} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </main>
    </Layout>
  );
}
