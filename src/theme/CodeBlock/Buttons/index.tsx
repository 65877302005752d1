import {useEffect, type ReactNode} from 'react';
import {scheduleCodeButtons} from '@site/src/plugins/code-highlighting/client/code-buttons';

// Why ejected: a block's copy and word-wrap buttons are put in and served by one module for the page
// (src/plugins/code-highlighting/client/code-buttons.ts), so that a block the server rendered hydrates as
// one node (src/theme/CodeBlock) and no block mounts buttons, icons and a word-wrap check of its own as
// the page starts. A block that React renders later asks that module for a pass as it mounts.
export default function CodeBlockButtons(): ReactNode {
  useEffect(scheduleCodeButtons, []);
  return null;
}
