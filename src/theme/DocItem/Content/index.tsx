import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {searchIndexMarker} from '@site/src/data/search';

type Props = WrapperProps<typeof ContentType>;

// Why: marks what the search index (src/plugins/search-index) reads on a docs page, the
// body with its title, filed under the page's version. Unlisted pages (the gap pages of
// older versions) stay out of search.
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {version} = useDocsVersion();
  if (metadata.unlisted) return <Content {...props} />;
  return (
    <div {...searchIndexMarker(version)}>
      <Content {...props} />
    </div>
  );
}
