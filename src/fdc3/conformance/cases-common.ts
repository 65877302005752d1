/**
 * Test cases that the suite runs for both 1.2 and 2.0 from its shared files
 * (`src/test/common/`): the same steps, with each version's names for the
 * calls (1.2's system channels are 2.0's user channels). Descriptions are
 * ours; the ids, steps and expectations are the suite's.
 */
import type {ConformanceCase, ConformanceVersion} from './conformance.types';

interface Words {
  /** Prefix the shared channel and open files put on their ids. */
  prefix: string;
  kind: string;
  list: string;
  join: string;
  /** Rule ids of listing, joining and leaving channels in that version. */
  listRule: string;
  joinRule: string;
  leaveRule: string;
  /** How the target app is named in the shared open tests. */
  target: string;
}

const words: Record<ConformanceVersion, Words> = {
  '2.0': {
    prefix: '2.0-',
    kind: 'user',
    list: 'getUserChannels',
    join: 'joinUserChannel',
    listRule: 'must-getUserChannels',
    joinRule: 'may-joinUserChannel',
    leaveRule: 'may-leaveCurrentChannel',
    target: 'an `AppIdentifier` (`{appId}`)',
  },
  '1.2': {
    prefix: '',
    kind: 'system',
    list: 'getSystemChannels',
    join: 'joinChannel',
    listRule: 'must-getSystemChannels',
    joinRule: 'must-joinChannel',
    leaveRule: 'must-leaveCurrentChannel',
    target: 'an `AppMetadata` object carrying both `name` and `appId`',
  },
};

const basicFile = 'src/test/common/fdc3.basic.ts';
const ucFile = 'src/test/common/fdc3.user-channels.ts';
const acFile = 'src/test/common/fdc3.app-channels.ts';
const openFile = 'src/test/common/fdc3.open.ts';

export function commonCases(version: ConformanceVersion): ConformanceCase[] {
  const w = words[version];
  // `UCFilteredUsageJoin` is in the code only; the written definitions name the others without the prefix.
  const uc = (id: string, setup: string, checks: string, rules: string[] = [], written = true): ConformanceCase => ({
    id: `${w.prefix}${id}`,
    group: 'user-channels',
    ...(w.prefix && written ? {definedAs: id} : {}),
    setup,
    checks,
    rules: ['must-broadcast', 'must-addContextListener', w.joinRule, ...rules],
    file: ucFile,
  });
  const ac = (id: string, setup: string, checks: string, rules: string[] = []): ConformanceCase => ({
    id: `${w.prefix}${id}`,
    group: 'app-channels',
    ...(w.prefix ? {definedAs: id} : {}),
    setup,
    checks,
    rules: ['must-getOrCreateChannel', 'must-channel-broadcast', ...rules],
    file: acFile,
  });
  const open = (id: string, setup: string, checks: string, rules: string[] = []): ConformanceCase => ({
    id: `${w.prefix}${id}`,
    group: 'open',
    ...(w.prefix ? {definedAs: id} : {}),
    setup,
    checks,
    rules: ['must-open', ...rules],
    file: openFile,
  });
  const joined = `App A and a helper app B both join the first ${w.kind} channel returned by \`${w.list}\` with \`${w.join}\``;
  return [
    {
      id: 'BasicCL1',
      group: 'basic',
      setup: 'The test app registers a context listener for the type `fdc3.contact`.',
      checks: 'The call gives back an object with an `unsubscribe` function, which the test then calls.',
      rules: ['must-addContextListener'],
      file: basicFile,
    },
    {
      id: 'BasicCL2',
      group: 'basic',
      setup: 'The test app registers a context listener with `null` as the type, so that it hears every type.',
      checks: 'An object with an `unsubscribe` function comes back.',
      rules: ['must-addContextListener'],
      file: basicFile,
    },
    {
      id: 'BasicIL1',
      group: 'basic',
      setup: "The test app registers a handler for an intent of the suite's own, `ConformanceListener`.",
      checks: 'The returned object has an `unsubscribe` function.',
      rules: ['must-addIntentListener'],
      file: basicFile,
    },
    {
      id: 'BasicGI1',
      group: 'basic',
      setup: `The test app asks the agent for its implementation metadata with \`getInfo\`${version === '2.0' ? ' and awaits the promise' : ''}.`,
      checks: 'The metadata has an `fdc3Version` and a `provider` property.',
      rules: ['must-getInfo'],
      file: basicFile,
    },
    {
      id: 'BasicAC1',
      group: 'basic',
      setup: 'The test app asks for an app channel named `FDC3Conformance` with `getOrCreateChannel`.',
      checks: 'The channel object has `id` and `type` and the methods `broadcast`, `getCurrentContext` and `addContextListener`.',
      rules: ['must-getOrCreateChannel'],
      file: basicFile,
    },
    {
      id: 'BasicUC1',
      group: 'basic',
      setup: `The test app lists the ${w.kind} channels with \`${w.list}\`.`,
      checks: 'At least one channel comes back, and the first has a `type` and an `id`.',
      rules: [w.listRule],
      file: basicFile,
    },
    {
      id: 'BasicJC1',
      group: 'basic',
      setup: `The test app joins the first ${w.kind} channel, reads its current channel with \`getCurrentChannel\`, then leaves with \`leaveCurrentChannel\`.`,
      checks: 'While joined, the current channel is an object with the joined id; after leaving, it is `null`.',
      rules: [w.joinRule, 'must-getCurrentChannel', w.leaveRule],
      file: basicFile,
    },
    {
      id: 'BasicRI1',
      group: 'basic',
      setup: "The test app raises one of the suite's intents, naming the intent and passing a context of a suite test type.",
      checks: 'The call settles without an error.',
      rules: ['must-raiseIntent'],
      file: basicFile,
    },
    {
      id: 'BasicRI2',
      group: 'basic',
      setup: 'The test app raises an intent by context alone, with `raiseIntentForContext`.',
      checks: 'The call settles without an error.',
      rules: ['must-raiseIntentForContext'],
      file: basicFile,
    },

    uc(
      'UCBasicUsage1',
      `App A adds a listener for every context type, then joins the channel; app B joins the same ${w.kind} channel and broadcasts an \`fdc3.instrument\`.`,
      "A's listener receives the instrument B sent.",
    ),
    uc(
      'UCBasicUsage2',
      'As `UCBasicUsage1`, with A joining the channel before it adds its listener.',
      'A still receives the instrument: the order of joining and listening makes no difference.',
    ),
    uc(
      'UCBasicUsage3',
      'B joins and broadcasts first; only then does A add its listener and join the same channel.',
      "A receives the channel's current context when it joins.",
    ),
    uc(
      'UCBasicUsage4',
      'B joins and broadcasts first; A then joins the channel and adds its listener afterwards.',
      'A receives the current context as soon as its listener is added.',
    ),
    uc(
      'UCFilteredUsage1',
      `A listens only for \`fdc3.instrument\` and joins a channel; ${joined.replace('App A and a helper app B both join', 'B joins')}, then broadcasts an instrument and a contact.`,
      'A receives the instrument and never the contact.',
    ),
    uc('UCFilteredUsage2', 'As `UCFilteredUsage1`, with A joining before it adds its typed listener.', 'A receives the instrument only.'),
    uc(
      'UCFilteredUsage3',
      'B broadcasts before A does anything; A then adds its typed listener and joins.',
      'The typed listener receives the current instrument.',
    ),
    uc(
      'UCFilteredUsage4',
      'B broadcasts first; A joins and then adds its typed listener.',
      'The typed listener receives the current instrument.',
    ),
    uc(
      'UCFilteredUsage5',
      'A adds two typed listeners, one for `fdc3.instrument` and one for `fdc3.contact`, and joins; B joins the same channel and broadcasts one of each.',
      'Each context arrives at the listener for its own type, unchanged.',
    ),
    uc('UCFilteredUsage6', 'As `UCFilteredUsage5`, except that B joins a different channel from A.', 'A receives nothing.'),
    uc(
      'UCFilteredUsageUnsubscribe',
      'A joins and listens, then calls `unsubscribe` on its listener before B broadcasts on the channel.',
      'A receives nothing.',
    ),
    uc(
      'UCFilteredUsageChange',
      `A joins one channel and then moves to another with a second \`${w.join}\`; B broadcasts on the first.`,
      'A receives nothing from the channel it left.',
    ),
    uc(
      'UCFilteredUsageLeave',
      'A joins and listens, then leaves with `leaveCurrentChannel` before B broadcasts.',
      'A receives nothing after leaving.',
      [w.leaveRule],
    ),
    uc(
      'UCFilteredUsageNoJoin',
      'A adds its listeners but joins no channel; B joins a channel and broadcasts.',
      'A has no current channel and receives nothing.',
      ['must-getCurrentChannel'],
    ),
    uc(
      'UCFilteredUsageJoin',
      `A joins a ${w.kind} channel and reads its current channel.`,
      '`getCurrentChannel` returns the channel that was joined.',
      ['must-getCurrentChannel'],
      false,
    ),

    ac(
      'ACBasicUsage1',
      'A gets an app channel by name and listens on it for every type; B gets the same channel and broadcasts an `fdc3.instrument` on it.',
      'A receives the instrument unchanged.',
      ['must-channel-listener'],
    ),
    ac(
      'ACBasicUsage2',
      'B gets the app channel and broadcasts on it first; A then gets the same channel.',
      "`getCurrentContext` on A's channel object returns the instrument B sent.",
      ['must-channel-current-context'],
    ),
    ac(
      'ACFilteredContext1',
      'A listens on the app channel for `fdc3.instrument` only; B broadcasts an instrument and a contact on it.',
      'A receives the instrument and not the contact.',
      ['must-channel-listener'],
    ),
    ac('ACUnsubscribe', 'A listens on the app channel and unsubscribes before B broadcasts on it.', 'A receives nothing.', [
      'must-channel-listener',
    ]),
    ac(
      'ACFilteredContext2',
      'A listens on one app channel; B broadcasts on an app channel with another name.',
      'A receives nothing, as the channels differ.',
      ['must-channel-listener'],
    ),
    ac(
      'ACFilteredContext3',
      'A gets two app channels and listens on both; B broadcasts on the first.',
      'The listener on the first channel receives the context and the one on the second receives nothing.',
      ['must-channel-listener'],
    ),
    ac(
      'ACFilteredContext4',
      'Like `ACFilteredContext3`, with A getting the second channel after the first and listening on each before B broadcasts on the first.',
      "Only the first channel's listener is called.",
      ['must-channel-listener'],
    ),
    ac(
      'ACContextHistoryTyped',
      'B broadcasts an instrument and a contact on the app channel; A only then adds a typed listener and asks for the current context of each type.',
      'The late listener is not called with the earlier broadcasts, and `getCurrentContext(type)` returns the last context of each type.',
      ['must-channel-current-context', 'must-channel-listener'],
    ),
    ac(
      'ACContextHistoryMultiple',
      'B broadcasts several contexts of each of the two types on the app channel.',
      'For each type, A gets back only the most recent one.',
      ['must-channel-current-context'],
    ),
    ac(
      'ACContextHistoryLast',
      'B broadcasts two contexts of different types on the app channel; A asks for the current context without naming a type.',
      'A gets the very last context B broadcast, whatever its type.',
      ['must-channel-current-context'],
    ),

    open(
      'AOpensB3',
      `App A opens app B with \`open\`, naming it by ${w.target}, and passes no context.`,
      'B starts and reports back to the test that it was the app opened.',
    ),
    open(
      'AFailsToOpenB3',
      `A tries to open an app that the directory does not hold, naming it by ${w.target}.`,
      `The call ${version === '2.0' ? 'rejects' : 'fails'} with the \`OpenError\` value for an unknown app.`,
      [version === '2.0' ? 'must-error-values' : 'must-open'],
    ),
    open(
      'AOpensBWithContext3',
      `A opens B by ${w.target} and passes an \`fdc3.instrument\`; B listens for every context type.`,
      "B's listener receives the instrument A passed.",
      ['must-addContextListener'],
    ),
    open(
      'AOpensBWithSpecificContext',
      'As `AOpensBWithContext3`, except that B listens for `fdc3.instrument` only.',
      'The typed listener receives the instrument.',
      ['must-addContextListener'],
    ),
    open(
      'AOpensBMultipleListen',
      'As `AOpensBWithSpecificContext`, with B adding a listener for `fdc3.contact` before the one for `fdc3.instrument`.',
      'The instrument reaches the instrument listener, not the contact one.',
      ['must-addContextListener'],
    ),
    open(
      'AOpensBWithWrongContext',
      'A opens B with a context whose type B never listens for.',
      `No context arrives, and ${version === '2.0' ? 'the promise A holds rejects' : 'the call fails'} with the \`OpenError\` value for a timeout.`,
      [version === '2.0' ? 'must-error-values' : 'must-open'],
    ),
  ];
}
