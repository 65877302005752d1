import type {ReactNode} from 'react';
import {ToolboxFrame} from '../components/ToolboxFrame';
import {toolboxStylesheets} from '../paths';
import type {ContextTypeSpec} from '../../../scripts/lib/context-fields';

// PLACEHOLDER: replaced by the Workbench.
export default function WorkbenchPage({contextTypes}: {contextTypes: ContextTypeSpec[]}): ReactNode {
  return (
    <ToolboxFrame
      title="FDC3 Workbench"
      description="Call the FDC3 2.0 API on a simulated Desktop Agent: add listeners, broadcast contexts built from their fields, raise intents and read every message."
      stylesheet={toolboxStylesheets.workbench}
    >
      <p>{contextTypes.length} context types.</p>
    </ToolboxFrame>
  );
}
