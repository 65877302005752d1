/**
 * What the FDC3 Conformance Framework (github.com/finos/FDC3-conformance-framework)
 * runs for each version: the id each test reports in its title, by the file
 * that defines it, read from the suite's code at one commit. The test-case
 * data may describe only these ids, and must describe all of them
 * (`conformanceProblems` in ./index.ts). To follow a newer suite, update the
 * commit and the lists from its `src/test/` folder.
 */
import type {ConformanceVersion} from './conformance.types';

export const suiteRepo = 'https://github.com/finos/FDC3-conformance-framework';
/** The suite's main branch when these lists were read (merge of PR #260). */
export const suiteCommit = '680d0bc65000b349b4ab7f1c8d5b913d3432e9fa';
/** The suite's first tagged release, `v1.0.0`, dated 2 December 2022, already had both version folders. */
export const suiteFirstTag = {tag: 'v1.0.0', date: '2022-12-02'} as const;

/** A link to a file of the suite at the commit read. */
export const suiteFileUrl = (file: string) => `${suiteRepo}/blob/${suiteCommit}/${file}`;

const basicIds = ['BasicCL1', 'BasicCL2', 'BasicIL1', 'BasicGI1', 'BasicAC1', 'BasicUC1', 'BasicJC1', 'BasicRI1', 'BasicRI2'];
const userChannelIds = [
  'UCBasicUsage1',
  'UCBasicUsage2',
  'UCBasicUsage3',
  'UCBasicUsage4',
  'UCFilteredUsage1',
  'UCFilteredUsage2',
  'UCFilteredUsage3',
  'UCFilteredUsage4',
  'UCFilteredUsage5',
  'UCFilteredUsage6',
  'UCFilteredUsageUnsubscribe',
  'UCFilteredUsageChange',
  'UCFilteredUsageLeave',
  'UCFilteredUsageNoJoin',
  'UCFilteredUsageJoin',
];
const appChannelIds = [
  'ACBasicUsage1',
  'ACBasicUsage2',
  'ACFilteredContext1',
  'ACUnsubscribe',
  'ACFilteredContext2',
  'ACFilteredContext3',
  'ACFilteredContext4',
  'ACContextHistoryTyped',
  'ACContextHistoryMultiple',
  'ACContextHistoryLast',
];
const commonOpenIds = [
  'AOpensB3',
  'AFailsToOpenB3',
  'AOpensBWithContext3',
  'AOpensBWithSpecificContext',
  'AOpensBMultipleListen',
  'AOpensBWithWrongContext',
];

/** The ids each version's suite reports, by the file of `src/test/` that defines them (the shared files take a version prefix: `2.0-` for 2.0, none for 1.2). */
export const suiteIds: Record<ConformanceVersion, Record<string, readonly string[]>> = {
  '2.0': {
    'src/test/common/fdc3.basic.ts': basicIds,
    'src/test/common/fdc3.user-channels.ts': userChannelIds.map((id) => `2.0-${id}`),
    'src/test/common/fdc3.app-channels.ts': appChannelIds.map((id) => `2.0-${id}`),
    'src/test/common/fdc3.open.ts': commonOpenIds.map((id) => `2.0-${id}`),
    'src/test/v2.0/advanced/fdc3.open.ts': ['AOpensB4'],
    'src/test/v2.0/advanced/fdc3.getInfo.ts': ['2.0-GetInfo1', '2.0-GetInfo2'],
    'src/test/v2.0/advanced/fdc3.getAppMetadata.ts': ['2.0-GetAppMetadata', '2.0-AppInstanceMetadata'],
    'src/test/v2.0/advanced/fdc3.findInstances.ts': ['2.0-FindInstances'],
    'src/test/v2.0/advanced/fdc3.findIntent.ts': [
      '2.0-FindIntentAppD',
      '2.0-FindNonExistentIntentAppD',
      '2.0-FindIntentAppDRightContext',
      '2.0-FindIntentAppDWrongContext',
      '2.0-FindIntentAppDMultiple1',
      'IntentAppDMultiple2',
      '2.0-FindIntentAppDByResultSingle',
      '2.0-FindIntentAppDByResultSingleNullContext',
      '2.0-FindIntentAppDByResultMultiple',
      '2.0-FindIntentAppDByResultChannel1',
      '2.0-FindIntentAppDByResultChannel2',
    ],
    'src/test/v2.0/advanced/fdc3.findIntentsByContext.ts': [
      '2.0-FindIntentByContextSingleContext',
      '2.0FindIntentByContextWrongIntentAppD',
    ],
    'src/test/v2.0/advanced/fdc3.raiseIntent.ts': [
      '2.0-RaiseIntentSingleResolve',
      '2.0-RaiseIntentTargetedAppResolve',
      '2.0-RaiseIntentTargetedInstanceResolveOpen',
      '2.0-RaiseIntentTargetedInstanceResolveFindInstances',
      '2.0-PrivateChannelsAreNotAppChannels',
      '2.0-PrivateChannelsLifecycleEvents',
    ],
    'src/test/v2.0/advanced/fdc3.raiseIntent-NoAppsFound.ts': [
      'RaiseIntentFailedResolve',
      'RaiseIntentFailTargetedAppInstanceResolve1',
      'RaiseIntentFailTargetedAppInstanceResolve2',
      'RaiseIntentFailTargetedAppResolve1',
      'RaiseIntentFailTargetedAppResolve2',
      'RaiseIntentFailTargetedAppResolve3',
      'RaiseIntentFailTargetedAppResolve4',
    ],
    'src/test/v2.0/advanced/fdc3.raiseIntent-Result.ts': [
      '2.0-RaiseIntentVoidResult0secs',
      '2.0-RaiseIntentVoidResult5secs',
      '2.0-RaiseIntentContextResult0secs',
      '2.0-RaiseIntentContextResult5secs',
      '2.0-RaiseIntentChannelResult',
      '2.0-RaiseIntentPrivateChannelResult',
      '2.0-RaiseIntentVoidResult61secs',
      '2.0-RaiseIntentContextResult61secs',
    ],
    'src/test/v2.0/manual/fdc3.manual.ts': [
      'ResolveAmbiguousIntentTarget',
      'ResolveAmbiguousContextTarget',
      'ResolveAmbiguousIntentTargetMultiInstance',
      'ResolveAmbiguousContextTargetMultiInstance',
    ],
  },
  '1.2': {
    'src/test/common/fdc3.basic.ts': basicIds,
    'src/test/common/fdc3.user-channels.ts': userChannelIds,
    'src/test/common/fdc3.app-channels.ts': appChannelIds,
    'src/test/common/fdc3.open.ts': commonOpenIds,
    'src/test/v1.2/advanced/fdc3.open.ts': [
      'AOpensB1',
      'AOpensB2',
      'AFailsToOpenB1',
      'AFailsToOpenB2',
      'AOpensBWithContext1',
      'AOpensBWithContext2',
    ],
    'src/test/v1.2/advanced/fdc3.getInfo.ts': ['GetInfo1'],
    'src/test/v1.2/advanced/fdc3.findIntent.ts': [
      'IntentAppD',
      'WrongIntentAppD',
      'IntentAppDRightContext',
      'IntentAppDWrongContext',
      'IntentAppDMultiple1',
      'IntentAppDMultiple2',
      'IntentAppDMultiple3',
    ],
    'src/test/v1.2/advanced/fdc3.findIntentsByContext.ts': ['SingleContext', 'NoContext'],
    'src/test/v1.2/advanced/fdc3.raiseIntent.ts': ['SingleResolve1', 'TargetedResolve1', 'TargetedResolve2', 'TargetedResolve3'],
    'src/test/v1.2/advanced/fdc3.raiseIntent-NoAppsFound.ts': ['FailedResolve1', 'FailedResolve2', 'FailedResolve3', 'FailedResolve4'],
  },
};
