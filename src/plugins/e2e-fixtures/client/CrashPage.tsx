import type {ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A page that throws while rendering in the browser, before any layout exists.
 * The static HTML renders nothing, so the site still builds.
 */
export default function CrashPage(): ReactNode {
  if (!ExecutionEnvironment.canUseDOM) return null;
  throw new Error('Deliberate render failure for the browser tests', {
    cause: new Error('Fixture cause: the page has no content to render'),
  });
}
