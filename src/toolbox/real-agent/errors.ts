/**
 * The standard names of the errors a real agent rejects with, per version: an
 * agent rejects with an `Error` whose message is a value of one of the
 * version's error enums (`ResolveError`, `OpenError`, `ChannelError`, and from
 * 2.0 `ResultError`). The lists are typed against the npm typings, so a value
 * the typings lack fails the type check, and `Exhaustive` fails it when the
 * typings have one the list lacks.
 *
 * `MalformedContext` is in the `@finos/fdc3@2.0.3` typings but was added in 2.1
 * (the 2.1 changelog, finos/FDC3#972), so the 2.0 lists leave it out and name it
 * as a 2.1 value when an agent uses it.
 */
import type * as F12 from 'fdc3-1.2';
import type * as F20 from 'fdc3-2.0';

/** Fails to compile when `List` misses a value of `Enum` other than those in `Later`. */
type Exhaustive<Enum extends string, List extends string, Later extends string = never> = [Exclude<Enum, List | Later>] extends [never]
  ? true
  : ['missing', Exclude<Enum, List | Later>];

const resolve12 = ['NoAppsFound', 'ResolverUnavailable', 'ResolverTimeout'] as const satisfies readonly `${F12.ResolveError}`[];
const open12 = ['AppNotFound', 'ErrorOnLaunch', 'AppTimeout', 'ResolverUnavailable'] as const satisfies readonly `${F12.OpenError}`[];
const channel12 = ['NoChannelFound', 'AccessDenied', 'CreationFailed'] as const satisfies readonly `${F12.ChannelError}`[];

const resolve20 = [
  'NoAppsFound',
  'ResolverUnavailable',
  'UserCancelledResolution',
  'ResolverTimeout',
  'TargetAppUnavailable',
  'TargetInstanceUnavailable',
  'IntentDeliveryFailed',
] as const satisfies readonly `${F20.ResolveError}`[];
const open20 = ['AppNotFound', 'ErrorOnLaunch', 'AppTimeout', 'ResolverUnavailable'] as const satisfies readonly `${F20.OpenError}`[];
const channel20 = ['NoChannelFound', 'AccessDenied', 'CreationFailed'] as const satisfies readonly `${F20.ChannelError}`[];
const result20 = ['NoResultReturned', 'IntentHandlerRejected'] as const satisfies readonly `${F20.ResultError}`[];

type Later = 'MalformedContext';
export const listsAreComplete: [
  Exhaustive<`${F12.ResolveError}`, (typeof resolve12)[number]>,
  Exhaustive<`${F12.OpenError}`, (typeof open12)[number]>,
  Exhaustive<`${F12.ChannelError}`, (typeof channel12)[number]>,
  Exhaustive<`${F20.ResolveError}`, (typeof resolve20)[number], Later>,
  Exhaustive<`${F20.OpenError}`, (typeof open20)[number], Later>,
  Exhaustive<`${F20.ChannelError}`, (typeof channel20)[number], Later>,
  Exhaustive<`${F20.ResultError}`, (typeof result20)[number]>,
] = [true, true, true, true, true, true, true];

export type AgentVersion = '1.2' | '2.0';

const enums: Record<AgentVersion, Record<string, readonly string[]>> = {
  '1.2': {ResolveError: resolve12, OpenError: open12, ChannelError: channel12},
  '2.0': {ResolveError: resolve20, OpenError: open20, ChannelError: channel20, ResultError: result20},
};

/** The text of whatever an agent rejected with or threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * How the log names an error: `ResolveError.NoAppsFound` (or the enums that share the
 * value) when the message is one of the version's values, the 2.1 value named as such,
 * and the message alone otherwise.
 */
export function standardErrorName(version: AgentVersion, error: unknown): string {
  const message = errorMessage(error);
  const owners = Object.entries(enums[version])
    .filter(([, values]) => values.includes(message))
    .map(([name]) => `${name}.${message}`);
  if (owners.length > 0) return owners.join(' / ');
  if (message === 'MalformedContext' && version === '2.0') return 'MalformedContext (a value added in FDC3 2.1)';
  return `${message} (not one of FDC3 ${version}'s error values)`;
}
