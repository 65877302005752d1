import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {LogEntry} from '../agent/core';
import {refUrl, type ToolboxVersion} from '../refs';

interface LogPanelProps {
  entries: readonly LogEntry[];
  version: ToolboxVersion;
  /** Heading of the panel. */
  title?: string;
  onClear?: () => void;
  /** When set, each entry says which agent answered: its own `answeredBy`, or this name for the simulator's. */
  simulatedName?: string;
}

const kindLabel: Record<LogEntry['kind'], string> = {call: 'call', delivery: 'received', event: 'agent', error: 'error'};

/**
 * The agent's log, newest first: each API call as the app wrote it, what the
 * agent did, and a link to the call's reference section in the same version.
 */
export function LogPanel({entries, version, title = 'What the agent did', onClear, simulatedName}: LogPanelProps): ReactNode {
  const newestFirst = [...entries].reverse();
  return (
    <section className="tb-log" aria-label={title}>
      <div className="tb-log__head">
        <Heading as="h2" className="tb-log__title">
          {title}
        </Heading>
        {onClear && entries.length > 0 && (
          <button type="button" className="tb-button tb-button--quiet" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      {newestFirst.length === 0 ? (
        <p className="tb-log__empty">Nothing yet: use one of the apps, and each call it makes appears here.</p>
      ) : (
        <ol className="tb-log__list" aria-live="polite" data-testid="agent-log" reversed>
          {newestFirst.map((entry) => {
            const refVersion = entry.version ?? version;
            const href = entry.member ? refUrl(refVersion, entry.member) : undefined;
            const agent = entry.answeredBy ?? simulatedName;
            return (
              <li
                key={entry.id}
                className={`tb-log__entry tb-log__entry--${entry.kind}`}
                data-kind={entry.kind}
                data-agent={entry.answeredBy ? 'real' : simulatedName ? 'simulated' : undefined}
              >
                <span className="tb-log__app">{entry.app}</span> <span className="tb-log__kind">{kindLabel[entry.kind]}</span>
                {agent && <span className="tb-log__agent">{`[${agent}]`}</span>}
                {entry.code && (
                  <code className="tb-log__code" data-member={entry.member}>
                    {entry.code}
                  </code>
                )}
                <span className="tb-log__text">{entry.text}</span>
                {href && (
                  <Link className="tb-log__ref" to={href}>
                    {entry.member} in the {refVersion} reference
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
