// Group ids are the interface and enum names in lower case. cspell:ignore appidentifier appmetadata bridgingerror contextmetadata displaymetadata implementationmetadata intentmetadata intentresolution openerror privatechannel raiseintentforcontext resolveerror channelerror desktopagent resulterror
/**
 * What the standard's TEXT said at each release tag, where it differs from the
 * npm typings the evolution page reads (npm patch releases carry later
 * versions' changes: 2.0.3 has some of 2.1, 2.1.1 some of 2.2; and 1.1.1
 * lacks a member the 1.1 text has), plus the rows no typings hold (globals,
 * the 'global' channel, App Directory endpoints, context fields that changed
 * after their type arrived) and the changelog entry behind each change.
 *
 * Found with `scripts/evolution-tag-diff.ts` (needs the finos/FDC3 mirror; run
 * by hand, not in CI), which compares each tag's `src/api/*.ts`, context
 * schemas, intents and reference pages with the typings of its column. Every
 * entry names its source as `tag:path:line`, with the PR where the tag's
 * CHANGELOG.md names one. CI has no access to the tags: this file is the
 * committed record of them.
 */
import type {CellStatus} from './api-evolution.types';

/**
 * The standard's text a record is about, by its version: the text at tag
 * `v<version>`. The records are keyed by text, not by docs version, so a
 * release renames nothing: a column of the page follows one text
 * (`standardOf` in ./normative-text.ts: Next follows the 2.1 text, and still
 * does after `npm run release -- 2.1` until the next text is chosen), and
 * every record of that text applies to it.
 */
export type TextVersion = '1.0' | '1.1' | '1.2' | '2.0' | '2.1';

export interface Source {
  /** `tag:path:line` of the text. */
  at: string;
  /** The PR the tag's CHANGELOG.md names for it. */
  pr?: number;
}

export const formatSource = (s: Source) => (s.pr ? `#${s.pr}, ${s.at}` : s.at);

/** A member as a version's text declares it (`null`: the text does not have it); what it leaves out is as the package has it. */
export interface TextMember {
  signatures?: string[];
  deprecated?: boolean;
  partlyDeprecated?: boolean;
}

/** One place where the package of a column differs from that version's text at its tag. */
export interface TextAtTag {
  version: TextVersion;
  /** Group id of the evolution page (`desktopagent`, `openerror`, `context-types`, …). */
  group: string;
  row: string;
  /** What the text says; `null` = not in the text. For errors, `signatures` holds the value. */
  text: TextMember | null;
  /** Names the package and what it carries instead. */
  note: string;
  source: Source;
}

export const textAtTag: readonly TextAtTag[] = [
  // 1.1: npm 1.1.1 (and v1.1:src/api/DesktopAgent.ts) lack leaveCurrentChannel; the 1.1 text has it.
  {
    version: '1.1',
    group: 'desktopagent',
    row: 'leaveCurrentChannel',
    text: {signatures: ['leaveCurrentChannel(): Promise<void>']},
    note: 'npm 1.1.1 lacks it (so does v1.1:src/api/DesktopAgent.ts; 1.2 added it to the interface, #283)',
    source: {at: 'v1.1:docs/api/ref/DesktopAgent.md:274', pr: 154},
  },
  // 2.0: npm 2.0.3 carries 2.1 changes.
  ...(['OpenError', 'ResolveError', 'ChannelError'] as const).map((e): TextAtTag => ({
    version: '2.0',
    group: e.toLowerCase(),
    row: 'MalformedContext',
    text: null,
    note: 'npm 2.0.3 already has it (a 2.1 addition)',
    source: {at: 'v2.0:src/api/Errors.ts:7'},
  })),
  {
    version: '2.0',
    group: 'intentmetadata',
    row: 'displayName',
    text: {deprecated: false},
    note: 'npm 2.0.3 already marks it deprecated (a 2.1 deprecation)',
    source: {at: 'v2.0:src/api/IntentMetadata.ts:14'},
  },
  {
    version: '2.0',
    group: 'implementationmetadata',
    row: 'optionalFeatures',
    text: {},
    note: 'npm 2.0.3 marks its sub-properties readonly (#1008, a package fix); the text does not',
    source: {at: 'v2.0:src/api/ImplementationMetadata.ts:26'},
  },
  {
    version: '2.0',
    group: 'types',
    row: 'IntentResult',
    text: {signatures: ['type IntentResult = Context | Channel']},
    note: 'npm 2.0.3 already adds | void (2.1)',
    source: {at: 'v2.0:src/api/Types.ts:21'},
  },
  ...(
    [
      [
        'open',
        50,
        [
          'open(app: AppIdentifier, context?: Context): Promise<AppIdentifier>',
          'open(name: String, context?: Context): Promise<AppIdentifier>',
        ],
      ],
      [
        'raiseIntent',
        269,
        [
          'raiseIntent(intent: string, context: Context, app?: AppIdentifier): Promise<IntentResolution>',
          'raiseIntent(intent: string, context: Context, name: String): Promise<IntentResolution>',
        ],
      ],
      [
        'raiseIntentForContext',
        291,
        [
          'raiseIntentForContext(context: Context, app?: AppIdentifier): Promise<IntentResolution>',
          'raiseIntentForContext(context: Context, name: String): Promise<IntentResolution>',
        ],
      ],
    ] as const
  ).map(([row, line, signatures]): TextAtTag => ({
    version: '2.0',
    group: 'desktopagent',
    row,
    text: {signatures: [...signatures], partlyDeprecated: true},
    note: 'npm 2.0.3 writes name: string (2.1 corrected String to string, #924)',
    source: {at: `v2.0:src/api/DesktopAgent.ts:${line}`},
  })),
  // Next (2.1): npm 2.1.1 carries 2.2's Intent and ContextType unions (#1139) and fdc3.entity.fileAttachment.
  ...(
    [
      ['desktopagent', 'findIntent', 128, ['findIntent(intent: string, context?: Context, resultType?: string): Promise<AppIntent>']],
      [
        'desktopagent',
        'raiseIntent',
        271,
        [
          'raiseIntent(intent: string, context: Context, app?: AppIdentifier): Promise<IntentResolution>',
          'raiseIntent(intent: string, context: Context, name: string): Promise<IntentResolution>',
        ],
      ],
      ['desktopagent', 'addIntentListener', 349, ['addIntentListener(intent: string, handler: IntentHandler): Promise<Listener>']],
      [
        'desktopagent',
        'addContextListener',
        374,
        [
          'addContextListener(contextType: string | null, handler: ContextHandler): Promise<Listener>',
          'addContextListener(handler: ContextHandler): Promise<Listener>',
        ],
      ],
      ['intentmetadata', 'name', 11, ['name: string']],
      ['intentresolution', 'intent', 46, ['intent: string']],
    ] as const
  ).map(([group, row, line, signatures]): TextAtTag => ({
    version: '2.1',
    group,
    row,
    text: {signatures: [...signatures]},
    note: 'npm 2.1.1 types it with the Intent / ContextType unions of 2.2 (#1139)',
    source: {
      at: `v2.1:src/api/${group === 'desktopagent' ? 'DesktopAgent' : group === 'intentmetadata' ? 'IntentMetadata' : 'IntentResolution'}.ts:${line}`,
    },
  })),
  {
    version: '2.1',
    group: 'context-types',
    row: 'fdc3.entity.fileAttachment',
    text: null,
    note: 'npm 2.1.1 already has it (a 2.2 addition)',
    source: {at: 'v2.1:schemas/context'},
  },
];

/** Places where a tag's own files disagree; the column follows the first source, the note names the other. */
export interface TagDisagreement {
  version: TextVersion;
  group: string;
  row: string;
  note: string;
  source: Source;
}

export const tagDisagreements: readonly TagDisagreement[] = [
  {
    version: '1.1',
    group: 'desktopagent',
    row: 'getCurrentChannel',
    note: 'the 1.1 changelog and reference page have it; v1.1:src/api/DesktopAgent.ts lacks it',
    source: {at: 'v1.1:docs/api/ref/DesktopAgent.md:182', pr: 154},
  },
  {
    version: '2.0',
    group: 'appmetadata',
    row: 'screenshots',
    note: 'the 2.0 changelog and reference page replace images with screenshots; v2.0:src/api/AppMetadata.ts:44 still declares images',
    source: {at: 'v2.0:docs/api/ref/Metadata.md:73', pr: 736},
  },
  {
    version: '2.0',
    group: 'appmetadata',
    row: 'images',
    note: 'removed by the 2.0 changelog and reference page (replaced with screenshots); v2.0:src/api/AppMetadata.ts:44 still declares it',
    source: {at: 'v2.0:CHANGELOG.md:75', pr: 736},
  },
];

/** The changelog entry (or, where none, the text) behind a cell that adds, changes or deprecates something. */
export interface ChangeSource {
  version: TextVersion;
  group: string;
  /** Row name; `*` for every row of the group that changes in this version. */
  row: string;
  source: Source;
}

const cl = (version: TextVersion, group: string, rows: string[], at: string, pr?: number): ChangeSource[] =>
  rows.map((row) => ({version, group, row, source: {at, pr}}));

export const changeSources: readonly ChangeSource[] = [
  // 1.1 (v1.1:CHANGELOG.md)
  ...cl(
    '1.1',
    'desktopagent',
    ['getSystemChannels', 'getOrCreateChannel', 'joinChannel', 'leaveCurrentChannel', 'getCurrentChannel'],
    'v1.1:CHANGELOG.md:23',
    154,
  ),
  ...cl('1.1', 'desktopagent', ['addContextListener'], 'v1.1:src/api/DesktopAgent.ts'),
  ...cl('1.1', 'channel', ['*'], 'v1.1:CHANGELOG.md:29', 154),
  ...cl('1.1', 'displaymetadata', ['*'], 'v1.1:CHANGELOG.md:30', 154),
  ...cl('1.1', 'channelerror', ['*'], 'v1.1:CHANGELOG.md:31', 154),
  ...cl('1.1', 'appmetadata', ['*'], 'v1.1:CHANGELOG.md:36', 157),
  ...cl('1.1', 'types', ['ContextHandler'], 'v1.1:src/api/index.ts:7', 161),
  ...cl('1.1', 'context-types', ['*'], 'v1.1:CHANGELOG.md:11', 119),
  ...cl('1.1', 'listener', ['unsubscribe'], 'v1.1:src/api/Listener.ts'),
  // 1.2 (v1.2:CHANGELOG.md)
  ...cl('1.2', 'desktopagent', ['raiseIntentForContext'], 'v1.2:CHANGELOG.md:26', 268),
  ...cl('1.2', 'desktopagent', ['getInfo'], 'v1.2:CHANGELOG.md:28', 324),
  ...cl('1.2', 'desktopagent', ['open', 'raiseIntent'], 'v1.2:CHANGELOG.md:31', 272),
  ...cl('1.2', 'desktopagent', ['addContextListener'], 'v1.2:CHANGELOG.md:33', 329),
  ...cl('1.2', 'channel', ['addContextListener'], 'v1.2:CHANGELOG.md:33', 329),
  ...cl('1.2', 'desktopagent', ['getCurrentChannel'], 'v1.2:CHANGELOG.md:41', 282),
  ...cl('1.2', 'appmetadata', ['appId', 'version'], 'v1.2:CHANGELOG.md:32', 273),
  ...cl('1.2', 'intentresolution', ['data'], 'v1.2:CHANGELOG.md:38', 341),
  ...cl('1.2', 'implementationmetadata', ['*'], 'v1.2:CHANGELOG.md:28', 324),
  ...cl('1.2', 'types', ['TargetApp'], 'v1.2:CHANGELOG.md:31', 272),
  // 2.0 (v2.0:CHANGELOG.md)
  ...cl('2.0', 'desktopagent', ['open', 'raiseIntent', 'raiseIntentForContext'], 'v2.0:CHANGELOG.md:86', 722),
  ...cl('2.0', 'desktopagent', ['findInstances'], 'v2.0:CHANGELOG.md:31', 509),
  ...cl('2.0', 'resolveerror', ['TargetAppUnavailable', 'TargetInstanceUnavailable'], 'v2.0:CHANGELOG.md:31', 509),
  ...cl('2.0', 'desktopagent', ['getAppMetadata'], 'v2.0:CHANGELOG.md:59', 751),
  ...cl('2.0', 'desktopagent', ['broadcast', 'addIntentListener', 'addContextListener', 'getInfo'], 'v2.0:CHANGELOG.md:71', 516),
  ...cl('2.0', 'channel', ['broadcast', 'addContextListener'], 'v2.0:CHANGELOG.md:71', 516),
  ...cl('2.0', 'desktopagent', ['findIntent', 'findIntentsByContext'], 'v2.0:CHANGELOG.md:27', 499),
  ...cl('2.0', 'desktopagent', ['getUserChannels', 'joinUserChannel', 'getSystemChannels', 'joinChannel'], 'v2.0:CHANGELOG.md:68', 470),
  ...cl('2.0', 'desktopagent', ['createPrivateChannel'], 'v2.0:CHANGELOG.md:28', 508),
  ...cl('2.0', 'privatechannel', ['*'], 'v2.0:CHANGELOG.md:28', 508),
  ...cl('2.0', 'types', ['IntentResult'], 'v2.0:CHANGELOG.md:28', 508),
  ...cl('2.0', 'types', ['IntentHandler'], 'v2.0:CHANGELOG.md:26', 495),
  ...cl('2.0', 'types', ['ContextHandler'], 'v2.0:CHANGELOG.md:37', 725),
  ...cl('2.0', 'contextmetadata', ['*'], 'v2.0:CHANGELOG.md:37', 725),
  ...cl('2.0', 'intentresolution', ['getResult'], 'v2.0:CHANGELOG.md:26', 495),
  ...cl('2.0', 'intentresolution', ['intent'], 'v2.0:CHANGELOG.md:72', 507),
  ...cl('2.0', 'intentresolution', ['source'], 'v2.0:CHANGELOG.md:59', 751),
  ...cl('2.0', 'contextmetadata', ['source'], 'v2.0:CHANGELOG.md:37', 725),
  ...cl('2.0', 'appidentifier', ['*'], 'v2.0:CHANGELOG.md:58', 722),
  ...cl('2.0', 'appmetadata', ['instanceId', 'instanceMetadata'], 'v2.0:CHANGELOG.md:31', 509),
  ...cl('2.0', 'appmetadata', ['appId'], 'v2.0:CHANGELOG.md:58', 722),
  ...cl('2.0', 'appmetadata', ['icons'], 'v2.0:CHANGELOG.md:22', 319),
  ...cl('2.0', 'appmetadata', ['screenshots', 'images'], 'v2.0:CHANGELOG.md:75', 736),
  ...cl('2.0', 'implementationmetadata', ['appMetadata'], 'v2.0:CHANGELOG.md:38', 726),
  ...cl('2.0', 'resolveerror', ['UserCancelled'], 'v2.0:CHANGELOG.md:29', 522),
  ...cl('2.0', 'resolveerror', ['IntentDeliveryFailed'], 'v2.0:CHANGELOG.md:30', 601),
  ...cl('2.0', 'intents', ['ViewResearch'], 'v2.0:CHANGELOG.md:45', 623),
  ...cl('2.0', 'intents', ['ViewProfile'], 'v2.0:CHANGELOG.md:46', 619),
  ...cl('2.0', 'intents', ['ViewInteractions'], 'v2.0:CHANGELOG.md:47', 625),
  ...cl('2.0', 'intents', ['ViewOrders'], 'v2.0:CHANGELOG.md:48', 672),
  ...cl('2.0', 'intents', ['StartEmail'], 'v2.0:CHANGELOG.md:49', 632),
  ...cl('2.0', 'context-types', ['fdc3.nothing'], 'v2.0:CHANGELOG.md:23', 375),
  ...cl('2.0', 'context-types', ['fdc3.timerange'], 'v2.0:CHANGELOG.md:39', 706),
  ...cl('2.0', 'context-types', ['fdc3.currency'], 'v2.0:CHANGELOG.md:40', 708),
  ...cl('2.0', 'context-types', ['fdc3.valuation'], 'v2.0:CHANGELOG.md:41', 709),
  ...cl('2.0', 'context-types', ['fdc3.chart'], 'v2.0:CHANGELOG.md:42', 715),
  ...cl('2.0', 'context-types', ['fdc3.chat.initSettings'], 'v2.0:CHANGELOG.md:43', 620),
  ...cl('2.0', 'context-types', ['fdc3.email'], 'v2.0:CHANGELOG.md:49', 632),
  // 2.1 (v2.1:CHANGELOG.md)
  ...cl('2.1', 'openerror', ['MalformedContext'], 'v2.1:CHANGELOG.md:23', 972),
  ...cl('2.1', 'resolveerror', ['MalformedContext'], 'v2.1:CHANGELOG.md:23', 972),
  ...cl('2.1', 'channelerror', ['MalformedContext'], 'v2.1:CHANGELOG.md:23', 972),
  ...cl('2.1', 'bridgingerror', ['*'], 'v2.1:CHANGELOG.md:35', 968),
  ...cl('2.1', 'desktopagent', ['open', 'raiseIntent', 'raiseIntentForContext'], 'v2.1:CHANGELOG.md:44', 924),
  ...cl('2.1', 'intentmetadata', ['displayName'], 'v2.1:CHANGELOG.md:52', 926),
  ...cl('2.1', 'intents', ['CreateInteraction'], 'v2.1:CHANGELOG.md:21', 747),
  ...cl('2.1', 'intents', ['SendChatMessage'], 'v2.1:CHANGELOG.md:25', 794),
  ...cl('2.1', 'intents', ['ViewChat'], 'v2.1:CHANGELOG.md:30', 796),
  ...cl('2.1', 'intents', ['ViewMessages'], 'v2.1:CHANGELOG.md:31', 797),
  ...cl('2.1', 'context-types', ['fdc3.interaction'], 'v2.1:CHANGELOG.md:21', 747),
  ...cl('2.1', 'context-types', ['fdc3.transactionResult'], 'v2.1:CHANGELOG.md:22', 761),
  ...cl('2.1', 'context-types', ['fdc3.chat.message', 'fdc3.chat.room'], 'v2.1:CHANGELOG.md:26', 794),
  ...cl('2.1', 'context-types', ['fdc3.chat.searchCriteria'], 'v2.1:CHANGELOG.md:32', 797),
  ...cl('2.1', 'context-types', ['fdc3.message', 'fdc3.action'], 'v2.1:CHANGELOG.md:28', 779),
  ...cl(
    '2.1',
    'context-types',
    ['fdc3.order', 'fdc3.orderList', 'fdc3.product', 'fdc3.trade', 'fdc3.tradeList'],
    'v2.1:CHANGELOG.md:34',
    1021,
  ),
];

/** A row that no typings hold, with its history version by version (versions not listed: as before). */
export interface CuratedRow {
  group: string;
  name: string;
  history: {version: TextVersion; status: CellStatus; detail?: string; note?: string; source: Source}[];
}

export interface CuratedGroup {
  id: string;
  title: string;
  /** Where the group goes: after this group id. */
  after: string;
  intro?: string;
}

export const curatedGroups: readonly CuratedGroup[] = [
  {id: 'globals', title: 'Globals and channels the text names', after: 'contextmetadata'},
  {
    id: 'context-fields',
    title: 'Context fields changed after their type arrived',
    after: 'context-types',
    intro: 'Fields of a context type that a later version added, renamed, deprecated, removed or redefined, per the schemas at the tags.',
  },
  {id: 'app-directory', title: 'App Directory endpoints', after: 'intents'},
];

const h = (version: TextVersion, status: CellStatus, at: string, pr?: number, detail?: string, note?: string) => ({
  version,
  status,
  source: {at, pr},
  ...(detail ? {detail} : {}),
  ...(note ? {note} : {}),
});

export const curatedRows: readonly CuratedRow[] = [
  {
    group: 'types',
    name: 'Context',
    history: [
      h('1.0', 'added', 'v1.0:src/api/interface.ts:1', undefined, 'type Context = object'),
      h(
        '1.1',
        'same',
        'v1.1:src/api/index.ts:6',
        undefined,
        'type Context = object',
        'npm 1.1.1 already declares Context as an interface with type, name and id',
      ),
      h(
        '1.2',
        'changed',
        'v1.2:src/context/ContextTypes.ts:18',
        undefined,
        'interface Context { id?: { [key: string]: string }; name?: string; type: string }',
      ),
      h(
        '2.0',
        'same',
        'v2.0:src/context/ContextTypes.ts:25',
        undefined,
        'interface Context { id?: { [key: string]: string }; name?: string; type: string }',
        'npm 2.0.3 already has the 2.1 form (any values, other properties allowed)',
      ),
      h(
        '2.1',
        'changed',
        'v2.1:src/context/ContextTypes.ts:854',
        1020,
        'interface Context { id?: { [key: string]: any }; name?: string; type: string; [property: string]: any }',
      ),
    ],
  },
  {
    group: 'globals',
    name: 'window.fdc3',
    history: [
      h('1.1', 'added', 'v1.1:docs/api/spec.md:42', 139, 'A Desktop Agent SHOULD provide the API as window.fdc3'),
      h('2.0', 'changed', 'v2.0:docs/api/spec.md:54', 440, 'A Desktop Agent MUST provide the API as window.fdc3 (SHOULD became MUST)'),
    ],
  },
  {
    group: 'globals',
    name: 'fdc3Ready',
    history: [
      h('1.2', 'added', 'v1.2:docs/api/spec.md:40', 269, 'Implementors SHOULD provide a global fdc3Ready event'),
      h('2.0', 'changed', 'v2.0:docs/api/spec.md:56', undefined, 'Implementors MUST provide a global fdc3Ready event (SHOULD became MUST)'),
    ],
  },
  {
    group: 'globals',
    name: "'global' channel",
    history: [
      h('1.1', 'added', 'v1.1:docs/api/spec.md:177', 154, "A system channel called 'global', the 1.0 broadcast behaviour"),
      h('1.2', 'deprecated', 'v1.2:CHANGELOG.md:38', 341),
      h('2.0', 'removed', 'v2.0:CHANGELOG.md:85', 496),
    ],
  },
  {
    group: 'context-fields',
    name: 'fdc3.country id.COUNTRY_ISOALPHA2',
    history: [h('2.0', 'added', 'v2.0:src/context/schemas/country.schema.json:12', 704)],
  },
  {
    group: 'context-fields',
    name: 'fdc3.country id.COUNTRY_ISOALPHA3',
    history: [h('2.0', 'added', 'v2.0:src/context/schemas/country.schema.json:13', 704)],
  },
  ...['ISOALPHA2', 'ISOALPHA3'].map((f) => ({
    group: 'context-fields',
    name: `fdc3.country id.${f}`,
    history: [
      h('1.0', 'added', 'v1.0:examples/context/Country.ts'),
      h(
        '2.0',
        'deprecated',
        'v2.0:docs/context/ref/Country.md:39',
        704,
        undefined,
        'the v2.0 schema does not flag it; the v2.1 schema marks it deprecated "in FDC3 2.0"',
      ),
    ],
  })),
  {
    group: 'context-fields',
    name: 'fdc3.position holding',
    history: [
      h('1.0', 'added', 'v1.0:examples/context/Position.ts:4', undefined, 'number'),
      h('1.1', 'changed', 'v1.1:src/context/schemas/position.schema.json:9', 119, 'number, minimum 0'),
      h('2.0', 'changed', 'v2.0:src/context/schemas/position.schema.json:10', 419, 'number (minimum 0 dropped: short positions allowed)'),
    ],
  },
  {
    group: 'context-fields',
    name: 'fdc3.chart otherConfig',
    history: [
      h('2.0', 'added', 'v2.0:src/context/schemas/chart.schema.json', 715, 'object'),
      h('2.1', 'changed', 'v2.1:schemas/context/chart.schema.json:32', 985, 'array of contexts'),
    ],
  },
  {
    group: 'context-fields',
    name: 'fdc3.chat.initSettings initMessage',
    history: [
      h('2.0', 'added', 'v2.0:src/context/schemas/chatInitSettings.schema.json:16', 620),
      h('2.1', 'removed', 'v2.1:CHANGELOG.md:41', 779, undefined, 'replaced by message'),
    ],
  },
  {
    group: 'context-fields',
    name: 'fdc3.chat.initSettings message',
    history: [h('2.1', 'added', 'v2.1:schemas/context/chatInitSettings.schema.json:21', 779)],
  },
  {
    group: 'context-fields',
    name: 'fdc3.chat.initSettings options.isPublic',
    history: [
      h('2.0', 'added', 'v2.0:src/context/schemas/chatInitSettings.schema.json', 620, 'options.public'),
      h('2.1', 'renamed', 'v2.1:CHANGELOG.md:58', 875, 'options.public → options.isPublic'),
    ],
  },
  {
    group: 'context-fields',
    name: 'fdc3.contact id.email',
    history: [
      h('1.0', 'added', 'v1.0:examples/context/Contact.ts', undefined, 'string'),
      h('2.1', 'changed', 'v2.1:schemas/context/contact.schema.json:19', undefined, 'string, format email'),
    ],
  },
  {
    group: 'context-fields',
    name: 'fdc3.instrument market',
    history: [h('2.1', 'added', 'v2.1:schemas/context/instrument.schema.json:66', 819)],
  },
  {
    group: 'context-fields',
    name: 'fdc3.organization id',
    history: [
      h('1.0', 'added', 'v1.0:examples/context/Organization.ts', undefined, 'object'),
      h(
        '2.1',
        'changed',
        'v2.1:schemas/context/organization.schema.json',
        undefined,
        'object with at least one property (minProperties 1)',
      ),
    ],
  },
  {
    group: 'context-fields',
    name: 'fdc3.valuation CURRENCY_ISOCODE',
    history: [
      h('2.0', 'added', 'v2.0:src/context/schemas/valuation.schema.json:11', 709, 'CURRENCY_ISCODE'),
      h('2.1', 'renamed', 'v2.1:schemas/context/valuation.schema.json:24', undefined, 'CURRENCY_ISCODE → CURRENCY_ISOCODE'),
    ],
  },
  {
    group: 'app-directory',
    name: 'GET /v1/apps/{appId}',
    history: [
      h('1.0', 'added', 'v1.0:src/app-directory/specification/appd.yaml:12'),
      h('2.0', 'deprecated', 'v2.0:src/app-directory/specification/appd.yaml:93', 666, 'superseded by GET /v2/apps/{appId}'),
    ],
  },
  {
    group: 'app-directory',
    name: 'POST /v1/apps',
    history: [
      h('1.0', 'added', 'v1.0:src/app-directory/specification/appd.yaml:50', undefined, 'create an application definition'),
      h(
        '2.0',
        'removed',
        'v2.0:CHANGELOG.md:76',
        695,
        undefined,
        'the 2.0 changelog removes it (no /v2 form); the 2.0 OpenAPI file still lists the /v1 path, marked deprecated (v2.0:src/app-directory/specification/appd.yaml:132)',
      ),
    ],
  },
  {
    group: 'app-directory',
    name: 'GET /v1/apps/search',
    history: [
      h('1.0', 'added', 'v1.0:src/app-directory/specification/appd.yaml:88', undefined, 'search application definitions'),
      h(
        '2.0',
        'removed',
        'v2.0:CHANGELOG.md:77',
        696,
        undefined,
        'the 2.0 changelog removes it (no /v2 form); the 2.0 OpenAPI file still lists the /v1 path, marked deprecated (v2.0:src/app-directory/specification/appd.yaml:171)',
      ),
    ],
  },
  {
    group: 'app-directory',
    name: 'GET /v2/apps/{appId}',
    history: [h('2.0', 'added', 'v2.0:src/app-directory/specification/appd.yaml:15', 666)],
  },
  {
    group: 'app-directory',
    name: 'GET /v2/apps',
    history: [h('2.0', 'added', 'v2.0:src/app-directory/specification/appd.yaml:58', 666, 'all application definitions')],
  },
];

/** A context type whose string changed spelling: one row, read as a rename. */
export interface Rename {
  group: string;
  from: string;
  to: string;
  /** The version whose text first has `to`. */
  version: TextVersion | 'npm';
  /** The row shows `from` in these columns even when the package writes `to`. */
  textKeeps: TextVersion[];
  note: string;
  source: Source;
}

export const renames: readonly Rename[] = [
  {
    group: 'context-types',
    from: 'fdc3.timerange',
    to: 'fdc3.timeRange',
    version: 'npm',
    textKeeps: ['2.0', '2.1'],
    note: "the 2.1 text still types it fdc3.timerange (v2.1:src/context/ContextType.ts:22, schema line 11) while the same schema's examples write fdc3.timeRange (lines 49-58): 2.1 disagrees with itself; npm 2.1.1 renamed it to fdc3.timeRange (#1240)",
    source: {at: 'v2.1:schemas/context/timerange.schema.json:11', pr: 1240},
  },
];

/** Each text's release date, per the CHANGELOG at its tag. */
export const releases: Record<TextVersion, {date: string; source: Source; note?: string}> = {
  '1.0': {date: '2019-03-28', source: {at: 'v1.0:CHANGELOG.md:10'}},
  '1.1': {date: '2020-04-09', source: {at: 'v1.1:CHANGELOG.md:9'}},
  '1.2': {date: '2021-04-19', source: {at: 'v1.2:CHANGELOG.md:24'}},
  '2.0': {
    date: '2022-08-22',
    source: {at: 'v2.0:CHANGELOG.md:18'},
    note: 'The v2.0 changelog dates 2.0 to 2022-08-22; the v2.1 and later changelogs date it to 2022-07-01 (v2.1:CHANGELOG.md:78).',
  },
  '2.1': {date: '2023-09-13', source: {at: 'v2.1:CHANGELOG.md:17'}},
};

/** Context types the text marks experimental, by the version that added them. */
export const experimentalContextTypes: Partial<Record<TextVersion, {types: string[]; source: Source}>> = {
  '2.1': {
    types: ['fdc3.order', 'fdc3.orderList', 'fdc3.product', 'fdc3.trade', 'fdc3.tradeList'],
    source: {at: 'v2.1:CHANGELOG.md:34', pr: 1021},
  },
};

/** Intents and context types the text deprecates (checked at every tag by the comparison script). */
export const nameDeprecations: readonly ChangeSource[] = [
  {version: '2.0', group: 'intents', row: 'ViewContact', source: {at: 'v2.0:CHANGELOG.md:84', pr: 619}},
];
