import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ToolboxFrame} from '../components/ToolboxFrame';
import {docsRoot} from '../refs';
import {toolboxPaths} from '../paths';
import type {ExplainedVersion} from './desktop';

const whatItShows: Record<ExplainedVersion, string> = {
  '1.0': 'context shared with every other app (1.0 had no channels and left grouping to the agent), and intents with a resolver.',
  '1.1': 'system channels that apps join, and listeners for one context type.',
  '1.2': 'everything of 1.1, plus raising an intent for a context and letting the reader pick both app and intent.',
  '2.0': 'the recommended user channels, intent results, and a price stream over a private channel.',
};

export default function ExplainedHome(): ReactNode {
  return (
    <ToolboxFrame
      title="FDC3 Explained"
      description="A simulated desktop for each version of FDC3, from 1.0 to 2.0: share context between small apps, raise intents and watch each API call."
      lead="Pick a version of the standard. Its desktop offers only what that version had, and links each call it makes to that version's reference."
    >
      <ul className="tb-version-list">
        {(Object.keys(whatItShows) as ExplainedVersion[]).map((version) => (
          <li key={version}>
            <Link to={toolboxPaths.explained(version)}>FDC3 {version} explained</Link>: {whatItShows[version]}{' '}
            <Link to={`${docsRoot[version]}/fdc3-intro`}>Read the {version} docs</Link>.
          </li>
        ))}
      </ul>
    </ToolboxFrame>
  );
}
