import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {docsRoot} from '../refs';
import {toolboxPaths} from '../paths';
import type {ExplainedVersion} from './desktop';

const onePage =
  'Everything runs in this page: a simulated Desktop Agent and four small apps that talk through it. Nothing is sent anywhere.';

/** What each version's desktop shows, in our own words. */
const shows: Record<ExplainedVersion, ReactNode> = {
  '1.0': (
    <>
      <p>
        FDC3 1.0 had no channels and left any grouping of apps to the Desktop Agent, so the windows have no channel picker, and this agent
        delivers a broadcast to every other app on the desktop. A 1.0 context listener takes a handler and nothing else, so each app is
        handed every context and keeps the types it wants. Here Chart and News keep instruments and let a contact pass by. The 1.0 API
        reference calls the agent <code>agent</code>, so the calls below read <code>agent.broadcast(…)</code>.
      </p>
      <p>On this desktop an intent that one app handles goes straight to it, and when two apps handle it, the resolver asks you which.</p>
    </>
  ),
  '1.1': (
    <>
      <p>
        FDC3 1.1 brought channels (its changelog&apos;s Channels API, <PullRequest number={154} />
        ). Each window has a channel picker with this desktop&apos;s system channels, Red, Green and Blue, and a broadcast now reaches only
        the apps on the sender&apos;s channel. A listener can ask for one context type, so the instrument listeners of Chart and News never
        see a contact. The agent&apos;s list also holds the <code>global</code> channel, which the pickers here leave out.
      </p>
      <p>
        The 1.1 sources disagree on two calls: the 1.1 npm typings (version 1.1.1) declare <code>getCurrentChannel</code> as returning{' '}
        <code>Promise&lt;Channel&gt;</code> and have no <code>leaveCurrentChannel</code>, while the 1.1 reference and changelog allow{' '}
        <code>null</code> for the first and include the second; this desktop follows the documents.
      </p>
    </>
  ),
  '1.2': (
    <p>
      The channels of 1.1 (Red, Green and Blue here) plus <code>raiseIntentForContext</code>: the Blotter can raise for an instrument
      without naming an intent, and the resolver then lists every app together with each intent it offers for that context.
    </p>
  ),
  '2.0': (
    <p>
      The eight user channels that FDC3 2.0 recommends (Channel 1 to Channel 8), raising by context, and a price stream over a private
      channel. <strong>Start price stream</strong> raises <code>QuoteStream</code>, an intent this desktop made up, not one the standard
      defines. Chart answers with a private channel, sends a made-up price at once and another every 1.5 seconds, and stops when the Blotter
      stops listening. The log shows each step: <code>onAddContextListener</code>, the prices, then <code>onUnsubscribe</code> and{' '}
      <code>onDisconnect</code>.
    </p>
  ),
};

/** What each version did not have yet, and where the next one is documented. */
const lacks: Record<ExplainedVersion, ReactNode> = {
  '1.0': (
    <>
      Compared with 1.1, it lacks channels and listeners for a single context type: the 1.1 changelog lists both under its Channels API (
      <PullRequest number={154} />
      ). See <Link to={toolboxPaths.explained('1.1')}>FDC3 1.1 explained</Link>.
    </>
  ),
  '1.1': (
    <>
      Compared with 1.2, it lacks <code>raiseIntentForContext</code>, which leaves the choice of intent to the reader, and{' '}
      <code>getInfo</code>; the 1.2 changelog adds them (<PullRequest number={268} />, <PullRequest number={324} />
      ). See <Link to={toolboxPaths.explained('1.2')}>FDC3 1.2 explained</Link>.
    </>
  ),
  '1.2': (
    <>
      Compared with 2.0, it lacks results sent back by intent handlers and private channels, which the 2.0 changelog adds (
      <PullRequest number={495} />, <PullRequest number={508} />
      ); 2.0 also made every call asynchronous (<PullRequest number={516} />) and renamed system channels to user channels. See{' '}
      <Link to={toolboxPaths.explained('2.0')}>FDC3 2.0 explained</Link>.
    </>
  ),
  '2.0': (
    <>
      2.0 is the latest release these docs cover; the <Link to="/docs/next/fdc3-intro">introduction to the 2.1 draft</Link> says what comes
      next.
    </>
  ),
};

/** A link to a pull request of the standard's repository, as its changelog cites it. */
function PullRequest({number}: {number: number}): ReactNode {
  return <Link href={`https://github.com/finos/FDC3/pull/${number}`}>#{number}</Link>;
}

const channelNames: Record<ExplainedVersion, [string, string]> = {
  '1.0': ['', ''],
  '1.1': ['Red', 'Green'],
  '1.2': ['Red', 'Green'],
  '2.0': ['Channel 1', 'Channel 2'],
};

/** A few things to try, in the order that shows the most. */
function tryList(version: ExplainedVersion): ReactNode[] {
  const [first, second] = channelNames[version];
  return [
    version === '1.0' ? (
      <>Broadcast an instrument from the Blotter: Chart and News both show it.</>
    ) : (
      <>
        Put the Blotter and the Chart on {first} and News on {second}, then broadcast an instrument from the Blotter: only the Chart shows
        it. Move News to {first} too, and on joining it gets the instrument the channel holds.
      </>
    ),
    <>
      <strong>View chart</strong> goes straight to the Chart, the only app that handles ViewChart. <strong>View instrument</strong> opens
      the resolver, since Chart and News both handle ViewInstrument: pick one, or cancel and read the rejection in the log.
      {version === '2.0' ? null : (
        <>
          {' '}
          This version&apos;s ResolveError has no value for a cancelled resolver (2.0 added <code>UserCancelledResolution</code>, #522), so
          this agent rejects with <code>ResolverUnavailable</code>, one of the values it does define.
        </>
      )}
    </>,
    ...(version === '1.2' || version === '2.0'
      ? [
          <>
            <strong>Raise for this instrument</strong> names no intent: the resolver offers each app with each intent it has for
            instruments.
          </>,
        ]
      : []),
    ...(version === '2.0'
      ? [
          <>
            <strong>Start price stream</strong>, watch the prices arrive, then <strong>Stop price stream</strong>.
          </>,
        ]
      : []),
    <>
      In Contacts, <strong>Start call</strong> raises StartCall, which no app here handles: it is rejected with <code>NoAppsFound</code>,
      the ResolveError value that the 1.2 and 2.0 references give for this case (the 1.0 and 1.1 references name no error for{' '}
      <code>raiseIntent</code>).
    </>,
  ];
}

/** The page's introduction: what this version's desktop shows, what the version lacks, and where its docs are. */
export function ExplainedIntro({version}: {version: ExplainedVersion}): ReactNode {
  return (
    <section className="tb-intro" aria-label="About this desktop">
      <p>{onePage}</p>
      {shows[version]}
      <p>
        {lacks[version]} <Link to={`${docsRoot[version]}/fdc3-intro`}>Read the FDC3 {version} documentation</Link>.
      </p>
      <Heading as="h2" className="tb-intro__title">
        Try this
      </Heading>
      <ol className="tb-intro__steps">
        {tryList(version).map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      <p>
        Each call an app makes appears in the log as the app wrote it, with what the agent did and a link to the call in the {version}{' '}
        reference.
      </p>
    </section>
  );
}
