import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Ctx} from '../../agent/core';
import type {AppPort, ChannelChoice} from '../desktop';
import {tickerOf} from '../sampleData';

/** What an app last did, shown in its window: a result, or an error in the words the agent rejected with. */
export interface AppStatus {
  tone: 'info' | 'error';
  text: string;
}

/**
 * Runs an app's setup calls (listeners, intent handlers) once it is mounted
 * and returns the function that undoes them on unmount. `onReady` is called
 * when every call has resolved.
 */
export function setUp(calls: Promise<() => void>[], onReady: () => void): () => void {
  let mounted = true;
  const undo: (() => void)[] = [];
  void Promise.all(calls).then((removers) => {
    if (!mounted) {
      for (const remove of removers) remove();
      return;
    }
    undo.push(...removers);
    onReady();
  });
  return () => {
    mounted = false;
    for (const remove of undo) remove();
  };
}

export interface Shown {
  ticker: string;
  name?: string;
  /** How the instrument arrived: a broadcast, or an intent. */
  via: string;
}

/** What an instrument listener or intent handler makes of a context: the instrument to show, if it names one. */
export function shownFrom(context: Ctx, via: string): Shown | undefined {
  const ticker = tickerOf(context);
  return ticker === undefined ? undefined : {ticker, name: typeof context.name === 'string' ? context.name : undefined, via};
}

/** The message of a rejected call: FDC3 rejects with an error string such as `NoAppsFound`. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The class that gives a channel's colour (defined in the version's own stylesheet). */
export function channelClass(id: string): string {
  return `tb-channel--${id.replace(/[^a-z0-9]+/gi, '-')}`;
}

/** What every app of the desktop is given: its port to the agent and the channels to show at first. */
export interface AppProps {
  port: AppPort;
  /** The channel list to show before the app has asked the agent for it. */
  initialChannels: readonly ChannelChoice[];
}

/** An app whose buttons show the calls they make, on the version's receiver (`fdc3`, or `agent` in 1.0). */
export interface CallingAppProps extends AppProps {
  receiver: string;
}

interface AppWindowProps extends AppProps {
  appId: string;
  title: string;
  /** What the app is for, in a few words, under its title. */
  purpose: string;
  ready: boolean;
  status?: AppStatus;
  children: ReactNode;
}

/** One app of the desktop: a window with a title bar, a channel picker (from 1.1) and the app's own body. */
export function AppWindow({appId, title, purpose, port, initialChannels, ready, status, children}: AppWindowProps): ReactNode {
  const [joined, setJoined] = useState<ChannelChoice | undefined>();
  return (
    <section
      className={clsx('tb-window', 'tb-app', joined && channelClass(joined.id))}
      aria-label={title}
      data-app={appId}
      data-ready={ready}
      data-channel={joined?.id ?? ''}
    >
      <div className="tb-window__bar">
        <Heading as="h3" className="tb-window__title">
          {title}
        </Heading>
        {port.channels && (
          <ChannelPicker title={title} channels={port.channels} initial={initialChannels} joined={joined} onJoined={setJoined} />
        )}
      </div>
      <div className="tb-window__body">
        <p className="tb-app__purpose">{purpose}</p>
        {children}
        <p className={`tb-app__status tb-app__status--${status?.tone ?? 'info'}`} role="status">
          {status?.text}
        </p>
      </div>
    </section>
  );
}

interface ChannelPickerProps {
  title: string;
  channels: NonNullable<AppPort['channels']>;
  initial: readonly ChannelChoice[];
  joined: ChannelChoice | undefined;
  onJoined: (channel: ChannelChoice | undefined) => void;
}

/** A native select: keyboard use comes with it, and each channel is offered by its name, its colour only beside it. */
function ChannelPicker({title, channels, initial, joined, onJoined}: ChannelPickerProps): ReactNode {
  const id = useId();
  const [choices, setChoices] = useState<readonly ChannelChoice[]>(initial);
  const [failed, setFailed] = useState<string | undefined>();
  useEffect(() => {
    let mounted = true;
    // The app asks the agent for the channels, as a real app builds its picker.
    void channels.list().then((list) => {
      if (mounted) setChoices(list);
    });
    return () => {
      mounted = false;
    };
  }, [channels]);

  const pick = async (id: string) => {
    setFailed(undefined);
    try {
      if (id === '') {
        await channels.leave();
        onJoined(undefined);
      } else {
        await channels.join(id);
        onJoined(choices.find((c) => c.id === id));
      }
    } catch (error) {
      setFailed(reason(error));
    }
  };

  return (
    <div className="tb-channel-picker">
      <span className={clsx('tb-channel-picker__swatch', joined && channelClass(joined.id))} aria-hidden="true" />
      <label htmlFor={id}>
        <span className="tb-visually-hidden">{title} </span>Channel
      </label>
      <select id={id} className="tb-input" value={joined?.id ?? ''} onChange={(event) => void pick(event.target.value)}>
        <option value="">None</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      {failed && <span className="tb-app__status--error">{failed}</span>}
    </div>
  );
}

/** An action of an app: its button, and beside it the call it makes. */
export function Action({
  label,
  code,
  onClick,
  disabled,
}: {
  label: string;
  code: string;
  onClick: () => void;
  disabled?: boolean;
}): ReactNode {
  return (
    <li className="tb-action">
      <button type="button" className="tb-button" onClick={onClick} disabled={disabled}>
        {label}
      </button>
      <code className="tb-action__code">{code}</code>
    </li>
  );
}

/** A labelled select of an app: the label is tied to it by id, so its name is the label alone. */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly {value: string; text: string}[];
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className="tb-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="tb-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
