import {useEffect, useRef, useState, type ReactNode} from 'react';
import {nextPrice, samplePriceLine, sampleInstruments, tickerOf, valuationContext} from '../sampleData';
import {AppWindow, setUp, shownFrom, type AppProps, type Shown} from './shared';

/** How often the Chart sends the next made-up price of a stream, in milliseconds. */
const priceInterval = 1500;

/**
 * The Chart: shows the instrument it last received, by broadcast or by the
 * intents ViewChart and ViewInstrument, and (2.0) streams made-up prices
 * over a private channel to an app that asks for them.
 */
export function Chart({port, initialChannels}: AppProps): ReactNode {
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState<Shown | undefined>();
  const [streaming, setStreaming] = useState<readonly string[]>([]);
  const stops = useRef(new Set<() => void>());

  useEffect(() => {
    const running = stops.current;
    const undo = setUp(
      [
        port.listen('fdc3.instrument', (context) => setShown((last) => shownFrom(context, 'a broadcast') ?? last)),
        port.handle('ViewChart', (context) => setShown((last) => shownFrom(context, 'the intent ViewChart') ?? last)),
        port.handle('ViewInstrument', (context) => setShown((last) => shownFrom(context, 'the intent ViewInstrument') ?? last)),
        ...(port.provideStream
          ? [
              port.provideStream((instrument, send) => {
                const ticker = tickerOf(instrument) ?? 'unknown';
                let price = sampleInstruments.find((i) => i.ticker === ticker)?.startPrice ?? 100;
                const tick = () => {
                  price = nextPrice(price);
                  send(valuationContext(price));
                };
                // The first price at once, then one on a timer until the other side stops listening.
                tick();
                const timer = window.setInterval(tick, priceInterval);
                const stop = () => {
                  window.clearInterval(timer);
                  running.delete(stop);
                  setStreaming((list) => {
                    const at = list.indexOf(ticker);
                    return at === -1 ? list : [...list.slice(0, at), ...list.slice(at + 1)];
                  });
                };
                running.add(stop);
                setStreaming((list) => [...list, ticker]);
                return stop;
              }),
            ]
          : []),
      ],
      () => setReady(true),
    );
    return () => {
      undo();
      for (const stop of [...running]) stop();
    };
  }, [port]);

  const line = shown ? samplePriceLine(shown.ticker) : [];
  const points = line.map((y, x) => `${(x * 100) / (line.length - 1)},${100 - y}`).join(' ');

  return (
    <AppWindow
      appId="chart"
      title="Chart"
      purpose="Draws the instrument it is sent. Listens for fdc3.instrument; handles ViewChart and ViewInstrument."
      port={port}
      initialChannels={initialChannels}
      ready={ready}
    >
      {shown ? (
        <div className="tb-chart" data-testid="chart-shows" data-ticker={shown.ticker}>
          <p className="tb-app__headline">
            <strong>{shown.ticker}</strong>
            {shown.name && ` ${shown.name}`}
          </p>
          <svg className="tb-chart__line" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
          </svg>
          <p className="tb-app__note">Arrived by {shown.via}. The line is made up.</p>
        </div>
      ) : (
        <p className="tb-app__empty" data-testid="chart-shows">
          No instrument yet.
        </p>
      )}
      {port.provideStream && (
        <p className="tb-app__note" data-testid="chart-streaming">
          {streaming.length === 0 ? 'Not streaming prices.' : `Streaming prices of ${streaming.join(', ')} over a private channel.`}
        </p>
      )}
    </AppWindow>
  );
}
