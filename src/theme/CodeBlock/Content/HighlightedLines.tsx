/**
 * In the browser, a block that mounts after hydration (on a page reached by a link inside the site) loads
 * Prism with `./PrismLines` on demand: a page that only hydrates its server-rendered blocks never downloads
 * the highlighter. Until it arrives, the block shows its code as plain text, in the same box.
 * The server bundle never sees this module: the `code-highlighting` plugin (src/plugins/code-highlighting)
 * points its import at `./PrismLines`, so the server writes the highlighted lines into the page.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Pre, prismClassName, useCodeProps, type LinesProps} from './parts';

const PrismLines = lazy(() => import('./PrismLines'));

function PlainLines({className}: LinesProps): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <Pre className={clsx(className, prismClassName(metadata.language))} lines={metadata.code.split('\n').length}>
      <code {...useCodeProps()}>{metadata.code}</code>
    </Pre>
  );
}

export default function HighlightedLines(props: LinesProps): ReactNode {
  return (
    <Suspense fallback={<PlainLines {...props} />}>
      <PrismLines {...props} />
    </Suspense>
  );
}
