import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
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
  renamed: 'renamed',
  removed: 'removed',
};

/** What a cell's details hold, in the words of its summary: a changed signature is named, so it is not a hover away. */
function summaryOf(cell: EvolutionCell): string {
  const parts = [cell.detail && 'Signature', cell.note && 'note', cell.source && 'source'].filter(Boolean) as string[];
  const [first = 'Source', ...rest] = parts;
  const words = [first.charAt(0).toUpperCase() + first.slice(1), ...rest];
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
}

/**
 * One cell: the status (a link to that version's section), and for a change its source, note and signature in a
 * details element that the keyboard reaches. Styled by the status attribute and the table's class, with text joined
 * into single strings, to keep the page's HTML small (it is the site's largest table).
 */
function Cell({cell, version, row}: {cell: EvolutionCell; version: string; row: string}): ReactNode {
  const statuses = [cell.status, ...(cell.also ?? [])];
  // "(experimental)" is part of the link's text: a link that ends mid-text would need its own underline (axe's link-in-text-block).
  const text = statuses.map((s) => labels[s]).join(' + ') + (cell.experimental ? ' (experimental)' : '');
  const content = cell.href ? <Link to={cell.href}>{text}</Link> : text;
  const more = cell.detail || cell.note || cell.source;
  return (
    <td data-status={cell.status} data-also={cell.also?.join(' ')}>
      {content}
      {more && (
        <details>
          <summary aria-label={`${summaryOf(cell)} for ${row} in ${version}`}>
            {cell.detail ? 'signature' : cell.note ? 'note' : 'source'}
          </summary>
          <div>
            {cell.detail && <code>{cell.detail}</code>}
            {cell.note && <p>{cell.note}</p>}
            {cell.source && <p>{`Source: ${cell.source}`}</p>}
          </div>
        </details>
      )}
    </td>
  );
}

export default function ApiEvolutionPage({evolution}: {evolution: ApiEvolution}): ReactNode {
  // Rows are link targets (the reference pages' history marks link to them): tell the broken-anchor check.
  const brokenLinks = useBrokenLinks();
  for (const group of evolution.groups) for (const row of group.rows) brokenLinks.collectAnchor(row.id);
  const nextText = evolution.versions.find((v) => v.name === 'current')?.text;
  return (
    <Layout
      title="How the FDC3 API evolved"
      description="Every DesktopAgent, Channel and PrivateChannel member, error value, context type and intent of FDC3, version by version: when it was added, changed or deprecated."
    >
      <main className="container margin-vert--lg" {...searchIndexMarker(siteSearchScope)}>
        <Heading as="h1">How the FDC3 API evolved</Heading>
        <p>
          One table per part of the API, one column per version of the standard, oldest first (Next is the {nextText} text). A cell says
          whether that version added the name, kept it as it was (✓), changed it, deprecated it, renamed or removed it, and links to where
          that version&apos;s docs describe it. Every change opens its source (&ldquo;source&rdquo; or &ldquo;note&rdquo; under the cell):
          the changelog entry and PR at the version&apos;s release tag, or the tag&apos;s file where the changelog names none.
        </p>
        <p>
          The tables are generated when the site is built, from the typings each version&apos;s docs are checked against (
          {evolution.versions.map((v, i) => (
            <React.Fragment key={v.name}>
              {i > 0 && ', '}
              {v.label}: {v.typings}
            </React.Fragment>
          ))}
          ), corrected to the standard&apos;s text at each release tag. npm patch releases carry changes that the standard made in a later
          version (2.0.3 has some of 2.1, 2.1.1 some of 2.2), and 1.1.1 lacks a member the 1.1 text has: where a package and its
          version&apos;s text differ, the cell shows what the text said and its note names the package.
        </p>
        <p>
          Release dates, from the changelog at each tag:{' '}
          {evolution.versions.map((v, i) => (
            <React.Fragment key={v.name}>
              {i > 0 && '; '}
              {v.label} {v.released ? `${v.released} (${v.releasedSource})` : 'not released'}
            </React.Fragment>
          ))}
          .{' '}
          {evolution.versions
            .map((v) => v.releasedNote)
            .filter(Boolean)
            .join(' ')}
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
            {group.intro && <p>{group.intro}</p>}
            <div className={styles.scroll} role="region" aria-label={`${group.title} by version`} tabIndex={0}>
              <table className={styles.matrix}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    {evolution.versions.map((v) => (
                      <th scope="col" key={v.name}>
                        {v.label}
                        {v.released && <span className={styles.released}>{v.released}</span>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row) => (
                    <tr key={row.id} id={row.id} data-name={row.name}>
                      <th scope="row">
                        <code>{row.name}</code>
                      </th>
                      {row.cells.map((cell, i) => (
                        <Cell key={evolution.versions[i].name} cell={cell} version={evolution.versions[i].label} row={row.name} />
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
