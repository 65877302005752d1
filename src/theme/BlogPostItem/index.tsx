import type {ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {searchIndexMarker, siteSearchScope} from '@site/src/data/search';

type Props = WrapperProps<typeof BlogPostItemType>;

// Why: marks a blog post's own page for the search index (src/plugins/build-output/search-index), found
// from every docs version; the post lists (blog home, tags, archive) are not indexed.
export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <BlogPostItem {...props} />;
  return (
    <div {...searchIndexMarker(siteSearchScope)}>
      <BlogPostItem {...props} />
    </div>
  );
}
