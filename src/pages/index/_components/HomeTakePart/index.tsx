import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {HomeSection} from '../HomeSection';
import styles from './styles.module.css';

interface Pathway {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
}

const pathways: readonly Pathway[] = [
  {
    title: 'Shape the standard',
    text: 'Proposals, working group meetings and votes all happen in the open, and anyone covered by a contributor agreement can take part.',
    to: '/get-involved',
    linkLabel: 'How to get involved',
  },
  {
    title: 'Follow the releases',
    text: 'Articles on what each version changes, what the next one is adding and how to put intents and context to work.',
    to: '/blog',
    linkLabel: 'Read the FDC3 blog',
  },
  {
    title: 'Pick your version',
    text: 'Documentation for every release stays online, alongside a preview of the version still being drafted.',
    to: '/versions',
    linkLabel: 'See all versions',
  },
];

/** Closing section of the home page: ways to follow and join the work on FDC3. */
export function HomeTakePart(): ReactNode {
  return (
    <HomeSection headingId="home-take-part-heading" title="An open standard, developed in the open" className={styles.section}>
      <ul className={styles.grid}>
        {pathways.map((pathway) => (
          <li key={pathway.to} className={styles.item}>
            <Heading as="h3" className={styles.title}>
              {pathway.title}
            </Heading>
            <p>{pathway.text}</p>
            <Link className={styles.link} to={pathway.to}>
              {pathway.linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
