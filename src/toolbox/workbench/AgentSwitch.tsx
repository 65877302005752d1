import {startTransition, useEffect, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {findAgent} from '../real-agent/detect';
import {connectReal} from '../real-agent/connect';
import {readInfo, type AgentInfo} from '../real-agent/info';
import type {DesktopCoreLog} from './desktop';
import type {WorkbenchAgent} from './session';

/** What the page has found of a real Desktop Agent. */
export type RealAgentState = {state: 'looking'} | {state: 'none'} | {state: 'found'; info: AgentInfo; agent: WorkbenchAgent | undefined};

/** Looks for a real agent once the page runs in the browser; the server and the first render say "looking". */
export function useRealAgent(log: DesktopCoreLog): RealAgentState {
  const [found, setFound] = useState<RealAgentState>({state: 'looking'});
  useEffect(() => {
    let live = true;
    void (async () => {
      const agent = await findAgent();
      if (!live) return;
      if (!agent) {
        startTransition(() => setFound({state: 'none'}));
        return;
      }
      const info = await readInfo(agent, log.record.bind(log));
      if (!live) return;
      const version = info.version;
      const connected = version ? connectReal(agent, {...info, version}, log.record.bind(log)) : undefined;
      // In a transition, as every update while the page starts (../components/useTransitionStore).
      startTransition(() => setFound({state: 'found', info, agent: connected}));
    })();
    return () => {
      live = false;
    };
  }, [log]);
  return found;
}

/** One status message; only the shown one is visible and carries the test id. */
function Message({shown, children}: {shown: boolean; children: ReactNode}): ReactNode {
  return (
    <span className="tb-wb-agent__message" data-shown={shown} data-testid={shown ? 'agent-status' : undefined}>
      {children}
    </span>
  );
}

const features = (info: AgentInfo): string => {
  const entries = Object.entries(info.optionalFeatures ?? {});
  if (entries.length === 0) return '';
  return entries.map(([name, on]) => `${name} ${on ? 'yes' : 'no'}`).join(', ');
};

/**
 * Which agent the reader's app talks to, said plainly: the real Desktop Agent
 * found in the page (with what its getInfo() reported) or the simulated one;
 * the reader switches between them.
 */
export function AgentSwitch({
  found,
  active,
  onChoose,
}: {
  found: RealAgentState;
  active: 'real' | 'simulated';
  onChoose: (kind: 'real' | 'simulated') => void;
}): ReactNode {
  const real = found.state === 'found' ? found : undefined;
  return (
    <section className="tb-wb-agent" aria-label="Desktop Agent" data-testid="agent-switch" data-active={active}>
      <Heading as="h2" className="tb-wb-agent__title">
        Desktop Agent
      </Heading>
      {/* Every message sits in the same grid cell, the hidden ones keeping their room, so that the news does not move the page. */}
      <p className="tb-wb-agent__status" role="status">
        <Message shown={found.state === 'looking'}>
          Looking for a Desktop Agent in this window (at window.fdc3, or announced by fdc3Ready)…
        </Message>
        <Message shown={found.state === 'none'}>
          No Desktop Agent in this window (nothing at window.fdc3, no fdc3Ready event): your app runs on the simulated agent.
        </Message>
        {real && (
          <Message shown>
            Found a Desktop Agent: <strong>{real.info.provider}</strong>
            {real.info.providerVersion ? ` ${real.info.providerVersion}` : ''}
            {real.info.fdc3Version ? `, FDC3 ${real.info.fdc3Version}` : ''}
            {features(real.info) ? ` (optional features: ${features(real.info)})` : ''}.{' '}
            {real.agent
              ? active === 'real'
                ? `Your app's calls go to it${real.info.version === '1.2' ? ", with FDC3 1.2's calls" : ''}; the three apps below stay on the simulated desktop.`
                : 'Your app is on the simulated agent; switch to send its calls to the real one.'
              : `The Workbench cannot use it: ${real.info.reason ?? 'unknown version'}.`}
          </Message>
        )}
      </p>
      <fieldset className="tb-wb-agent__choice">
        <legend>Your app talks to</legend>
        <label>
          <input
            type="radio"
            name="tb-wb-agent"
            value="real"
            checked={active === 'real'}
            disabled={!real?.agent}
            onChange={() => onChoose('real')}
          />{' '}
          {real?.agent ? `the real agent, ${real.info.provider}` : 'a real agent (none usable found)'}
        </label>
        <label>
          <input
            type="radio"
            name="tb-wb-agent"
            value="simulated"
            checked={active === 'simulated'}
            onChange={() => onChoose('simulated')}
          />{' '}
          the simulated agent
        </label>
      </fieldset>
    </section>
  );
}
