import type {ReactNode} from 'react';
import {formatCall} from '../agent/facade';
import {appFor, appTitle} from './desktop';
import {prefillControl, type Prefill} from './prefill';
import type {WorkbenchAgent} from './session';

/**
 * The call as the reference shows it: `fdc3.raiseIntent("StartChat", {type: "fdc3.contact", …})`; `open` as the agent in
 * use gets it (an AppIdentifier on 2.0, a name on 1.2).
 */
function callCode({call, context, contextType, intent, channel, app}: Prefill, version: WorkbenchAgent['version']): string {
  switch (call) {
    case 'broadcast':
    case 'raiseIntentForContext':
      return formatCall('fdc3', call, [context]);
    case 'raiseIntent':
      return formatCall('fdc3', call, [intent, context]);
    case 'addContextListener':
      return `fdc3.addContextListener(${contextType === undefined ? 'null' : JSON.stringify(contextType)}, handler)`;
    case 'joinUserChannel':
    case 'getOrCreateChannel':
      return formatCall('fdc3', call, [channel]);
    case 'getCurrentChannel':
    case 'leaveCurrentChannel':
      return `fdc3.${call}()`;
    case 'open': {
      const target = appFor(version, app ?? '');
      return formatCall('fdc3', call, [version === '1.2' ? target : {appId: target}, context]);
    }
  }
}

/** What the reader does before pressing the button, where the call needs it. */
function firstStep({call, channel, app}: Prefill, agent: WorkbenchAgent): string {
  switch (call) {
    case 'broadcast':
      return 'Join a user channel under "Channels" first if you want the other apps to receive it. ';
    case 'getCurrentChannel':
      return 'Join a user channel under "Channels" first to get a channel rather than null. ';
    case 'leaveCurrentChannel':
      return `Join ${channel ? `${channel} (picked under "Channels")` : 'a user channel'} first: only an app on a channel can leave it. `;
    case 'open':
      return agent.kind === 'simulated'
        ? `It opens ${appTitle(app ?? '')}, an app of the simulated desktop. `
        : `${agent.name} is sent ${appFor(agent.version, app ?? '')}, an app of the simulated desktop: change it under "Open an app" to one your agent knows. `;
    default:
      return '';
  }
}

/**
 * What a "try it" link from the API reference prepared, said at the top of the
 * reader's app: the call, where its values were filled in, and the button that
 * sends it. A call the agent in use does not take says so instead.
 */
export function PrefillNotice({prefill, agent}: {prefill: Prefill; agent: WorkbenchAgent}): ReactNode {
  const {button, section} = prefillControl[prefill.call];
  const reason = agent.unsupported[prefill.call];
  const from = prefill.from === 'next' ? 'the reference of FDC3 Next, the unreleased draft' : `the FDC3 ${prefill.from ?? ''} reference`;
  return (
    <div className="tb-wb-prefill" data-testid="prefill-notice">
      <p>
        <strong>Ready from {prefill.from ? from : 'the reference'}:</strong> <code>{callCode(prefill, agent.version)}</code>
      </p>
      <p>
        {reason ? (
          <>
            This call is not offered with {agent.name}: {reason}.
          </>
        ) : (
          <>
            {firstStep(prefill, agent)}Press <strong>{button}</strong> under &ldquo;{section}&rdquo; to make the call; the log shows what{' '}
            {agent.kind === 'real' ? agent.name : 'the simulated FDC3 2.0 agent'} does with it.
          </>
        )}
      </p>
    </div>
  );
}
