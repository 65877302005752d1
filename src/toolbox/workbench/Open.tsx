import {useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type * as F20 from 'fdc3-2.0';
import {formatValue} from '../agent/core';
import {standardErrorName} from '../real-agent/errors';
import {Unsupported} from './Channels';
import type {Draft} from './ContextBuilder';
import {appFor, appTitle, openableApps} from './desktop';
import {PickOrType} from './PickOrType';
import type {Prefill} from './prefill';
import type {WorkbenchAgent} from './session';

/** The app first offered: Channel Monitor, which shows the context it is handed. */
const firstApp = 'monitor';

/**
 * Opens an app, with or without the context built above: `open({appId},
 * context?)` on a 2.0 agent, `open(name, context?)` on a 1.2 one. The apps
 * offered are the simulated desktop's; on a real agent the reader types the
 * app their agent knows (neither version has a call that lists the apps).
 */
export function Open({agent, draft, prefill}: {agent: WorkbenchAgent; draft: Draft; prefill?: Prefill}): ReactNode {
  const prepared = prefill?.call === 'open' ? prefill : undefined;
  const byName = agent.version === '1.2';
  const [app, setApp] = useState(() => appFor(agent.version, prepared?.app ?? firstApp));
  const [withContext, setWithContext] = useState(prepared ? prepared.context !== undefined : false);
  const [status, setStatus] = useState('');
  const reason = agent.unsupported.open;

  const errors = draft.problems.filter((p) => p.severity === 'error');
  const blocked = withContext && (errors.length > 0 || !draft.parsed.ok);

  async function open(): Promise<void> {
    const target = app.trim();
    if (target === '') {
      setStatus(`Not sent: choose an app, or type its ${byName ? 'name' : 'appId'}.`);
      return;
    }
    if (blocked) {
      setStatus(`Not sent: the context has ${errors.length === 1 ? 'a problem' : 'problems'}; fix it above, or open the app without it.`);
      return;
    }
    const context = withContext && draft.parsed.ok ? (draft.parsed.value as F20.Context) : undefined;
    setStatus('');
    try {
      const opened = await agent.fdc3.open(target, context);
      setStatus(
        opened
          ? `open resolved to ${formatValue(opened)}${agent.kind === 'simulated' ? ` (${appTitle(opened.appId)})` : ''}.`
          : `open resolved; FDC3 1.2's open returns nothing.`,
      );
    } catch (error) {
      setStatus(`open rejected with ${standardErrorName(agent.version, error)}.`);
    }
  }

  const choices = openableApps.map((a) => {
    const value = byName ? a.name : a.appId;
    return {value, text: `${a.title} (${value})`};
  });
  return (
    <section className="tb-wb-section">
      <Heading as="h3" className="tb-wb-section__title">
        Open an app
      </Heading>
      <div className="tb-wb-row">
        <PickOrType
          id="tb-wb-open-app"
          label="App"
          groups={[{label: agent.kind === 'real' ? "The simulated desktop's apps" : 'Apps on this desktop', choices}]}
          value={app}
          onChange={setApp}
          otherText={byName ? 'Another app, by name…' : 'Another app, by appId…'}
          otherLabel={byName ? 'App name' : 'App id (appId)'}
          otherPlaceholder={byName ? 'MyApp' : 'my-app@example.com'}
        />
        <div className="tb-wb-field">
          <label htmlFor="tb-wb-open-with">Context</label>
          <select
            id="tb-wb-open-with"
            className="tb-input"
            value={withContext ? 'built' : 'none'}
            onChange={(e) => setWithContext(e.target.value === 'built')}
          >
            <option value="none">none</option>
            <option value="built">the context built above</option>
          </select>
        </div>
        <button
          type="button"
          className="tb-button"
          aria-disabled={blocked || undefined}
          disabled={reason !== undefined}
          onClick={() => void open()}
        >
          Open
        </button>
      </div>
      <Unsupported reasons={[reason]} />
      <p className="tb-wb-status" role="status" data-testid="open-status">
        {status}
      </p>
    </section>
  );
}
