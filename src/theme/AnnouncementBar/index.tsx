import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import OriginalAnnouncementBar from '@theme-original/AnnouncementBar';

// Why: the bar invites readers to preview the unreleased docs; on those pages
// the version banner already says so, so the bar would only repeat it.
export default function AnnouncementBar(): ReactNode {
  const {pathname} = useLocation();
  const unreleasedDocs = useBaseUrl('/docs/next');
  if (pathname === unreleasedDocs || pathname.startsWith(`${unreleasedDocs}/`)) return null;
  return <OriginalAnnouncementBar />;
}
