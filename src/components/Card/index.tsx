import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface CardProps {
  /**
   * A class from the card's own module for its layout and padding. It must not
   * set `border`, `background` or `box-shadow`: those belong to this card.
   */
  className?: string;
  /** Outline the card in the primary colour while it is hovered or a link in it has focus. */
  highlightOnHover?: boolean;
  children: ReactNode;
}

/** The raised, bordered `article` that the site pages' cards are drawn on; it fills its grid cell. */
export function Card({className, highlightOnHover = false, children}: CardProps): ReactNode {
  return <article className={clsx(styles.card, highlightOnHover && styles.highlightOnHover, className)}>{children}</article>;
}

interface CardTitleLinkProps {
  href: string;
  children: ReactNode;
}

/** A link that is a card's title: heading colour at rest, link colour and underline on hover. */
export function CardTitleLink({href, children}: CardTitleLinkProps): ReactNode {
  return (
    <Link href={href} className={styles.titleLink}>
      {children}
    </Link>
  );
}
