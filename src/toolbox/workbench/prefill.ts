/**
 * The Workbench's address as a "try it" link from the API reference writes it
 * (`src/data/try-it.ts`, put on the pages by src/plugins/toolbox-links) and as
 * the Workbench reads it: the call to make, and the context, intent, channel
 * or app to make it with, ready for the reader to send.
 *
 * `?call=broadcast&context={…}&from=2.0`; `app` is the app to open (an
 * appId); `type` is the context type to listen for (addContextListener),
 * which also starts the context form from that type, as it does on its own
 * for the context reference pages' links. Both sides use this module, so the
 * link and the page cannot disagree on a name. Reading is forgiving: an
 * unknown call gives no prefill, and a context that is not a JSON object is
 * left out (the Workbench then starts as it always does).
 */

/** The calls a link can prepare: those the Workbench has a control for, by their 2.0 names. */
export const tryCalls = [
  'broadcast',
  'raiseIntent',
  'raiseIntentForContext',
  'addContextListener',
  'joinUserChannel',
  'getCurrentChannel',
  'leaveCurrentChannel',
  'getOrCreateChannel',
  'open',
] as const;

export type TryCall = (typeof tryCalls)[number];

/** A context as a link carries it: a JSON object with a `type`. */
export interface PrefillContext {
  type: string;
  [field: string]: unknown;
}

export interface Prefill {
  call: TryCall;
  /** The context to send (broadcast, the raises, open). */
  context?: PrefillContext;
  /** The context type to listen for (addContextListener; none listens for any type, `null`). */
  contextType?: string;
  /** The intent of raiseIntent. */
  intent?: string;
  /** The user channel to join (joinUserChannel, leaveCurrentChannel) or the app channel to get (getOrCreateChannel). */
  channel?: string;
  /** The app to open, by its appId in the simulated desktop's directory (open; a 1.2 agent is sent that app's name). */
  app?: string;
  /** The docs version the link came from (`2.0`, `current` for the draft), as the Workbench names it in its notice. */
  from?: string;
}

const isTryCall = (value: string | null): value is TryCall => (tryCalls as readonly (string | null)[]).includes(value);

/** The query string of a prefill, `?call=…`, in a fixed order. */
export function prefillQuery(prefill: Prefill): string {
  const query = new URLSearchParams({call: prefill.call});
  if (prefill.app !== undefined) query.set('app', prefill.app);
  if (prefill.intent !== undefined) query.set('intent', prefill.intent);
  if (prefill.channel !== undefined) query.set('channel', prefill.channel);
  if (prefill.contextType !== undefined) query.set('type', prefill.contextType);
  if (prefill.context !== undefined) query.set('context', JSON.stringify(prefill.context));
  if (prefill.from !== undefined) query.set('from', prefill.from);
  return `?${query.toString()}`;
}

function contextOf(text: string | null): PrefillContext | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as {type?: unknown}).type === 'string'
      ? (value as PrefillContext)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The prefill an address asks for, or undefined when it names no call the Workbench has. */
export function prefillFromQuery(search: string): Prefill | undefined {
  const query = new URLSearchParams(search);
  const call = query.get('call');
  if (!isTryCall(call)) return undefined;
  const text = (name: string): string | undefined => {
    const value = query.get(name)?.trim();
    return value ? value : undefined;
  };
  const prefill: Prefill = {call};
  const context = contextOf(query.get('context'));
  if (context) prefill.context = context;
  const app = text('app');
  if (app !== undefined) prefill.app = app;
  const intent = text('intent');
  if (intent !== undefined) prefill.intent = intent;
  const channel = text('channel');
  if (channel !== undefined) prefill.channel = channel;
  const contextType = text('type');
  if (contextType !== undefined) prefill.contextType = contextType;
  const from = text('from');
  if (from !== undefined) prefill.from = from;
  return prefill;
}

/** What each call needs from a link; a link without it is refused at build time. */
export const prefillNeeds: Record<TryCall, readonly ('context' | 'intent' | 'channel' | 'app')[]> = {
  broadcast: ['context'],
  raiseIntent: ['intent', 'context'],
  raiseIntentForContext: ['context'],
  addContextListener: [],
  joinUserChannel: ['channel'],
  getCurrentChannel: [],
  leaveCurrentChannel: [],
  getOrCreateChannel: ['channel'],
  open: ['app'],
};

/** The control that sends the call, as the Workbench labels it, and the part of the page it sits in. */
export const prefillControl: Record<TryCall, {button: string; section: string}> = {
  broadcast: {button: 'Broadcast', section: 'Send it'},
  raiseIntent: {button: 'Raise intent', section: 'Send it'},
  raiseIntentForContext: {button: 'Raise intent for context', section: 'Send it'},
  addContextListener: {button: 'Add listener', section: 'Context listeners'},
  joinUserChannel: {button: 'Join', section: 'Channels'},
  getCurrentChannel: {button: 'Get current channel', section: 'Channels'},
  leaveCurrentChannel: {button: 'Leave', section: 'Channels'},
  getOrCreateChannel: {button: 'Get or create', section: 'Channels'},
  open: {button: 'Open', section: 'Open an app'},
};
