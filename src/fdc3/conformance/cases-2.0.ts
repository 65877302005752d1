/**
 * The FDC3 2.0 suite's own cases (beyond the shared ones in ./cases-common.ts),
 * from `src/test/v2.0/` of the conformance framework. The mock apps A to K
 * are the suite's; each is registered in its app directory with the intents,
 * context types and result types the cases rely on. Descriptions are ours.
 */
import type {ConformanceCase} from './conformance.types';
import {commonCases} from './cases-common';

const dir = 'src/test/v2.0/advanced/';
const findIntent = (id: string, setup: string, checks: string, rules: string[] = [], definedAs?: string): ConformanceCase => ({
  id,
  group: 'intents',
  ...(definedAs ? {definedAs} : {}),
  setup,
  checks,
  rules: ['must-findIntent', ...rules],
  file: `${dir}fdc3.findIntent.ts`,
});
const raise = (id: string, file: string, setup: string, checks: string, rules: string[], definedAs?: string): ConformanceCase => ({
  id,
  group: 'intents',
  ...(definedAs ? {definedAs} : {}),
  setup,
  checks,
  rules: ['must-raiseIntent', ...rules],
  file: `${dir}${file}`,
});
const failed = (id: string, setup: string, checks: string) =>
  raise(id, 'fdc3.raiseIntent-NoAppsFound.ts', setup, checks, ['must-error-values'], `2.0-${id}`);
const result = (id: string, setup: string, checks: string, rules: string[] = []) =>
  raise(id, 'fdc3.raiseIntent-Result.ts', setup, checks, ['must-addIntentListener', ...rules]);
const manual = (id: string, setup: string, checks: string, rules: string[]): ConformanceCase => ({
  id,
  group: 'intents',
  definedAs: `2.0-${id}`,
  manual: true,
  setup,
  checks,
  rules: ['must-resolve-ambiguity', ...rules],
  file: 'src/test/v2.0/manual/fdc3.manual.ts',
});

export const cases20: readonly ConformanceCase[] = [
  ...commonCases('2.0'),
  {
    id: 'AOpensB4',
    group: 'open',
    setup: 'App A opens app B by an `AppIdentifier` holding only its `appId`.',
    checks: 'The identifier `open` resolves to has the same `appId` and carries an `instanceId`.',
    rules: ['must-open'],
    file: `${dir}fdc3.open.ts`,
  },
  {
    id: '2.0-GetInfo1',
    group: 'metadata',
    definedAs: 'GetInfo1',
    setup: 'The test app awaits `getInfo`.',
    checks:
      '`fdc3Version` is at least 2.0, `provider` is a non-empty string, and `optionalFeatures` reports `OriginatingAppMetadata` and `UserChannelMembershipAPIs` as booleans.',
    rules: ['must-getInfo', 'must-optional-features'],
    file: `${dir}fdc3.getInfo.ts`,
  },
  {
    id: '2.0-GetInfo2',
    group: 'metadata',
    definedAs: 'GetInfo2',
    setup: 'The test opens a mock app, which calls `getInfo` itself and sends the answer back.',
    checks:
      "The `appMetadata` in that answer names the mock app, with the `appId` and `instanceId` that `open` returned and the directory's fields.",
    rules: ['must-getInfo', 'must-open'],
    file: `${dir}fdc3.getInfo.ts`,
  },
  {
    id: '2.0-GetAppMetadata',
    group: 'metadata',
    definedAs: 'GetAppMetadata',
    setup:
      'The directory holds a record for a mock app with a name, version, title, tooltip, description, icons, screenshots and an intent it listens for; the test asks for it by `appId`.',
    checks: '`getAppMetadata` returns those fields as the record gives them, with no `instanceId`.',
    rules: ['must-getAppMetadata'],
    file: `${dir}fdc3.getAppMetadata.ts`,
  },
  {
    id: '2.0-AppInstanceMetadata',
    group: 'metadata',
    definedAs: 'AppInstanceMetadata',
    setup: 'The test opens the same app twice and asks for the metadata of each identifier it got back.',
    checks: 'Each `open` gives a different `instanceId`, and the metadata of an instance carries the `instanceId` it was asked for.',
    rules: ['must-getAppMetadata', 'must-open'],
    file: `${dir}fdc3.getAppMetadata.ts`,
  },
  {
    id: '2.0-FindInstances',
    group: 'metadata',
    definedAs: 'FindInstances',
    setup: 'The test opens two instances of one app, lists them with `findInstances`, then raises an intent at the first instance.',
    checks:
      'Both identifiers are in the list, the resolution names the first instance as its source, and that instance receives the intent.',
    rules: ['must-findInstances', 'must-raiseIntent'],
    file: `${dir}fdc3.findInstances.ts`,
  },

  findIntent(
    '2.0-FindIntentAppD',
    'The test looks up `aTestingIntent`, which only mock app A handles.',
    'One `AppIntent` comes back, for that intent, listing app A alone.',
  ),
  findIntent(
    '2.0-FindNonExistentIntentAppD',
    'The test looks up an intent that no app handles.',
    'The promise rejects with `ResolveError.NoAppsFound`.',
    ['must-error-values'],
  ),
  findIntent(
    '2.0-FindIntentAppDRightContext',
    'The test looks up `aTestingIntent` together with a context type that app A accepts.',
    'The answer lists app A alone.',
    ['must-resolve-by-type'],
  ),
  findIntent(
    '2.0-FindIntentAppDWrongContext',
    'The test looks up `aTestingIntent` with a context type that app A does not accept.',
    'The promise rejects with `ResolveError.NoAppsFound`.',
    ['must-resolve-by-type', 'must-error-values'],
  ),
  findIntent(
    '2.0-FindIntentAppDMultiple1',
    'The test looks up `sharedTestingIntent2`, which apps D to I all handle.',
    'Exactly those six apps are listed.',
  ),
  findIntent(
    'IntentAppDMultiple2',
    'The test looks up `sharedTestingIntent2` with a context type that only apps E to I accept.',
    'Exactly those five apps are listed.',
    ['must-resolve-by-type'],
    '2.0-FindIntentAppDMultiple2',
  ),
  findIntent(
    '2.0-FindIntentAppDByResultSingle',
    'The test looks up `cTestingIntent` with a context type and a result type that app C declares.',
    'The answer lists app C alone.',
    ['must-resolve-by-type'],
  ),
  findIntent(
    '2.0-FindIntentAppDByResultSingleNullContext',
    'As the previous case, but the context type is left out (`null`) and only the result type filters.',
    'The answer lists app C alone.',
    ['must-resolve-by-type'],
  ),
  findIntent(
    '2.0-FindIntentAppDByResultMultiple',
    'The test looks up `sharedTestingIntent1`, which apps A and B handle, asking for a result type that only B returns.',
    'The answer lists app B alone.',
    ['must-resolve-by-type'],
  ),
  findIntent(
    '2.0-FindIntentAppDByResultChannel1',
    'The test looks up `sharedTestingIntent2` asking for the result type `channel`.',
    'Only apps E and F, which return channels (one of them a typed channel), are listed.',
    ['must-resolve-by-type', 'must-resolve-typed-channels'],
  ),
  findIntent(
    '2.0-FindIntentAppDByResultChannel2',
    'The test looks up `sharedTestingIntent2` asking for a channel of one particular context type.',
    'Only app F, registered as returning that typed channel, is listed.',
    ['must-resolve-by-type', 'must-resolve-typed-channels'],
  ),
  {
    id: '2.0-FindIntentByContextSingleContext',
    group: 'intents',
    setup: 'The test asks which intents can take one of its test context types.',
    checks:
      'The answer holds exactly the intents the mock apps register for that type, each with the apps that handle it, and nothing more.',
    rules: ['must-findIntentsByContext'],
    file: `${dir}fdc3.findIntentsByContext.ts`,
  },
  {
    id: '2.0FindIntentByContextWrongIntentAppD',
    group: 'intents',
    setup: 'The test asks for the intents of a context type that no app registers.',
    checks: 'The promise rejects with `ResolveError.NoAppsFound`.',
    rules: ['must-findIntentsByContext', 'must-error-values'],
    file: `${dir}fdc3.findIntentsByContext.ts`,
  },

  raise(
    '2.0-RaiseIntentSingleResolve',
    'fdc3.raiseIntent.ts',
    'The test raises `aTestingIntent` with a context that only app A handles.',
    'The agent starts A without asking the user, the resolution names A, and A receives the intent and context.',
    ['must-addIntentListener'],
  ),
  raise(
    '2.0-RaiseIntentTargetedAppResolve',
    'fdc3.raiseIntent.ts',
    'The test raises `sharedTestingIntent1`, which two apps handle, targeting app B by `appId`.',
    'B is started and receives the intent; the resolution names B.',
    ['must-addIntentListener'],
  ),
  raise(
    '2.0-RaiseIntentTargetedInstanceResolveOpen',
    'fdc3.raiseIntent.ts',
    'The test opens app A, then raises an intent at the identifier `open` returned.',
    'The running instance receives the intent and no second instance is started.',
    ['must-open'],
  ),
  raise(
    '2.0-RaiseIntentTargetedInstanceResolveFindInstances',
    'fdc3.raiseIntent.ts',
    'The test opens app A, finds its one instance with `findInstances`, and raises an intent at that instance.',
    'The instance found has the `instanceId` that `open` gave, and it is the one that receives the intent.',
    ['must-findInstances'],
  ),
  raise(
    '2.0-PrivateChannelsAreNotAppChannels',
    'fdc3.raiseIntent.ts',
    'The test creates two private channels, then calls `getOrCreateChannel` with the id of one of them; a mock app is also asked to try the same.',
    'The two ids differ, and the attempt fails with `ChannelError.AccessDenied`.',
    ['must-createPrivateChannel', 'must-private-channel-id', 'must-private-not-app-channel', 'must-error-values'],
  ),
  raise(
    '2.0-PrivateChannelsLifecycleEvents',
    'fdc3.raiseIntent.ts',
    'The test raises an intent whose handler answers with a private channel, listens on it, unsubscribes, listens again and finally disconnects.',
    "The handler's app is told of each unsubscribe and of the disconnect, and contexts flow both ways on the channel meanwhile.",
    ['must-createPrivateChannel', 'must-private-channel-events'],
  ),
  failed(
    'RaiseIntentFailedResolve',
    'The test raises `aTestingIntent` with a context type that no app accepts for it.',
    'The promise rejects with `ResolveError.NoAppsFound`.',
  ),
  failed(
    'RaiseIntentFailTargetedAppResolve1',
    "The test raises `aTestingIntent` at app A's `appId`, with a context type A does not accept for it.",
    'The promise rejects with `ResolveError.NoAppsFound`.',
  ),
  failed(
    'RaiseIntentFailTargetedAppResolve2',
    'The test raises an intent at an `appId` that the directory does not hold.',
    'The promise rejects with `ResolveError.TargetAppUnavailable`.',
  ),
  failed(
    'RaiseIntentFailTargetedAppResolve3',
    'The test raises `sharedTestingIntent2` at app H, which the directory lists for it but which adds no intent listener once running.',
    "The promise rejects with `ResolveError.IntentDeliveryFailed`, once the agent's own time limit has passed.",
  ),
  failed(
    'RaiseIntentFailTargetedAppResolve4',
    'As the previous case, at app I, which adds listeners for other intents only.',
    'The promise rejects with `ResolveError.IntentDeliveryFailed`.',
  ),
  failed(
    'RaiseIntentFailTargetedAppInstanceResolve1',
    'The test opens app A and raises `aTestingIntent` at that instance with a context type A does not accept.',
    'The promise rejects with `ResolveError.NoAppsFound`.',
  ),
  failed(
    'RaiseIntentFailTargetedAppInstanceResolve2',
    "The test raises an intent at app A's `appId` with an `instanceId` that does not exist.",
    'The promise rejects with `ResolveError.TargetInstanceUnavailable`.',
  ),
  result(
    '2.0-RaiseIntentVoidResult0secs',
    'The test raises an intent whose handler returns nothing, straight away.',
    '`getResult()` on the resolution settles with no value.',
  ),
  result(
    '2.0-RaiseIntentVoidResult5secs',
    'As the previous case, with the handler finishing after five seconds.',
    '`getResult()` waits for the handler and settles with no value.',
  ),
  result(
    '2.0-RaiseIntentVoidResult61secs',
    'As the previous case, with the handler finishing after 61 seconds.',
    '`getResult()` still settles with no value: the agent does not give up on a slow handler.',
  ),
  result(
    '2.0-RaiseIntentContextResult0secs',
    'The test raises an intent whose handler returns a context, straight away.',
    '`getResult()` resolves to that context.',
    ['must-resolve-by-type'],
  ),
  result(
    '2.0-RaiseIntentContextResult5secs',
    'As the previous case, with the context returned after five seconds.',
    '`getResult()` resolves to the context once it is returned.',
  ),
  result(
    '2.0-RaiseIntentContextResult61secs',
    'As the previous case, with the context returned after 61 seconds.',
    '`getResult()` still resolves to the context.',
  ),
  result(
    '2.0-RaiseIntentChannelResult',
    'The test raises `sharedTestingIntent2` at app E, whose handler returns an app channel.',
    '`getResult()` resolves to a channel object.',
  ),
  result(
    '2.0-RaiseIntentPrivateChannelResult',
    'As the previous case, at app F, whose handler creates a private channel with `createPrivateChannel` and returns it.',
    '`getResult()` resolves to a channel whose type is `private`.',
    ['must-createPrivateChannel'],
  ),
  manual(
    'ResolveAmbiguousIntentTarget',
    'The test raises `sharedTestingIntent2` with a context that five mock apps accept, naming no target; the tester chooses one in the resolver.',
    'The raise completes once the tester has chosen.',
    ['must-raiseIntent'],
  ),
  manual(
    'ResolveAmbiguousContextTarget',
    'The test raises by context alone, with a context that five mock apps accept; the tester chooses one.',
    'The raise completes once the tester has chosen.',
    ['must-raiseIntentForContext'],
  ),
  manual(
    'ResolveAmbiguousIntentTargetMultiInstance',
    'As `ResolveAmbiguousIntentTarget`, with two instances each of two of the apps already running.',
    'The raise completes once the tester has chosen an app or a running instance.',
    ['must-raiseIntent'],
  ),
  manual(
    'ResolveAmbiguousContextTargetMultiInstance',
    'As `ResolveAmbiguousContextTarget`, with two instances each of two of the apps already running.',
    'The raise completes once the tester has chosen an app or a running instance.',
    ['must-raiseIntentForContext'],
  ),
];
