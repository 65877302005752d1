import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {searchIndexMarker, siteSearchScope} from '@site/src/data/search';
import {HomeHero} from './index/_components/HomeHero';
import {HomePaths} from './index/_components/HomePaths';
import {StandardParts} from './index/_components/StandardParts';
import {HomeToolbox} from './index/_components/HomeToolbox';
import {HomeUsers} from './index/_components/HomeUsers';
import {HomeTakePart} from './index/_components/HomeTakePart';

/** The home page: what FDC3 is, a path for each kind of reader, its four parts, the toolbox, who uses it and how to take part. */
export default function HomePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline}
      description="FDC3 is the FINOS open standard that lets applications on the financial desktop share context and hand tasks to each other through intents, a common API and an app directory."
    >
      <main {...searchIndexMarker(siteSearchScope)}>
        <HomeHero tagline={siteConfig.tagline} />
        <HomePaths />
        <StandardParts />
        <HomeToolbox />
        <HomeUsers />
        <HomeTakePart />
      </main>
    </Layout>
  );
}
