/**
 * The FDC3 1.2 suite's own cases (beyond the shared ones in ./cases-common.ts),
 * from `src/test/v1.2/` of the conformance framework. 1.2 names apps by their
 * `name` (a string or `{name}`), so several cases repeat one check for each
 * way of naming the target. Descriptions are ours.
 */
import type {ConformanceCase} from './conformance.types';
import {commonCases} from './cases-common';

const dir = 'src/test/v1.2/advanced/';
const open = (id: string, setup: string, checks: string, rules: string[] = []): ConformanceCase => ({
  id,
  group: 'open',
  setup,
  checks,
  rules: ['must-open', ...rules],
  file: `${dir}fdc3.open.ts`,
});
const findIntent = (id: string, setup: string, checks: string): ConformanceCase => ({
  id,
  group: 'intents',
  setup,
  checks,
  rules: ['must-findIntent'],
  file: `${dir}fdc3.findIntent.ts`,
});
const raise = (id: string, file: string, setup: string, checks: string): ConformanceCase => ({
  id,
  group: 'intents',
  setup,
  checks,
  rules: ['must-raiseIntent', ...(file.includes('NoAppsFound') ? [] : ['must-addIntentListener'])],
  file: `${dir}${file}`,
});

export const cases12: readonly ConformanceCase[] = [
  ...commonCases('1.2'),
  open(
    'AOpensB1',
    "App A opens app B by passing B's name as a string, with no context.",
    'B starts and confirms to the test that it is the app opened.',
  ),
  open('AOpensB2', 'As `AOpensB1`, naming B with an object that holds only its `name`.', 'B starts and confirms it was opened.'),
  open(
    'AFailsToOpenB1',
    'A tries to open an app name that the directory does not hold.',
    'The call fails with the `OpenError` value for an unknown app.',
  ),
  open(
    'AFailsToOpenB2',
    'As `AFailsToOpenB1`, with the unknown name inside an object.',
    'The call fails with the `OpenError` value for an unknown app.',
  ),
  open(
    'AOpensBWithContext1',
    'A opens B by its name as a string and passes an `fdc3.instrument`; B listens for that type.',
    "B's listener receives the instrument.",
    ['must-addContextListener'],
  ),
  open(
    'AOpensBWithContext2',
    'A opens B by an object holding its name and passes an `fdc3.instrument`; B listens for every type.',
    "B's listener receives the instrument.",
    ['must-addContextListener'],
  ),
  {
    id: 'GetInfo1',
    group: 'metadata',
    setup: 'The test app calls `getInfo`.',
    checks: 'The metadata reports an `fdc3Version` of at least 1.2 and a non-empty `provider`.',
    rules: ['must-getInfo'],
    file: `${dir}fdc3.getInfo.ts`,
  },
  findIntent(
    'IntentAppD',
    'The test looks up `aTestingIntent`, which only mock app A handles.',
    'One `AppIntent` comes back, listing app A alone.',
  ),
  findIntent('WrongIntentAppD', 'The test looks up an intent that no app handles.', 'The call fails with `ResolveError.NoAppsFound`.'),
  findIntent(
    'IntentAppDRightContext',
    '`aTestingIntent` is looked up with a context type that A accepts.',
    'The answer lists app A alone.',
  ),
  findIntent(
    'IntentAppDWrongContext',
    '`aTestingIntent` is looked up with a context type that A does not accept.',
    'The call fails with `ResolveError.NoAppsFound`.',
  ),
  findIntent(
    'IntentAppDMultiple1',
    'The test looks up `sharedTestingIntent1`, which apps A and B handle.',
    'Both apps, and only they, are listed.',
  ),
  findIntent('IntentAppDMultiple2', 'As `IntentAppDMultiple1`, filtered by a context type that both accept.', 'A and B are listed.'),
  findIntent('IntentAppDMultiple3', 'As `IntentAppDMultiple1`, filtered by a context type that only B accepts.', 'B is listed alone.'),
  {
    id: 'SingleContext',
    group: 'intents',
    setup: 'The test asks which intents can take one of its test context types.',
    checks: 'The answer holds exactly the intents the mock apps register for that type, each with the apps that handle it.',
    rules: ['must-findIntentsByContext'],
    file: `${dir}fdc3.findIntentsByContext.ts`,
  },
  {
    id: 'NoContext',
    group: 'intents',
    setup: 'The test asks for the intents of a context that no app registers for.',
    checks: 'The call fails with `ResolveError.NoAppsFound`.',
    rules: ['must-findIntentsByContext'],
    file: `${dir}fdc3.findIntentsByContext.ts`,
  },
  raise(
    'SingleResolve1',
    'fdc3.raiseIntent.ts',
    'The test raises `sharedTestingIntent1` with a context type that only app B accepts.',
    'B is started without a resolver and receives the intent; the resolution names it.',
  ),
  raise(
    'TargetedResolve1',
    'fdc3.raiseIntent.ts',
    'The test raises `aTestingIntent` at app A, naming A by a string.',
    'A is started and receives the intent.',
  ),
  raise(
    'TargetedResolve2',
    'fdc3.raiseIntent.ts',
    'As `TargetedResolve1`, naming A by an object holding its `name`.',
    'A is started and receives the intent.',
  ),
  raise(
    'TargetedResolve3',
    'fdc3.raiseIntent.ts',
    'As `TargetedResolve1`, naming A by an object holding both its `name` and `appId`.',
    'A is started and receives the intent.',
  ),
  raise(
    'FailedResolve1',
    'fdc3.raiseIntent-NoAppsFound.ts',
    'The test raises `aTestingIntent` at app A with a context type A does not accept for it.',
    'The call fails with `ResolveError.NoAppsFound`.',
  ),
  raise(
    'FailedResolve2',
    'fdc3.raiseIntent-NoAppsFound.ts',
    'As `FailedResolve1`, naming A by `name` and `appId`.',
    'The call fails with `ResolveError.NoAppsFound`.',
  ),
  raise(
    'FailedResolve3',
    'fdc3.raiseIntent-NoAppsFound.ts',
    'As `FailedResolve1`, naming A by `{name}`.',
    'The call fails with `ResolveError.NoAppsFound`.',
  ),
  raise(
    'FailedResolve4',
    'fdc3.raiseIntent-NoAppsFound.ts',
    'The test raises `aTestingIntent` at app C, which does not handle that intent.',
    'The call fails with `ResolveError.NoAppsFound`.',
  ),
];
