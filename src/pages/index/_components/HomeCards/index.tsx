import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CardGrid} from '@site/src/components/CardGrid';
import {HomeSection} from '../HomeSection';
import styles from './styles.module.css';

export interface HomeCard {
  title: string;
  text: string;
  to: string;
  /** The words of a link below the text; without them, the title is the link. */
  linkLabel?: string;
}

interface HomeCardsProps {
  /** Id of the section's heading, which also labels the section. */
  headingId: string;
  title: ReactNode;
  cards: readonly HomeCard[];
}

/**
 * A home-page section of cards on the shared CardGrid: each a title, a
 * sentence and a link, marked by the accent rule on its left ("Where to
 * start", "An open standard, developed in the open").
 */
export function HomeCards({headingId, title, cards}: HomeCardsProps): ReactNode {
  return (
    <HomeSection headingId={headingId} title={title} className={styles.section}>
      <CardGrid className={styles.grid}>
        {cards.map((card) => (
          <li key={card.to} className={styles.item}>
            <Heading as="h3" className={styles.title}>
              {card.linkLabel ? (
                card.title
              ) : (
                <Link className={styles.link} to={card.to}>
                  {card.title}
                </Link>
              )}
            </Heading>
            <p>{card.text}</p>
            {card.linkLabel && (
              <Link className={styles.link} to={card.to}>
                {card.linkLabel}
              </Link>
            )}
          </li>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
