/**
 * The surface of FDC3 1.0 (released 28 March 2019 per the standard's
 * CHANGELOG) as typed data. 1.0 published no npm typings, so this module
 * stands in for them: the content tests check the 1.0 pages against it, and
 * `index.d.ts` beside it declares the same surface for the examples' compiler
 * (a unit test keeps the two in step).
 *
 * Sources, all at the v1.0 tag of finos/FDC3: `src/api/interface.ts` (API),
 * `docs/intents-spec.md` (intents and their expected contexts),
 * `docs/context-spec.md`, `src/context/Context.ts` and
 * `examples/context/*.ts` (context types; 1.0 had no JSON schemas).
 */

export interface MemberRecord {
  name: string;
  /** The member as 1.0's interface file wrote it, whitespace normalised. */
  signature: string;
}

export interface InterfaceRecord {
  name: string;
  members: readonly MemberRecord[];
}

export interface EnumRecord {
  name: string;
  /** Member names; in 1.0 each string value equals its name. */
  values: readonly string[];
}

export interface FieldRecord {
  /** Field path as the docs' Fields tables write it (`id.ticker`). */
  name: string;
  type: string;
  required: boolean;
}

export interface ContextTypeRecord {
  /** Page name under context/ref. */
  name: string;
  /** The `type` string (for the base interface, the one a later version gave it: see `typeStringFrom`). */
  type: string;
  /**
   * Set when no v1.0 text uses `type`: the version whose text first does, and
   * the source. A derivation of what 1.0 defined must leave such a string out.
   */
  typeStringFrom?: {version: string; source: string};
  fields: readonly FieldRecord[];
}

export interface IntentRecord {
  name: string;
  /** "Expected Context" as the 1.0 intents specification lists it. */
  expectedContext: string;
}

const member = (name: string, signature: string): MemberRecord => ({name, signature});

export const desktopAgent: InterfaceRecord = {
  name: 'DesktopAgent',
  members: [
    member('open', 'open(name: string, context?: Context): Promise<void>;'),
    member('findIntent', 'findIntent(intent: string, context?: Context): Promise<AppIntent>;'),
    member('findIntentsByContext', 'findIntentsByContext(context: Context): Promise<Array<AppIntent>>;'),
    member('broadcast', 'broadcast(context: Context): void;'),
    member('raiseIntent', 'raiseIntent(intent: string, context: Context, target?: string): Promise<IntentResolution>;'),
    member('addIntentListener', 'addIntentListener(intent: string, handler: (context: Context) => void): Listener;'),
    member('addContextListener', 'addContextListener(handler: (context: Context) => void): Listener;'),
  ],
};

/** The API types other than DesktopAgent (documented on 1.0's DesktopAgent page; ours: Metadata and Types). */
export const apiInterfaces: readonly InterfaceRecord[] = [
  {name: 'IntentMetadata', members: [member('name', 'name: string;'), member('displayName', 'displayName: string;')]},
  {name: 'AppIntent', members: [member('intent', 'intent: IntentMetadata;'), member('apps', 'apps: Array<AppMetadata>;')]},
  {name: 'AppMetadata', members: [member('name', 'name: string;')]},
  {
    name: 'IntentResolution',
    members: [member('source', 'source: string;'), member('data', 'data?: object;'), member('version', 'version: string;')],
  },
  {name: 'Listener', members: [member('unsubscribe', 'unsubscribe();')]},
];

/** `type Context = object;` — the API's view of context. */
export const contextAlias = {name: 'Context', definition: 'object'} as const;

export const errorEnums: readonly EnumRecord[] = [
  {name: 'OpenError', values: ['AppNotFound', 'ErrorOnLaunch', 'AppTimeout', 'ResolverUnavailable']},
  {name: 'ResolveError', values: ['NoAppsFound', 'ResolverUnavailable', 'ResolverTimeout']},
];

export const intents: readonly IntentRecord[] = [
  {name: 'StartCall', expectedContext: 'Contact'},
  {name: 'StartChat', expectedContext: 'Contact'},
  {name: 'ViewChart', expectedContext: 'Instrument'},
  {name: 'ViewContact', expectedContext: 'Contact'},
  {name: 'ViewQuote', expectedContext: 'Instrument'},
  {name: 'ViewNews', expectedContext: 'Instrument, Contact, Organisation, etc.'},
  {name: 'ViewInstrument', expectedContext: 'Instrument'},
  {name: 'ViewAnalysis', expectedContext: 'Instrument, Organization, etc.'},
];

const field = (name: string, type: string, required: boolean): FieldRecord => ({name, type, required});
const idKeys = (keys: string[], required: string[] = []): FieldRecord[] =>
  keys.map((k) => field(`id.${k}`, 'string', required.includes(k)));

/** Fields every context object has (the 1.0 context spec's base interface). */
const baseFields: readonly FieldRecord[] = [field('type', 'string', true), field('name', 'string', false), field('id', 'object', false)];

/** A type's fields: the base fields, overridden or extended by its own (own fields win, in base order first). */
function withBase(own: FieldRecord[]): FieldRecord[] {
  const byName = new Map(own.map((f) => [f.name, f]));
  return [...baseFields.map((f) => byName.get(f.name) ?? f), ...own.filter((f) => !baseFields.some((b) => b.name === f.name))];
}

const contextType = (name: string, type: string, own: FieldRecord[]): ContextTypeRecord => ({name, type, fields: withBase(own)});

/** The base interface of the 1.0 context spec plus the eight example types of the v1.0 tag. */
export const contextTypes: readonly ContextTypeRecord[] = [
  // 1.0 gave the base interface no type string of its own (the string occurs nowhere in the v1.0 tree);
  // `fdc3.context` is 1.1's name for it. The record stays for the base fields, which are 1.0's.
  {
    ...contextType('Context', 'fdc3.context', []),
    typeStringFrom: {version: '1.1', source: 'v1.1:CHANGELOG.md, JSON Schema definitions for agreed context types (#119)'},
  },
  contextType('Instrument', 'fdc3.instrument', [
    field('name', 'string', true),
    field('id', 'object', true),
    ...idKeys(['ticker', 'ISIN', 'CUSIP', 'SEDOL', 'RIC', 'BBG', 'PERMID', 'FIGI']),
  ]),
  contextType('InstrumentList', 'fdc3.instrumentList', [field('instruments', 'Instrument[]', true)]),
  contextType('Contact', 'fdc3.contact', [field('id', 'object', true), ...idKeys(['email', 'twitter', 'phone'], ['email'])]),
  contextType('ContactList', 'fdc3.contactList', [field('contacts', 'Contact[]', true)]),
  contextType('Organization', 'fdc3.organization', [
    field('name', 'string', true),
    field('id', 'object', true),
    ...idKeys(['LEI', 'PERMID']),
  ]),
  contextType('Country', 'fdc3.country', [
    field('name', 'string', true),
    field('id', 'object', true),
    ...idKeys(['ISOALPHA2', 'ISOALPHA3']),
  ]),
  contextType('Position', 'fdc3.position', [field('instrument', 'Instrument', true), field('holding', 'number', true)]),
  contextType('Portfolio', 'fdc3.portfolio', [
    field('id', 'object', true),
    ...idKeys(['portfolioId']),
    field('positions', 'Position[]', true),
  ]),
];
