import type {ReactNode} from 'react';
import {homePathHref, readerPaths} from '@site/src/data/reader-paths';
import {HomeCards} from '../HomeCards';

/**
 * Right under the hero: the three reader paths (src/data/reader-paths.ts),
 * each leading to its steps on the current release's Getting started page.
 * Only titles and leads (src/data/reader-paths.ts): the steps and the route rule
 * stay out of the home page's script.
 */
export function HomePaths(): ReactNode {
  return (
    <HomeCards
      headingId="home-paths-heading"
      title="Where to start"
      cards={readerPaths.map((p) => ({title: p.title, text: p.lead, to: homePathHref(p.id)}))}
    />
  );
}
