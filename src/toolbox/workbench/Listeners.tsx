import {useEffect, useRef, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type * as F20 from 'fdc3-2.0';
import {formatValue} from '../agent/core';
import type {ContextTypeSpec} from '../../fdc3/context-fields.types';
import {appTitle} from './desktop';
import {Unsupported} from './Channels';
import type {Prefill} from './prefill';
import type {WorkbenchAgent} from './session';
import {PickOrType} from './PickOrType';

/** Where a listener listens: the user channel the app joins, or an app channel it holds. */
const joinedTarget = 'joined';
const anyType = '(any)';

interface Received {
  n: number;
  from: string;
  code: string;
}

interface ListenerRow {
  key: number;
  /** The call that added it, as code. */
  code: string;
  count: number;
  received: readonly Received[];
}

const keep = 3;

/**
 * The reader's context listeners: add one for a type (or every type), on the
 * joined user channel or on an app channel, see what each received, and
 * remove it again.
 */
export function Listeners({
  agent,
  specs,
  appChannels,
  prefill,
}: {
  agent: WorkbenchAgent;
  specs: readonly ContextTypeSpec[];
  appChannels: readonly F20.Channel[];
  /** A call a link prepared: addContextListener's type is picked. */
  prefill?: Prefill;
}): ReactNode {
  const [target, setTarget] = useState(joinedTarget);
  const [type, setType] = useState((prefill?.call === 'addContextListener' && prefill.contextType) || anyType);
  const [rows, setRows] = useState<readonly ListenerRow[]>([]);
  const [status, setStatus] = useState('');
  const listeners = useRef(new Map<number, F20.Listener>());
  const next = useRef(1);
  // The listeners belong to this agent: when the reader switches agents, they are removed from it.
  useEffect(() => {
    const held = listeners.current;
    return () => {
      for (const listener of held.values()) listener.unsubscribe();
      held.clear();
    };
  }, []);

  async function add(): Promise<void> {
    const contextType = type === anyType ? null : type.trim();
    if (contextType === '') {
      setStatus('Type the context type to listen for, or pick one.');
      return;
    }
    const channel = appChannels.find((c) => c.id === target);
    const key = next.current++;
    const typeArg = contextType === null ? 'null' : JSON.stringify(contextType);
    const code = channel
      ? `channel("${channel.id}").addContextListener(${typeArg}, handler)`
      : `fdc3.addContextListener(${typeArg}, handler)`;
    setRows((current) => [...current, {key, code, count: 0, received: []}]);
    let n = 0;
    const handler: F20.ContextHandler = (context, metadata) => {
      n += 1;
      const got: Received = {
        n,
        from: metadata ? appTitle(metadata.source.appId) : 'unknown',
        code: formatValue(context),
      };
      setRows((current) =>
        current.map((row) => (row.key === key ? {...row, count: row.count + 1, received: [got, ...row.received].slice(0, keep)} : row)),
      );
    };
    try {
      const listener = channel
        ? await channel.addContextListener(contextType, handler)
        : await agent.fdc3.addContextListener(contextType, handler);
      listeners.current.set(key, listener);
      setStatus(`Listener ${key} added.`);
    } catch (error) {
      setRows((current) => current.filter((row) => row.key !== key));
      setStatus(`Rejected with ${error instanceof Error ? error.message : String(error)}.`);
    }
  }

  function remove(key: number): void {
    listeners.current.get(key)?.unsubscribe();
    listeners.current.delete(key);
    setRows((current) => current.filter((row) => row.key !== key));
    setStatus(`Listener ${key} removed.`);
  }

  const groups = [{label: 'FDC3 2.0 context types', choices: specs.map((s) => ({value: s.type, text: s.type}))}];
  return (
    <section className="tb-wb-section">
      <Heading as="h3" className="tb-wb-section__title">
        Context listeners
      </Heading>
      <form
        className="tb-wb-row"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="tb-wb-field">
          <label htmlFor="tb-wb-listen-on">Listen on</label>
          <select id="tb-wb-listen-on" className="tb-input" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value={joinedTarget}>the user channel joined (fdc3)</option>
            {appChannels.map((c) => (
              <option key={c.id} value={c.id}>
                app channel {c.id}
              </option>
            ))}
          </select>
        </div>
        <PickOrType
          id="tb-wb-listen-type"
          label="Type to listen for"
          first={[{value: anyType, text: 'any type (null)'}]}
          groups={groups}
          value={type}
          onChange={setType}
          otherText="Custom type…"
          otherLabel="Custom type to listen for"
          otherPlaceholder="example.order"
        />
        <button type="submit" className="tb-button" disabled={agent.unsupported.addContextListener !== undefined}>
          Add listener
        </button>
      </form>
      <Unsupported reasons={[agent.unsupported.addContextListener]} />
      {rows.length === 0 ? (
        <p className="tb-wb-state">No listeners yet.</p>
      ) : (
        <ul className="tb-wb-listeners" aria-label="Your listeners">
          {rows.map((row) => (
            <li key={row.key} className="tb-wb-listener" data-testid="workbench-listener">
              <div className="tb-wb-listener__head">
                <code className="tb-wb-listener__code">{row.code}</code>
                <button
                  type="button"
                  className="tb-button tb-button--quiet"
                  aria-label={`Remove listener ${row.key}`}
                  onClick={() => remove(row.key)}
                >
                  Remove
                </button>
              </div>
              <p className="tb-wb-listener__count">
                Listener {row.key}: received {row.count} {row.count === 1 ? 'context' : 'contexts'}
                {row.count > keep ? ` (the last ${keep} shown)` : ''}
              </p>
              {row.received.length > 0 && (
                <ol className="tb-wb-received">
                  {row.received.map((got) => (
                    <li key={got.n}>
                      <span className="tb-wb-received__from">from {got.from}:</span> <code>{got.code}</code>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="tb-wb-status" role="status">
        {status}
      </p>
    </section>
  );
}
