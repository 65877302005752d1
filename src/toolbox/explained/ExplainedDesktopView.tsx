import {useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {LogPanel} from '../components/LogPanel';
import {useResolver} from '../components/ResolverDialog';
import {useAgentLog} from '../components/useAgentLog';
import {channelChoices, createExplainedDesktop, explainedApps, type ExplainedVersion} from './desktop';
import {Blotter} from './apps/Blotter';
import {Chart} from './apps/Chart';
import {Contacts} from './apps/Contacts';
import {News} from './apps/News';

/**
 * The simulated desktop of one version: its four apps, each in its own
 * window, the log of what the agent did, and the resolver. The agent is
 * created once per mount; the apps add their listeners once mounted, so the
 * server renders the windows as they look before anything has happened.
 */
export function ExplainedDesktopView({version}: {version: ExplainedVersion}): ReactNode {
  const [titles] = useState(() => new Map(explainedApps(version).map((app) => [app.appId, app.title])));
  const {resolve, dialog} = useResolver((appId) => titles.get(appId) ?? appId);
  const [desktop] = useState(() => {
    const created = createExplainedDesktop(version, resolve);
    return {
      ...created,
      ports: {
        blotter: created.port('blotter'),
        chart: created.port('chart'),
        news: created.port('news'),
        contacts: created.port('contacts'),
      },
    };
  });
  const [initialChannels] = useState(() => channelChoices(version));
  const log = useAgentLog(desktop.core);
  const {ports, receiver} = desktop;

  return (
    <div className="tb-workspace tb-explained" data-version={version}>
      <section className="tb-desktop" aria-label="The desktop">
        <Heading as="h2" className="tb-desktop__title">
          The desktop
        </Heading>
        <noscript>
          <p className="tb-app__note">The desktop runs in your browser: it needs JavaScript.</p>
        </noscript>
        <div className="tb-desktop__apps">
          <Blotter port={ports.blotter} receiver={receiver} initialChannels={initialChannels} />
          <Chart port={ports.chart} initialChannels={initialChannels} />
          <News port={ports.news} initialChannels={initialChannels} />
          <Contacts port={ports.contacts} receiver={receiver} initialChannels={initialChannels} />
        </div>
      </section>
      <LogPanel entries={log} version={version} onClear={() => desktop.core.clearLog()} />
      {dialog}
    </div>
  );
}
