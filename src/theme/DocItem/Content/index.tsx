import {useEffect, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {markdownCopyHref} from '@site/src/data/markdown-copies';
import {searchIndexMarker} from '@site/src/data/search';
import {installGlossaryTips} from '@site/src/plugins/glossary-terms/client/tips';

type Props = WrapperProps<typeof ContentType>;

// Why: links every docs page to its Markdown copy (written by src/plugins/build-output/llms-txt
// for every doc of every version), and marks what the search index
// (src/plugins/build-output/search-index) reads on a docs page, the body with its title,
// filed under the page's version. Unlisted pages (the gap pages of older versions) stay out
// of search. Shows the definitions of the glossary terms marked in the page (src/plugins/glossary-terms)
// on hover and focus, with a script that only the docs pages load.
export default function ContentWrapper(props: Props): ReactNode {
  useEffect(installGlossaryTips, []);
  const {metadata} = useDoc();
  const {version} = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const markdownLink = (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownCopyHref(metadata.permalink, siteConfig.baseUrl)} />
    </Head>
  );
  if (metadata.unlisted) {
    return (
      <>
        {markdownLink}
        <Content {...props} />
      </>
    );
  }
  return (
    <div {...searchIndexMarker(version)}>
      {markdownLink}
      <Content {...props} />
    </div>
  );
}
