import type {ReactNode} from 'react';
import {RealAgentNotice} from '../components/RealAgentNotice';
import {ToolboxFrame} from '../components/ToolboxFrame';
import {toolboxStylesheets} from '../paths';
import type {ExplainedVersion} from './desktop';
import {ExplainedDesktopView} from './ExplainedDesktopView';
import {ExplainedIntro} from './ExplainedIntro';

/** "FDC3 Explained" for one version: an introduction, then that version's simulated desktop and its log. */
export default function ExplainedPage({version}: {version: ExplainedVersion}): ReactNode {
  return (
    <ToolboxFrame
      title={`FDC3 ${version} explained`}
      description={`A simulated FDC3 ${version} desktop: four small apps share context and raise intents, and each API call is shown with a link to its reference.`}
      stylesheet={toolboxStylesheets.explained(version)}
      searchScope={version}
      lead={`Share context and raise intents between four small apps on a simulated FDC3 ${version} desktop, and see each API call it takes.`}
    >
      <ExplainedIntro version={version} />
      <RealAgentNotice />
      {/* One desktop per version: a new version is a new agent. */}
      <ExplainedDesktopView key={version} version={version} />
    </ToolboxFrame>
  );
}
