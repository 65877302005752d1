import {useEffect, useRef, useState, type ReactNode} from 'react';
import {quoteStreamIntent} from '../desktop';
import {instrumentContext, sampleInstruments} from '../sampleData';
import {Action, AppWindow, reason, SelectField, setUp, type AppStatus, type CallingAppProps} from './shared';

interface Stream {
  ticker: string;
  stop(): void;
}

interface Price {
  ticker: string;
  price: number;
  count: number;
}

/**
 * The Blotter: a list of instruments, from which the reader broadcasts one,
 * raises intents with it and (2.0) asks for a stream of its prices.
 */
export function Blotter({port, receiver, initialChannels}: CallingAppProps): ReactNode {
  const [ready, setReady] = useState(false);
  const [ticker, setTicker] = useState(sampleInstruments[0].ticker);
  const [status, setStatus] = useState<AppStatus | undefined>();
  const [streaming, setStreaming] = useState<string | undefined>();
  const [price, setPrice] = useState<Price | undefined>();
  const stream = useRef<Stream | undefined>(undefined);

  // The Blotter only raises and broadcasts: it has nothing to set up, and stops its stream when it closes.
  useEffect(() => {
    const undo = setUp([], () => setReady(true));
    return () => {
      undo();
      stream.current?.stop();
      stream.current = undefined;
    };
  }, [port]);

  const instrument = sampleInstruments.find((i) => i.ticker === ticker) ?? sampleInstruments[0];
  const context = instrumentContext(instrument);

  const broadcast = async () => {
    await port.broadcast(context);
    setStatus({tone: 'info', text: `Broadcast ${ticker}. The log shows which apps received it.`});
  };

  const raise = async (intent: string) => {
    setStatus({tone: 'info', text: `Raised ${intent} for ${ticker}…`});
    try {
      const app = await port.raiseIntent(intent, context);
      setStatus({tone: 'info', text: `${intent} for ${ticker} was handled by ${app}.`});
    } catch (error) {
      setStatus({tone: 'error', text: `${intent} was rejected with ${reason(error)}.`});
    }
  };

  const raiseForContext = async () => {
    if (!port.raiseIntentForContext) return;
    setStatus({tone: 'info', text: `Raised an intent for ${ticker}…`});
    try {
      const app = await port.raiseIntentForContext(context);
      setStatus({tone: 'info', text: `The intent for ${ticker} was handled by ${app}.`});
    } catch (error) {
      setStatus({tone: 'error', text: `The raise for ${ticker} was rejected with ${reason(error)}.`});
    }
  };

  const stopStream = () => {
    stream.current?.stop();
    stream.current = undefined;
    setStreaming(undefined);
    setStatus({tone: 'info', text: 'Stopped the price stream.'});
  };

  const startStream = async () => {
    if (!port.requestStream) return;
    const asked = ticker;
    setPrice(undefined);
    setStatus({tone: 'info', text: `Asked for a price stream of ${asked}…`});
    try {
      const started = await port.requestStream(context, (valuation) => {
        const value = typeof valuation.price === 'number' ? valuation.price : Number(valuation.value);
        setPrice((last) => ({ticker: asked, price: value, count: (last?.ticker === asked ? last.count : 0) + 1}));
      });
      stream.current = {ticker: asked, stop: started.stop};
      setStreaming(asked);
      setStatus({tone: 'info', text: `Receiving prices of ${asked} over a private channel.`});
    } catch (error) {
      setStatus({tone: 'error', text: `The price stream was refused: ${reason(error)}.`});
    }
  };

  return (
    <AppWindow
      appId="blotter"
      title="Blotter"
      purpose="Your instruments. Pick one, then share it or ask another app to act on it."
      port={port}
      initialChannels={initialChannels}
      ready={ready}
      status={status}
    >
      <SelectField
        label="Instrument"
        value={ticker}
        options={sampleInstruments.map((i) => ({value: i.ticker, text: `${i.ticker}: ${i.name}`}))}
        onChange={setTicker}
      />
      <ul className="tb-actions">
        <Action label="Broadcast" code={`${receiver}.broadcast(instrument)`} onClick={() => void broadcast()} disabled={!ready} />
        <Action
          label="View chart"
          code={`${receiver}.raiseIntent("ViewChart", instrument)`}
          onClick={() => void raise('ViewChart')}
          disabled={!ready}
        />
        <Action
          label="View news"
          code={`${receiver}.raiseIntent("ViewNews", instrument)`}
          onClick={() => void raise('ViewNews')}
          disabled={!ready}
        />
        <Action
          label="View instrument"
          code={`${receiver}.raiseIntent("ViewInstrument", instrument)`}
          onClick={() => void raise('ViewInstrument')}
          disabled={!ready}
        />
        {port.raiseIntentForContext && (
          <Action
            label="Raise for this instrument"
            code={`${receiver}.raiseIntentForContext(instrument)`}
            onClick={() => void raiseForContext()}
            disabled={!ready}
          />
        )}
        {port.requestStream &&
          (streaming ? (
            <Action label="Stop price stream" code="listener.unsubscribe(); channel.disconnect()" onClick={stopStream} />
          ) : (
            <Action
              label="Start price stream"
              code={`${receiver}.raiseIntent("${quoteStreamIntent}", instrument)`}
              onClick={() => void startStream()}
              disabled={!ready}
            />
          ))}
      </ul>
      {port.requestStream && (
        <p className="tb-stream" data-testid="blotter-price">
          {price
            ? `${price.ticker}: ${price.price.toFixed(2)} USD (${price.count} ${price.count === 1 ? 'price' : 'prices'} so far${streaming ? '' : ', stopped'})`
            : 'No price stream yet.'}
        </p>
      )}
    </AppWindow>
  );
}
