import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {toolboxPaths} from '@site/src/toolbox/paths';
import {HomeSection} from '../HomeSection';
// The same cards as "An open standard, developed in the open": no stylesheet of its own.
import styles from '../HomeTakePart/styles.module.css';

const tools: readonly {to: string; label: string; text: string}[] = [
  {to: toolboxPaths.workbench, label: 'FDC3 Workbench', text: 'Call the 2.0 API on a simulated desktop and read every message.'},
  {to: toolboxPaths.checkContext, label: 'Check a context', text: 'See whether a version’s schemas accept your JSON, and why not.'},
  {to: toolboxPaths.explainedHome, label: 'FDC3 Explained', text: 'Watch small apps share context, version by version.'},
];

/** A short section on the toolbox: its three tools, which run in the browser with nothing to install. */
export function HomeToolbox(): ReactNode {
  return (
    <HomeSection
      headingId="home-toolbox-heading"
      title={<Link to={toolboxPaths.home}>Try FDC3 in your browser</Link>}
      className={styles.section}
    >
      <ul className={styles.grid}>
        {tools.map((t) => (
          <li key={t.to} className={styles.item}>
            <Link className={styles.link} to={t.to}>
              {t.label}
            </Link>
            <p>{t.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
