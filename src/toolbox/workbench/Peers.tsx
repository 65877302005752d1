import {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {channelName} from './Channels';
import {monitorAppChannel, priceIntent, type PeerEvent, type Store, type WorkbenchDesktop} from './desktop';
import {useJoinedChannel, useStore} from './useStore';

function Events({store, empty, testId}: {store: Store<readonly PeerEvent[]>; empty: string; testId: string}): ReactNode {
  const events = useStore(store);
  if (events.length === 0) return <p className="tb-wb-state">{empty}</p>;
  return (
    <ol className="tb-wb-peer__events" data-testid={testId}>
      {events.map((event) => (
        <li key={event.n}>
          {event.text}
          {event.code && (
            <>
              : <code>{event.code}</code>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

function Peer({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <section className="tb-window tb-wb-peer" aria-label={title}>
      <div className="tb-window__bar">
        <Heading as="h3" className="tb-window__title">
          {title}
        </Heading>
      </div>
      <div className="tb-window__body">{children}</div>
    </section>
  );
}

/** The three peer apps: what they listen to or handle, and what they got. */
export function Peers({wb}: {wb: WorkbenchDesktop}): ReactNode {
  const userChannels = useStore(wb.userChannels);
  const monitorChannel = useJoinedChannel(wb.core, 'monitor');
  return (
    <div className="tb-wb-peers">
      <Peer title="Channel Monitor">
        <p className="tb-wb-peer__about">
          Listens for every context type on the user channel it joined and on app channel <code>{monitorAppChannel}</code>.
        </p>
        <div className="tb-wb-field">
          <label htmlFor="tb-wb-monitor-channel">Channel Monitor&apos;s user channel</label>
          <select
            id="tb-wb-monitor-channel"
            className="tb-input"
            value={monitorChannel?.id ?? ''}
            disabled={userChannels.length === 0}
            onChange={(e) => void wb.monitor.join(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">none</option>
            {userChannels.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channelName(channel)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="tb-button tb-button--quiet" onClick={() => void wb.monitor.broadcastSample()}>
          Broadcast an instrument
        </button>
        <Events store={wb.monitor.events} empty="Nothing received yet." testId="monitor-events" />
      </Peer>
      <Peer title="Pricer">
        <p className="tb-wb-peer__about">
          Handles <code>{priceIntent}</code> for an instrument by returning a <code>fdc3.valuation</code> (this intent is this
          desktop&apos;s own), and <code>ViewQuote</code> by showing it, with nothing to return.
        </p>
        <Events store={wb.pricer.events} empty="No intent handled yet." testId="pricer-events" />
      </Peer>
      <Peer title="Chat">
        <p className="tb-wb-peer__about">
          Handles <code>StartChat</code> for a contact, a contact list or chat settings, and returns nothing.
        </p>
        <Events store={wb.chat.events} empty="No intent handled yet." testId="chat-events" />
      </Peer>
    </div>
  );
}
