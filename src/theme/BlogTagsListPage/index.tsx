import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import OriginalBlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

// Why: the original page has a title but no description, and the blog plugin has no option for one.
export default function BlogTagsListPage(props: Props): ReactNode {
  return (
    <>
      <OriginalBlogTagsListPage {...props} />
      <Head>
        <meta
          name="description"
          content="The topics the FDC3 blog writes about, such as releases, intents, context data and the App Directory, each leading to its posts."
        />
      </Head>
    </>
  );
}
