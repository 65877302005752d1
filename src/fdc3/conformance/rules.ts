// Anchors are headings slugged in lower case. cspell:ignore addcontextlistener createprivatechannel getcurrentcontext getinfo getorcreatechannel
/**
 * The Desktop Agent API's requirements of each version that has a conformance
 * suite, one per row of its coverage page: the keyword and the line of the
 * standard's text at the release tag that states it, the heading of this
 * site that explains it, and a summary in our words.
 *
 * 2.0 lists them in its "Desktop Agent API Standard Compliance" section. 1.2
 * has no such list: its API text marks two points SHOULD, and its compliance
 * text treats every unmarked statement as REQUIRED, so each function of the
 * interfaces it expects an agent to implement is a requirement by that
 * default (`byDefault`). Rules that the standard only lists elsewhere (2.0's
 * `getAppMetadata`, the `Channel` and `PrivateChannel` methods) are included
 * by the same default, as tests exercise them.
 */
import type {ConformanceRule, ConformanceVersion} from './conformance.types';

const da = 'api/ref/DesktopAgent';
const spec20 = 'v2.0:docs/api/spec.md';
const ref20 = 'v2.0:docs/api/ref/DesktopAgent.md';

/** A "the agent implements `name`" rule, anchored at the function's heading. */
const implement = (name: string, level: ConformanceRule['level'], source: string, byDefault?: boolean): ConformanceRule => ({
  id: `${level.toLowerCase()}-${name}`,
  level,
  ...(byDefault ? {byDefault} : {}),
  doc: da,
  anchor: name.toLowerCase(),
  summary: `Provide \`${name}\` as the reference describes it.`,
  source,
});

const functions20: readonly [string, number][] = [
  ['addContextListener', 107],
  ['addIntentListener', 108],
  ['broadcast', 109],
  ['createPrivateChannel', 110],
  ['findInstances', 111],
  ['findIntent', 112],
  ['findIntentsByContext', 113],
  ['getCurrentChannel', 114],
  ['getInfo', 115],
  ['getOrCreateChannel', 116],
  ['getUserChannels', 117],
  ['open', 118],
  ['raiseIntent', 119],
  ['raiseIntentForContext', 120],
];

const rules20: readonly ConformanceRule[] = [
  {
    id: 'must-window-fdc3',
    level: 'MUST',
    doc: 'api/spec',
    anchor: 'access-to-the-api',
    summary: 'Give web apps the API as the global `window.fdc3`.',
    source: `${spec20}:99`,
  },
  {
    id: 'must-fdc3-ready',
    level: 'MUST',
    doc: 'api/spec',
    anchor: 'access-to-the-api',
    summary: 'Fire a global `fdc3Ready` event when the API becomes usable.',
    source: `${spec20}:100`,
  },
  {
    id: 'must-resolve-ambiguity',
    level: 'MUST',
    doc: 'api/spec',
    anchor: 'resolution-and-the-resolver',
    summary: 'Let the user settle intents, or context-only raises, that several apps could handle (a resolver, for instance).',
    source: `${spec20}:101`,
  },
  {
    id: 'must-resolve-by-type',
    level: 'MUST',
    doc: 'api/spec',
    anchor: 'resolution-and-the-resolver',
    summary: 'When resolving, respect the context type given and any result type asked for.',
    source: `${spec20}:102`,
  },
  {
    id: 'must-resolve-typed-channels',
    level: 'MUST',
    doc: 'api/spec',
    anchor: 'resolution-and-the-resolver',
    summary: 'When a channel result is asked for, include apps registered as returning a channel of a given type.',
    source: `${spec20}:103`,
  },
  {
    id: 'must-error-values',
    level: 'MUST',
    doc: 'api/spec',
    anchor: 'error-handling',
    summary: 'Reject with the values of `ChannelError`, `OpenError`, `ResolveError` and `ResultError` where they apply.',
    source: `${spec20}:104`,
  },
  {
    id: 'must-data-shapes',
    level: 'MUST',
    doc: 'api/spec',
    anchor: 'data-and-errors',
    summary: "Take and hand back objects shaped like the standard's interfaces.",
    source: `${spec20}:105`,
  },
  ...functions20.map(([name, line]) => implement(name, 'MUST', `${spec20}:${line}`)),
  implement('getAppMetadata', 'MUST', `${ref20}:410`, true),
  {
    id: 'must-channel-broadcast',
    level: 'MUST',
    byDefault: true,
    doc: 'api/ref/Channel',
    anchor: 'broadcast',
    summary: 'Deliver what an app broadcasts on a channel object to the listeners of that channel.',
    source: 'v2.0:docs/api/ref/Channel.md:127',
  },
  {
    id: 'must-channel-current-context',
    level: 'MUST',
    byDefault: true,
    doc: 'api/ref/Channel',
    anchor: 'getcurrentcontext',
    summary: 'Return the latest context of a channel, of any type or of the type asked for.',
    source: 'v2.0:docs/api/ref/Channel.md:164',
  },
  {
    id: 'must-channel-listener',
    level: 'MUST',
    byDefault: true,
    doc: 'api/ref/Channel',
    anchor: 'addcontextlistener',
    summary: 'Let an app listen on a channel object, for one context type or for all.',
    source: 'v2.0:docs/api/ref/Channel.md:75',
  },
  {
    id: 'must-private-channel-events',
    level: 'MUST',
    byDefault: true,
    doc: 'api/ref/PrivateChannel',
    anchor: 'methods',
    summary: 'Tell each side of a private channel when the other adds or drops a listener or disconnects.',
    source: 'v2.0:docs/api/ref/PrivateChannel.md:102',
  },
  {
    id: 'must-private-channel-id',
    level: 'MUST',
    doc: da,
    anchor: 'createprivatechannel',
    summary: 'Give every private channel an id.',
    source: `${spec20}:121`,
  },
  {
    id: 'must-private-not-app-channel',
    level: 'MUST',
    doc: da,
    anchor: 'getorcreatechannel',
    summary: 'Refuse to hand out a private channel through `getOrCreateChannel` by its id.',
    source: `${spec20}:121`,
  },
  {
    id: 'must-minimal-appd',
    level: 'MUST',
    doc: 'api/spec',
    anchor: 'compliance-summary',
    summary: 'Work with any app directory that offers only the minimum the App Directory part asks for.',
    source: `${spec20}:122`,
  },
  {
    id: 'must-optional-features',
    level: 'MUST',
    doc: da,
    anchor: 'getinfo',
    summary: 'Say which optional features it supports in `optionalFeatures` of the metadata `getInfo` returns.',
    source: `${spec20}:123`,
  },
  {
    id: 'should-connect-appd',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'compliance-summary',
    summary: 'Connect to one or more app directories that follow the App Directory standard.',
    source: `${spec20}:127`,
  },
  {
    id: 'should-qualify-appid',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'app-identity-and-instances',
    summary: "Qualify each `appId` from a directory with the directory's host name.",
    source: `${spec20}:128`,
  },
  {
    id: 'should-recommended-channels',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'recommended-user-channels',
    summary: 'Offer the recommended set of user channels.',
    source: `${spec20}:129`,
  },
  {
    id: 'should-no-echo',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'user-channels',
    summary: 'Keep a broadcast from coming back to the app that sent it.',
    source: `${spec20}:130`,
  },
  {
    id: 'should-originating-metadata',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'who-sent-it',
    summary: 'Tell handlers which app a context or intent came from.',
    source: `${spec20}:131`,
  },
  {
    id: 'should-private-channel-access',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'private-channels',
    summary: 'Keep apps off private channels they neither asked for nor were given.',
    source: `${spec20}:132`,
  },
  {
    id: 'should-enforce-contracts',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'keeping-intents-honest',
    summary: "Enforce an intent's checkable contract, such as its result type, and report an error when it is broken.",
    source: `${spec20}:133`,
  },
  {
    id: 'should-channel-indicator',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'user-channels',
    summary: 'Show the user clearly which channel each app is joined to.',
    source: `${spec20}:411`,
  },
  implement('joinUserChannel', 'MAY', `${spec20}:139`),
  implement('leaveCurrentChannel', 'MAY', `${spec20}:140`),
];

const ref12 = 'v1.2:docs/api/ref/DesktopAgent.md';
const functions12: readonly [string, number][] = [
  ['addContextListener', 49],
  ['addIntentListener', 76],
  ['broadcast', 97],
  ['findIntent', 122],
  ['findIntentsByContext', 153],
  ['getCurrentChannel', 195],
  ['getInfo', 216],
  ['getOrCreateChannel', 241],
  ['getSystemChannels', 266],
  ['joinChannel', 283],
  ['leaveCurrentChannel', 312],
  ['open', 337],
  ['raiseIntent', 374],
  ['raiseIntentForContext', 408],
];

const rules12: readonly ConformanceRule[] = [
  {
    id: 'should-window-fdc3',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'api-access',
    summary: 'Give web apps the API as the global `window.fdc3`.',
    source: 'v1.2:docs/api/spec.md:38',
  },
  {
    id: 'should-fdc3-ready',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'api-access',
    summary: 'Fire a global `fdc3Ready` event when the API becomes usable.',
    source: 'v1.2:docs/api/spec.md:40',
  },
  {
    id: 'should-channel-indicator',
    level: 'SHOULD',
    doc: 'api/spec',
    anchor: 'joining-channels',
    summary: 'Show the user clearly which channel each app is joined to.',
    source: 'v1.2:docs/api/spec.md:227',
  },
  ...functions12.map(([name, line]) => implement(name, 'MUST', `${ref12}:${line}`, true)),
  {
    id: 'must-channel-broadcast',
    level: 'MUST',
    byDefault: true,
    doc: 'api/ref/Channel',
    anchor: 'broadcast',
    summary: 'Deliver what an app broadcasts on a channel object to the listeners of that channel.',
    source: 'v1.2:docs/api/ref/Channel.md:126',
  },
  {
    id: 'must-channel-current-context',
    level: 'MUST',
    byDefault: true,
    doc: 'api/ref/Channel',
    anchor: 'getcurrentcontext',
    summary: 'Return the latest context of a channel, of any type or of the type asked for.',
    source: 'v1.2:docs/api/ref/Channel.md:160',
  },
  {
    id: 'must-channel-listener',
    level: 'MUST',
    byDefault: true,
    doc: 'api/ref/Channel',
    anchor: 'addcontextlistener',
    summary: 'Let an app listen on a channel object, for one context type or for all.',
    source: 'v1.2:docs/api/ref/Channel.md:72',
  },
];

export const conformanceRules: Record<ConformanceVersion, readonly ConformanceRule[]> = {'2.0': rules20, '1.2': rules12};

/** The line of the 1.2 compliance text that makes unmarked statements required. */
export const defaultRuleSource: Record<ConformanceVersion, string> = {
  '2.0': 'v2.0:docs/fdc3-compliance.md:8',
  '1.2': 'v1.2:docs/fdc3-compliance.md:7',
};
