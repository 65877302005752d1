import {useRef, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type * as F20 from 'fdc3-2.0';
import {formatValue} from '../agent/core';
import type {Draft} from './ContextBuilder';
import {formatJson} from './ContextBuilder';
import {channelName, Unsupported} from './Channels';
import {appTitle, priceIntent, type DesktopCoreLog} from './desktop';
import {PickOrType} from './PickOrType';
import type {Prefill} from './prefill';
import type {WorkbenchAgent} from './session';
import {useWatched} from './useStore';

const joinedTarget = 'joined';

/** What came back from the last raise. */
interface Outcome {
  n: number;
  call: string;
  /** The IntentResolution, once the agent resolved the raise. */
  resolution?: {source: string; intent: string};
  /** `pending` until getResult settles. */
  result?: 'pending' | {ok: true; text: string} | {ok: false; error: string};
  /** The raise itself was rejected. */
  error?: string;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A result as the reader should see it: a context as JSON, a channel by its id. */
function describeResult(result: F20.IntentResult): string {
  if (result && typeof (result as F20.Channel).broadcast === 'function') {
    const channel = result as F20.Channel;
    return `a ${channel.type} channel: ${channel.id}`;
  }
  return formatJson(result);
}

/**
 * Sends the context built above: broadcast it on the joined user channel or an
 * app channel, or raise an intent with it. A context with errors is not sent:
 * the buttons say so instead. The IntentResolution and what getResult gives
 * are shown below.
 */
export function Send({
  agent,
  log,
  draft,
  intents,
  appChannels,
  prefill,
}: {
  agent: WorkbenchAgent;
  /** The page's log, where the last broadcast's outcome is read. */
  log: DesktopCoreLog;
  draft: Draft;
  intents: readonly string[];
  appChannels: readonly F20.Channel[];
  /** A call a link prepared: raiseIntent's intent is picked. */
  prefill?: Prefill;
}): ReactNode {
  const joined = useWatched(agent.joined, undefined);
  const {unsupported} = agent;
  const [target, setTarget] = useState(joinedTarget);
  const [intent, setIntent] = useState((prefill?.call === 'raiseIntent' && prefill.intent) || priceIntent);
  const [status, setStatus] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const latest = useRef(0);

  const errors = draft.problems.filter((p) => p.severity === 'error');
  const blocked = errors.length > 0 || !draft.parsed.ok;
  const context = (draft.parsed.ok ? draft.parsed.value : undefined) as F20.Context;

  /** Whether the context may go; if not, says why. */
  function refuse(what: string): boolean {
    if (!blocked) return false;
    const first = errors[0]?.message ?? 'the JSON cannot be read.';
    setStatus(
      `Not sent: ${what} needs a valid context, and this one has ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}. ${first}`,
    );
    return true;
  }

  async function broadcast(): Promise<void> {
    if (refuse('broadcast')) return;
    const channel = appChannels.find((c) => c.id === target);
    try {
      if (channel) await channel.broadcast(context);
      else await agent.fdc3.broadcast(context);
      const entry = [...log.log].reverse().find((e) => e.kind === 'call' && e.member?.endsWith('.broadcast'));
      setStatus(`Broadcast: ${entry?.text ?? 'done'}.`);
    } catch (error) {
      setStatus(`Broadcast rejected with ${errorText(error)}.`);
    }
  }

  async function raise(byContext: boolean): Promise<void> {
    const name = intent.trim();
    if (refuse(byContext ? 'raiseIntentForContext' : 'raiseIntent')) return;
    if (!byContext && name === '') {
      setStatus('Not sent: choose an intent, or type one.');
      return;
    }
    setStatus('');
    const n = ++latest.current;
    const call = byContext
      ? `fdc3.raiseIntentForContext(${formatValue(context)})`
      : `fdc3.raiseIntent(${JSON.stringify(name)}, ${formatValue(context)})`;
    const update = (next: Outcome) => {
      if (latest.current === n) setOutcome(next);
    };
    update({n, call});
    try {
      const resolution = byContext ? await agent.fdc3.raiseIntentForContext(context) : await agent.fdc3.raiseIntent(name, context);
      const resolved = {
        source: `{appId: ${JSON.stringify(resolution.source.appId)}${resolution.source.instanceId === undefined ? '' : `, instanceId: ${JSON.stringify(resolution.source.instanceId)}`}} (${appTitle(resolution.source.appId)})`,
        intent: resolution.intent,
      };
      if (unsupported.getResult) {
        update({n, call, resolution: resolved, result: {ok: false, error: `not called: ${unsupported.getResult}`}});
        return;
      }
      update({n, call, resolution: resolved, result: 'pending'});
      try {
        const result = await resolution.getResult();
        update({n, call, resolution: resolved, result: {ok: true, text: describeResult(result)}});
      } catch (error) {
        update({n, call, resolution: resolved, result: {ok: false, error: errorText(error)}});
      }
    } catch (error) {
      update({n, call, error: errorText(error)});
    }
  }

  return (
    <section className="tb-wb-section">
      <Heading as="h3" className="tb-wb-section__title">
        Send it
      </Heading>
      <div className="tb-wb-row">
        <div className="tb-wb-field">
          <label htmlFor="tb-wb-broadcast-on">Broadcast on</label>
          <select id="tb-wb-broadcast-on" className="tb-input" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value={joinedTarget}>
              {joined ? `the user channel joined: ${channelName(joined)}` : 'the user channel joined (none yet)'}
            </option>
            {appChannels.map((c) => (
              <option key={c.id} value={c.id}>
                app channel {c.id}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="tb-button"
          aria-disabled={blocked || undefined}
          disabled={unsupported.broadcast !== undefined}
          onClick={() => void broadcast()}
        >
          Broadcast
        </button>
      </div>
      <Unsupported reasons={[unsupported.broadcast]} />
      <div className="tb-wb-row">
        <PickOrType
          id="tb-wb-intent"
          label="Intent"
          groups={[
            {label: 'FDC3 2.0 intents', choices: intents.map((i) => ({value: i, text: i}))},
            {label: "This desktop's own", choices: [{value: priceIntent, text: `${priceIntent} (returns a valuation)`}]},
          ]}
          value={intent}
          onChange={setIntent}
          otherText="Custom intent…"
          otherLabel="Custom intent name"
          otherPlaceholder="example.ShowOrder"
        />
        <button
          type="button"
          className="tb-button"
          aria-disabled={blocked || undefined}
          disabled={unsupported.raiseIntent !== undefined}
          onClick={() => void raise(false)}
        >
          Raise intent
        </button>
        <button
          type="button"
          className="tb-button tb-button--quiet"
          aria-disabled={blocked || undefined}
          disabled={unsupported.raiseIntentForContext !== undefined}
          onClick={() => void raise(true)}
        >
          Raise intent for context
        </button>
      </div>
      <Unsupported reasons={[unsupported.raiseIntent, unsupported.raiseIntentForContext, unsupported.getResult]} />
      <p className="tb-wb-status" role="status" data-testid="send-status">
        {status}
      </p>

      <div className="tb-wb-outcome" aria-live="polite" data-testid="raise-outcome">
        <Heading as="h4" className="tb-wb-outcome__title">
          Last intent raised
        </Heading>
        {!outcome ? (
          <p className="tb-wb-state">None yet. Raise an intent to see the IntentResolution and what getResult() gives.</p>
        ) : (
          <dl className="tb-wb-outcome__list">
            <dt>Call</dt>
            <dd>
              <code>{outcome.call}</code>
            </dd>
            {outcome.error !== undefined && (
              <>
                <dt>Outcome</dt>
                <dd className="tb-wb-outcome__error">
                  Rejected with <strong>{outcome.error}</strong>
                </dd>
              </>
            )}
            {outcome.resolution && (
              <>
                <dt>IntentResolution</dt>
                <dd>
                  source <code>{outcome.resolution.source}</code>, intent <code>{outcome.resolution.intent}</code>
                </dd>
                <dt>getResult()</dt>
                <dd>
                  {outcome.result === 'pending' || outcome.result === undefined ? (
                    'waiting…'
                  ) : outcome.result.ok ? (
                    <>
                      resolved to
                      <pre className="tb-wb-outcome__result">{outcome.result.text}</pre>
                    </>
                  ) : (
                    <span className="tb-wb-outcome__error">
                      rejected with <strong>{outcome.result.error}</strong>
                    </span>
                  )}
                </dd>
              </>
            )}
            {!outcome.error && !outcome.resolution && (
              <>
                <dt>Outcome</dt>
                <dd>waiting for the agent (choose an app in the resolver if it asks)…</dd>
              </>
            )}
          </dl>
        )}
      </div>
    </section>
  );
}
