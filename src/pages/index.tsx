import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {searchIndexMarker, siteSearchScope} from '@site/src/data/search';
import {HomeHero} from './index/_components/HomeHero';
import {StandardParts} from './index/_components/StandardParts';
import {HomeUsers} from './index/_components/HomeUsers';
import {HomeTakePart} from './index/_components/HomeTakePart';

/** The home page: what FDC3 is, its four parts, who uses it and how to take part. */
export default function HomePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline}
      description="FDC3 is the FINOS open standard that lets applications on the financial desktop share context and hand tasks to each other through intents, a common API and an app directory."
    >
      <main {...searchIndexMarker(siteSearchScope)}>
        <HomeHero tagline={siteConfig.tagline} />
        <StandardParts />
        <HomeUsers />
        <HomeTakePart />
      </main>
    </Layout>
  );
}
