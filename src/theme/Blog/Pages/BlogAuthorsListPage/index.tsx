import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import OriginalBlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

// Why: the original page has a title but no description, and the blog plugin has no option for one.
export default function BlogAuthorsListPage(props: Props): ReactNode {
  return (
    <>
      <OriginalBlogAuthorsListPage {...props} />
      <Head>
        <meta name="description" content="Who writes the FDC3 blog, with the posts each author has published about the standard." />
      </Head>
    </>
  );
}
