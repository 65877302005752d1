/**
 * The FDC3 Workbench: the reader's own app on a simulated FDC3 2.0 desktop.
 * They join channels, add context listeners, build a context from its type's
 * fields (checked as they type, against the same typings the docs' examples
 * are checked against), broadcast it, raise intents with it, and read every
 * call in the log. Three peer apps (./desktop.ts) make each call's effect visible.
 */
import {startTransition, useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import type * as F20 from 'fdc3-2.0';
import type {ContextTypeSpec} from '../../fdc3/context-fields.types';
import {ToolboxFrame} from '../components/ToolboxFrame';
import {LogPanel} from '../components/LogPanel';
import {useResolver} from '../components/ResolverDialog';
import {useAgentLog} from '../components/useAgentLog';
import type {LogEntry} from '../agent/core';
import {toolboxPaths, toolboxStylesheets} from '../paths';
import {docsRoot} from '../refs';
import {AgentSwitch, useRealAgent} from './AgentSwitch';
import {Channels} from './Channels';
import {ContextBuilder, formatJson, type Draft} from './ContextBuilder';
import {skeleton, typeFromQuery} from './contextValue';
import {appTitle, createWorkbenchDesktop, type DesktopCoreLog} from './desktop';
import {Listeners} from './Listeners';
import {Open} from './Open';
import {Peers} from './Peers';
import {PrefillNotice} from './PrefillNotice';
import {prefillFromQuery, type Prefill} from './prefill';
import {Send} from './Send';
import {simulatedAgent, type WorkbenchAgent} from './session';
import {validateContext} from './validate';

const firstType = 'fdc3.instrument';
const noEntries: readonly LogEntry[] = [];

function parse(text: string): Draft['parsed'] {
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch (error) {
    return {ok: false, reason: error instanceof Error ? error.message : String(error)};
  }
}

export default function WorkbenchPage({contextTypes, intents}: {contextTypes: ContextTypeSpec[]; intents: string[]}): ReactNode {
  const {resolve, dialog} = useResolver(appTitle);
  // The desktop is plain data until `start()` connects the apps in the browser, so the server and the first render in the browser agree.
  const [wb] = useState(() => createWorkbenchDesktop(resolve));
  // The log is shown once the desktop has started, all its first entries in one render: newest first, an entry
  // shown alone before the peers' seven would be pushed down by them (a layout shift, 4 loads in 12 on a desktop).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    void wb.start().finally(() => startTransition(() => setStarted(true)));
  }, [wb]);
  const allEntries = useAgentLog(wb.core);
  const log = started ? allEntries : noEntries;
  const clearLog = useCallback(() => wb.core.clearLog(), [wb]);

  const [text, setText] = useState(() => formatJson(skeleton(contextTypes, firstType)));
  // `?type=fdc3.contact` (the links on the 2.0 context reference pages) starts the form from that type; a "try it" link
  // from the API reference (`?call=…`, ./prefill.ts) prepares a call with its context, intent or channel.
  const {search} = useLocation();
  const [prefill, setPrefill] = useState<Prefill | undefined>();
  useEffect(() => {
    const asked = prefillFromQuery(search);
    const type = typeFromQuery(search, contextTypes);
    // Why in an effect: the address is known only after hydration (the page is rendered without it), so the first
    // render must match the static HTML; the type from the address follows it, and the reader's own edits then stand.
    // In a transition, as every update while the page starts (../components/useTransitionStore).
    startTransition(() => {
      setPrefill(asked);
      if (asked?.context) setText(formatJson(asked.context));
      else if (type) setText(formatJson(skeleton(contextTypes, type)));
    });
  }, [search, contextTypes]);
  const draft = useMemo<Draft>(() => {
    const parsed = parse(text);
    const problems = parsed.ok
      ? validateContext(contextTypes, parsed.value)
      : [{path: '', severity: 'error' as const, message: `The JSON cannot be read: ${parsed.reason}`}];
    return {text, parsed, problems};
  }, [text, contextTypes]);

  const [simulated] = useState(() => simulatedAgent(wb));
  const found = useRealAgent(wb.core);
  const [choice, setChoice] = useState<'real' | 'simulated' | undefined>();
  const realAgent = found.state === 'found' ? found.agent : undefined;
  // A usable real agent is used unless the reader picks the simulated one.
  const active = choice ?? (realAgent ? 'real' : 'simulated');
  const agent = active === 'real' && realAgent ? realAgent : simulated;
  useEffect(() => {
    void agent.start();
  }, [agent]);

  return (
    <ToolboxFrame
      title="FDC3 Workbench"
      description="Call the FDC3 2.0 API on a simulated Desktop Agent: add listeners, broadcast contexts built from their fields, raise intents and read every message."
      stylesheet={toolboxStylesheets.workbench}
      searchScope="2.0"
      lead="Try the FDC3 2.0 API by hand: join a channel, listen for context, build a context from its type's fields, broadcast it or raise an intent with it, and watch what the Desktop Agent does with each call."
    >
      <div className="tb-wb-intro">
        <p>
          Everything here runs inside this page. The Desktop Agent is a simulation of FDC3 2.0, and your app, <em>Workbench</em>, shares it
          with three small apps that react to what you do. No message leaves your browser. The checks on the context you build come from the
          2.0 type definitions, the same ones this site&apos;s examples are tested against. On one point the sources disagree: those typings
          declare the time fields of Valuation and TimeRange as <code>Date</code> objects, while the 2.0 JSON schemas ask for date-time
          strings; since a context travels as JSON, the Workbench asks for an ISO 8601 string.
        </p>
        <p>
          The Workbench keeps these checks, made from the type definitions, because they follow the form field by field as you fill it in.
          To check a whole context against the 2.0 JSON Schemas this site serves, paste it into{' '}
          <Link to={toolboxPaths.checkContext}>Check a context</Link>: the two agree on every standard type, except where their sources
          differ, which that page lists.
        </p>
        <p>
          Each call in the log links to its entry in the <Link to={`${docsRoot['2.0']}/api/ref/DesktopAgent`}>Desktop Agent reference</Link>
          . For a guided tour of the same calls, see <Link to={toolboxPaths.explained('2.0')}>FDC3 2.0 explained</Link>.
        </p>
        <noscript>
          <p className="tb-wb-noscript">
            The Workbench runs in JavaScript, which is off in this browser: turn it on to use the apps below.
          </p>
        </noscript>
      </div>
      <AgentSwitch found={found} active={agent.kind} onChoose={setChoice} />
      <div className="tb-workspace tb-wb">
        <div className="tb-wb-desk">
          <section className="tb-window tb-wb-app" aria-label="Workbench, your app">
            <div className="tb-window__bar">
              <Heading as="h2" className="tb-window__title">
                Workbench (your app)
              </Heading>
            </div>
            <div className="tb-window__body">
              {prefill && <PrefillNotice prefill={prefill} agent={agent} />}
              {/* One set of channels and listeners per agent: switching starts afresh (and removes the old agent's listeners).
                  A prepared call starts them afresh too, with its intent and channel filled in. */}
              <AgentApp
                key={`${agent.kind} ${prefill ? search : ''}`}
                prefill={prefill}
                agent={agent}
                log={wb.core}
                draft={draft}
                setText={setText}
                contextTypes={contextTypes}
                intents={intents}
              />
            </div>
          </section>
          <Heading as="h2" className="tb-wb-peers__title">
            The other apps on the simulated desktop
          </Heading>
          {agent.kind === 'real' && (
            <p className="tb-wb-state">
              Your app is on {agent.name} now, so these three apps no longer hear it: the apps of your Desktop Agent do. Switch back to the
              simulated agent to see them react.
            </p>
          )}
          <Peers wb={wb} />
        </div>
        <LogPanel entries={log} version="2.0" title="Everything the agents did" onClear={clearLog} simulatedName="simulated agent" />
      </div>
      {dialog}
    </ToolboxFrame>
  );
}

/** The reader's app on one agent: its channels, listeners, the context form and the send controls. */
function AgentApp({
  prefill,
  agent,
  log,
  draft,
  setText,
  contextTypes,
  intents,
}: {
  prefill: Prefill | undefined;
  agent: WorkbenchAgent;
  log: DesktopCoreLog;
  draft: Draft;
  setText: (text: string) => void;
  contextTypes: ContextTypeSpec[];
  intents: string[];
}): ReactNode {
  const [appChannels, setAppChannels] = useState<readonly F20.Channel[]>([]);
  const addAppChannel = useCallback(
    (channel: F20.Channel) => setAppChannels((held) => (held.some((c) => c.id === channel.id) ? held : [...held, channel])),
    [],
  );
  return (
    <>
      <Channels agent={agent} appChannels={appChannels} onAppChannel={addAppChannel} prefill={prefill} />
      <Listeners agent={agent} specs={contextTypes} appChannels={appChannels} prefill={prefill} />
      <ContextBuilder specs={contextTypes} draft={draft} setText={setText} />
      <Send agent={agent} log={log} draft={draft} intents={intents} appChannels={appChannels} prefill={prefill} />
      <Open agent={agent} draft={draft} prefill={prefill} />
    </>
  );
}
