import {useEffect, useState, type ReactNode} from 'react';
import {sampleHeadlines} from '../sampleData';
import {AppWindow, setUp, shownFrom, type AppProps, type Shown} from './shared';

/** The News app: headlines (made up) for the instrument it last received, by broadcast or by ViewNews and ViewInstrument. */
export function News({port, initialChannels}: AppProps): ReactNode {
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState<Shown | undefined>();

  useEffect(
    () =>
      setUp(
        [
          port.listen('fdc3.instrument', (context) => setShown((last) => shownFrom(context, 'a broadcast') ?? last)),
          port.handle('ViewNews', (context) => setShown((last) => shownFrom(context, 'the intent ViewNews') ?? last)),
          port.handle('ViewInstrument', (context) => setShown((last) => shownFrom(context, 'the intent ViewInstrument') ?? last)),
        ],
        () => setReady(true),
      ),
    [port],
  );

  return (
    <AppWindow
      appId="news"
      title="News"
      purpose="Headlines for the instrument it is sent. Listens for fdc3.instrument; handles ViewNews and ViewInstrument."
      port={port}
      initialChannels={initialChannels}
      ready={ready}
    >
      {shown ? (
        <div data-testid="news-shows" data-ticker={shown.ticker}>
          <p className="tb-app__headline">
            News for <strong>{shown.ticker}</strong>
          </p>
          <ul className="tb-news">
            {sampleHeadlines(shown.ticker).map((headline) => (
              <li key={headline}>{headline}</li>
            ))}
          </ul>
          <p className="tb-app__note">Arrived by {shown.via}. The headlines are placeholders.</p>
        </div>
      ) : (
        <p className="tb-app__empty" data-testid="news-shows">
          No instrument yet.
        </p>
      )}
    </AppWindow>
  );
}
