/**
 * The FDC3 1.0 API (March 2019) as a declaration, for the 1.0 docs' examples.
 * No npm package was published for 1.0; these declarations are written from
 * the standard's `src/api/interface.ts` and `src/context/Context.ts` at the
 * v1.0 tag and the context examples of that tag. `api.ts` beside this file
 * records the same surface as data; a unit test keeps the two in step.
 *
 * 1.0 did not define a global: the docs of 1.0 call the Desktop Agent `agent`
 * and leave how an app obtains it to the platform, so examples use a global
 * `agent` (declared by the example checker's prelude), never `window.fdc3`.
 */

/** The API's view of context data: any object (api/Context in 1.0). */
export type Context = object;

export enum OpenError {
  AppNotFound = 'AppNotFound',
  ErrorOnLaunch = 'ErrorOnLaunch',
  AppTimeout = 'AppTimeout',
  ResolverUnavailable = 'ResolverUnavailable',
}

export enum ResolveError {
  NoAppsFound = 'NoAppsFound',
  ResolverUnavailable = 'ResolverUnavailable',
  ResolverTimeout = 'ResolverTimeout',
}

export interface IntentMetadata {
  name: string;
  displayName: string;
}

export interface AppIntent {
  intent: IntentMetadata;
  apps: Array<AppMetadata>;
}

export interface AppMetadata {
  name: string;
}

export interface IntentResolution {
  source: string;
  data?: object;
  version: string;
}

export interface Listener {
  // As in 1.0: no return type (so it is implicitly `any`).
  unsubscribe();
}

export interface DesktopAgent {
  open(name: string, context?: Context): Promise<void>;
  findIntent(intent: string, context?: Context): Promise<AppIntent>;
  findIntentsByContext(context: Context): Promise<Array<AppIntent>>;
  broadcast(context: Context): void;
  raiseIntent(intent: string, context: Context, target?: string): Promise<IntentResolution>;
  addIntentListener(intent: string, handler: (context: Context) => void): Listener;
  addContextListener(handler: (context: Context) => void): Listener;
}

/**
 * The shape the 1.0 context specification gives every context object. The
 * spec calls this interface `Context`; it is named `ContextData` here only
 * because the API's `Context` type (above) has the same name.
 */
export interface ContextData {
  type: string;
  name?: string;
  id?: {[x: string]: string};
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 1.0 spec types extra fields as `any`; 1.0 examples rely on it.
  [x: string]: any;
}

/** The eight example context types of the v1.0 tag (`examples/context/*.ts`). */
export interface Instrument extends ContextData {
  type: 'fdc3.instrument';
  name: string;
  id: {ticker?: string; ISIN?: string; CUSIP?: string; SEDOL?: string; RIC?: string; BBG?: string; PERMID?: string; FIGI?: string};
}

export interface InstrumentList extends ContextData {
  type: 'fdc3.instrumentList';
  instruments: Instrument[];
}

export interface Contact extends ContextData {
  type: 'fdc3.contact';
  id: {email: string; twitter?: string; phone?: string};
}

export interface ContactList extends ContextData {
  type: 'fdc3.contactList';
  contacts: Contact[];
}

export interface Organization extends ContextData {
  type: 'fdc3.organization';
  name: string;
  id: {LEI?: string; PERMID?: string};
}

export interface Country extends ContextData {
  type: 'fdc3.country';
  name: string;
  id: {ISOALPHA2?: string; ISOALPHA3?: string};
}

export interface Position extends ContextData {
  type: 'fdc3.position';
  instrument: Instrument;
  holding: number;
}

export interface Portfolio extends ContextData {
  type: 'fdc3.portfolio';
  id: {portfolioId?: string};
  positions: Position[];
}
