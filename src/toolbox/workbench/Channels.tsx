import {Fragment, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type * as F20 from 'fdc3-2.0';
import {monitorAppChannel} from './desktop';
import type {Prefill} from './prefill';
import type {WorkbenchAgent} from './session';
import {useStore, useWatched} from './useStore';

export const channelName = (channel: {id: string; displayMetadata?: {name?: string}; display?: {name?: string}}): string => {
  const name = channel.displayMetadata?.name ?? channel.display?.name;
  return name ? `${name} (${channel.id})` : channel.id;
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Why the controls above are disabled with this agent, one line per reason. */
export function Unsupported({reasons}: {reasons: readonly (string | undefined)[]}): ReactNode {
  const shown = [...new Set(reasons.filter((r): r is string => r !== undefined))];
  if (shown.length === 0) return null;
  return (
    <ul className="tb-wb-unsupported" data-testid="unsupported">
      {shown.map((reason) => (
        <li key={reason}>Not available with this agent: {reason}.</li>
      ))}
    </ul>
  );
}

/**
 * The reader's channels: join or leave one of the user channels that
 * `getUserChannels` returned, and get or create app channels by name.
 */
export function Channels({
  agent,
  appChannels,
  onAppChannel,
  prefill,
}: {
  agent: WorkbenchAgent;
  appChannels: readonly F20.Channel[];
  onAppChannel: (channel: F20.Channel) => void;
  /** A call a link prepared: its user channel is picked, or its app channel name typed in. */
  prefill?: Prefill;
}): ReactNode {
  const userChannels = useStore(agent.userChannels);
  const joined = useWatched(agent.joined, undefined);
  const {unsupported} = agent;
  const channelWord = agent.version === '1.2' ? 'channel' : 'user channel';
  const [picked, setPicked] = useState(
    prefill?.call === 'joinUserChannel' || prefill?.call === 'leaveCurrentChannel' ? (prefill.channel ?? '') : '',
  );
  const [name, setName] = useState(prefill?.call === 'getOrCreateChannel' && prefill.channel ? prefill.channel : monitorAppChannel);
  const [status, setStatus] = useState('');
  // A picked channel the agent does not offer (a link's, on another agent) falls back to the first offered.
  const choice = (userChannels.some((c) => c.id === picked) ? picked : '') || userChannels[0]?.id || '';

  const run = async (what: () => Promise<string>) => {
    try {
      setStatus(await what());
    } catch (error) {
      setStatus(`Rejected with ${errorText(error)}.`);
    }
  };

  return (
    <section className="tb-wb-section">
      <Heading as="h3" className="tb-wb-section__title">
        Channels
      </Heading>
      <p className="tb-wb-state" data-testid="joined-channel">
        {joined ? (
          <>
            Joined {channelWord}: <strong>{channelName(joined)}</strong>
          </>
        ) : (
          `Not joined to a ${channelWord}: fdc3.broadcast sends nothing, and listeners added with fdc3.addContextListener hear nothing.`
        )}
      </p>
      <div className="tb-wb-row">
        <div className="tb-wb-field">
          <label htmlFor="tb-wb-user-channel">{agent.version === '1.2' ? 'System channel' : 'User channel'}</label>
          <select
            id="tb-wb-user-channel"
            className="tb-input tb-wb-channel-select"
            value={choice}
            disabled={userChannels.length === 0}
            onChange={(e) => setPicked(e.target.value)}
          >
            {userChannels.length === 0 && <option value="">{unsupported.getUserChannels ? 'None offered' : 'Starting…'}</option>}
            {userChannels.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channelName(channel)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="tb-button"
          disabled={choice === '' || unsupported.joinUserChannel !== undefined}
          onClick={() =>
            void run(async () => {
              await agent.fdc3.joinUserChannel(choice);
              return `Joined ${choice}.`;
            })
          }
        >
          Join
        </button>
        <button
          type="button"
          className="tb-button tb-button--quiet"
          disabled={unsupported.getCurrentChannel !== undefined}
          onClick={() =>
            void run(async () => {
              const current = await agent.fdc3.getCurrentChannel();
              return current ? `getCurrentChannel gave ${channelName(current)}.` : `getCurrentChannel gave null: not on a ${channelWord}.`;
            })
          }
        >
          Get current channel
        </button>
        <button
          type="button"
          className="tb-button tb-button--quiet"
          disabled={!joined || unsupported.leaveCurrentChannel !== undefined}
          onClick={() =>
            void run(async () => {
              await agent.fdc3.leaveCurrentChannel();
              return `Left the ${channelWord}.`;
            })
          }
        >
          Leave
        </button>
      </div>
      <Unsupported
        reasons={[unsupported.getUserChannels, unsupported.joinUserChannel, unsupported.getCurrentChannel, unsupported.leaveCurrentChannel]}
      />
      <form
        className="tb-wb-row"
        onSubmit={(e) => {
          e.preventDefault();
          const id = name.trim();
          if (id === '') {
            setStatus('Type the name of the app channel first.');
            return;
          }
          void run(async () => {
            const channel = await agent.fdc3.getOrCreateChannel(id);
            onAppChannel(channel);
            return `Got app channel "${channel.id}": it can now be listened to and broadcast on.`;
          });
        }}
      >
        <div className="tb-wb-field">
          <label htmlFor="tb-wb-app-channel">App channel name</label>
          <input
            id="tb-wb-app-channel"
            className="tb-input"
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="tb-button" disabled={unsupported.getOrCreateChannel !== undefined}>
          Get or create
        </button>
      </form>
      <Unsupported reasons={[unsupported.getOrCreateChannel]} />
      {appChannels.length > 0 && (
        <p className="tb-wb-state">
          App channels held:{' '}
          {appChannels.map((c, i) => (
            <Fragment key={c.id}>
              {i > 0 && ', '}
              <code>{c.id}</code>
            </Fragment>
          ))}
        </p>
      )}
      <p className="tb-wb-status" role="status">
        {status}
      </p>
    </section>
  );
}
