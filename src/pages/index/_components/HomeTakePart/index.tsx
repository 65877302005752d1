import type {ReactNode} from 'react';
import {HomeCards, type HomeCard} from '../HomeCards';

const pathways: readonly HomeCard[] = [
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
  return <HomeCards headingId="home-take-part-heading" title="An open standard, developed in the open" cards={pathways} />;
}
