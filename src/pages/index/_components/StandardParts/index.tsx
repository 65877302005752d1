import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {HomeSection} from '../HomeSection';
import styles from './styles.module.css';

interface StandardPart {
  title: string;
  /** A short token from that part of the standard, shown as a visual cue. */
  sample: string;
  summary: string;
  to: string;
  linkLabel: string;
}

const parts: readonly StandardPart[] = [
  {
    title: 'API',
    sample: 'fdc3.raiseIntent()',
    summary:
      'The interface a Desktop Agent offers to every app it runs: broadcast context over channels, raise intents, open other apps and find the instances already running.',
    to: '/docs/api/spec',
    linkLabel: 'Read the API specification',
  },
  {
    title: 'Intents',
    sample: 'ViewChart',
    summary:
      'A shared list of verbs such as ViewChart or StartCall. An app asks for a job to be done without knowing, or caring, which app will do it.',
    to: '/docs/intents/spec',
    linkLabel: 'Explore the standard intents',
  },
  {
    title: 'Context data',
    sample: 'fdc3.instrument',
    summary:
      'Agreed JSON shapes for instruments, contacts, portfolios and more, so the data that travels between apps means the same thing at both ends.',
    to: '/docs/context/spec',
    linkLabel: 'Browse the context types',
  },
  {
    title: 'App Directory',
    sample: 'GET /v2/apps',
    summary:
      'A record format and REST interface that describe each app, how to launch it and the intents it answers, so a Desktop Agent can find and start it.',
    to: '/docs/app-directory/spec',
    linkLabel: 'Read the App Directory specification',
  },
];

function StandardPartCard({title, sample, summary, to, linkLabel}: StandardPart): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        {title}
      </Heading>
      <code className={styles.sample}>{sample}</code>
      <p className={styles.summary}>{summary}</p>
      <Link className={styles.cardLink} to={to}>
        {linkLabel}
      </Link>
    </li>
  );
}

/** The four parts of the standard, each with a summary of ours and a link to its specification. */
export function StandardParts(): ReactNode {
  return (
    <HomeSection
      headingId="standard-parts-heading"
      title="Four parts, one standard"
      intro="Together the parts cover the whole journey, from describing an app to launching it and letting it cooperate with its neighbours. An application only has to follow the parts it actually uses."
    >
      <ul className={styles.grid}>
        {parts.map((part) => (
          <StandardPartCard key={part.title} {...part} />
        ))}
      </ul>
    </HomeSection>
  );
}
