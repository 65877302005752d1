import type {ReactNode} from 'react';
import {ToolboxFrame} from '../components/ToolboxFrame';
import {toolboxStylesheets} from '../paths';
import type {ExplainedVersion} from './desktop';

// PLACEHOLDER: replaced by the Explained desktop.
export default function ExplainedPage({version}: {version: ExplainedVersion}): ReactNode {
  return (
    <ToolboxFrame
      title={`FDC3 ${version} explained`}
      description={`A simulated FDC3 ${version} desktop: four small apps share context and raise intents, and each API call is shown with a link to its reference.`}
      stylesheet={toolboxStylesheets.explained(version)}
    >
      <p>Desktop for {version}.</p>
    </ToolboxFrame>
  );
}
