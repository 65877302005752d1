import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  byCertificationDate,
  certified,
  certifiedDate,
  certifiedId,
  certifiedFor,
  certifiedVersions,
  showcaseSources,
  type CertifiedVersion,
} from '@site/src/data/certified';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

type Choice = CertifiedVersion | 'all';

/** The entry whose row the address's fragment names (`#certified-…`), if any. */
function targetedEntry(): (typeof certified)[number] | undefined {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? certified.find((c) => certifiedId(c) === id) : undefined;
}

/**
 * A link to a row (`/community#certified-…`, from a community card) must land
 * on it whatever the filter: when the filter hides the targeted row, show all
 * versions, then bring the row into view once it is rendered again.
 */
function useShowTargetedRow(choice: Choice, setChoice: (choice: Choice) => void): void {
  const pending = useRef<string | undefined>(undefined);
  useEffect(() => {
    const reveal = () => {
      const entry = targetedEntry();
      if (entry && choice !== 'all' && entry.fdc3Version !== choice) {
        pending.current = certifiedId(entry);
        setChoice('all');
      }
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [choice, setChoice]);
  // Runs after the render that shows all versions again: the targeted row is in the page now.
  useEffect(() => {
    if (pending.current === undefined) return;
    document.getElementById(pending.current)?.scrollIntoView();
    pending.current = undefined;
  }, [choice]);
}

/**
 * Every certified Desktop Agent in a table, with toggle buttons that show one
 * FDC3 version or all. States facts only: each row links the announcement it
 * comes from, in the order of certification.
 */
export function CertifiedTable(): ReactNode {
  const [choice, setChoice] = useState<Choice>('all');
  useShowTargetedRow(choice, setChoice);
  // Why: the rows' ids are link targets (the community cards'); the strict anchor check knows only the ids it is told of.
  const brokenLinks = useBrokenLinks();
  const rows = (choice === 'all' ? [...certified] : certified.filter((c) => c.fdc3Version === choice)).sort(byCertificationDate);
  const options: {id: Choice; label: string; count: number}[] = [
    {id: 'all', label: 'All versions', count: certified.length},
    ...certifiedVersions.map((v) => ({id: v, label: `FDC3 ${v}`, count: certified.filter((c) => c.fdc3Version === v).length})),
  ];
  return (
    <div className={styles.certified}>
      <div className={styles.filter}>
        <span id="certified-filter-label" className={styles.label}>
          Filter by FDC3 version
        </span>
        <div role="group" aria-labelledby="certified-filter-label" className={styles.buttons}>
          {options.map((o) => (
            <button
              key={o.id}
              type="button"
              aria-pressed={o.id === choice}
              className={clsx('button button--sm', o.id === choice ? 'button--primary' : 'button--secondary button--outline')}
              onClick={() => setChoice(o.id)}
            >
              {o.label} <span className={styles.count}>{o.count}</span>
            </button>
          ))}
        </div>
      </div>
      <p role="status" className={styles.status}>
        Showing {rows.length} of {certified.length} certifications
      </p>
      <ScrollTable className={styles.table} aria-label="Certified implementations">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Vendor</th>
            <th scope="col">FDC3</th>
            <th scope="col">Certified</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => {
            brokenLinks.collectAnchor(certifiedId(c));
            return (
              <tr key={certifiedId(c)} id={certifiedId(c)} data-version={c.fdc3Version} className={styles.row}>
                <td>
                  {c.product}
                  {c.note && <span className={styles.note}>{c.note}</span>}
                </td>
                <td>{c.vendor}</td>
                <td>{c.fdc3Version}</td>
                <td>{certifiedDate(c.date)}</td>
                <td>
                  <Link href={c.source}>Announcement</Link>
                  {' · '}
                  <Link href={showcaseSources[c.listedIn]}>listing</Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </div>
  );
}

/** The short list on a version's compliance page: product, vendor and date, each with its announcement. */
export function CertifiedList({version}: {version: string}): ReactNode {
  const entries = certifiedFor(version);
  if (!entries.length) return <p>No product is listed as certified for FDC3 {version}.</p>;
  return (
    <ul className={styles.list}>
      {entries.map((c) => (
        <li key={c.product}>
          {c.product} ({c.vendor}), <Link href={c.source}>certified {certifiedDate(c.date)}</Link>
          {c.note ? `. ${c.note}` : ''}
        </li>
      ))}
    </ul>
  );
}
