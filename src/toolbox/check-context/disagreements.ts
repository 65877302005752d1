/**
 * Where "Check a context" (the served JSON Schemas) and the Workbench (the
 * typings, src/toolbox/workbench/validate.ts) must give different verdicts on
 * the same context, because their sources differ. tests/unit/context-validator.test.ts
 * checks that this list is exact: every disagreement it finds is listed, and
 * every entry is still found. The page shows the list to readers.
 */

export interface Disagreement {
  /** The version both check (the Workbench covers 2.0 only). */
  version: '2.0';
  /** The context type. */
  type: string;
  /** JSON Pointer of the field (`/market`). */
  path: string;
  /** Which check accepts the value the other rejects. */
  accepts: 'schema' | 'workbench';
  /** Why, in one sentence. */
  reason: string;
  /** Where each side's rule comes from. */
  sources: readonly string[];
}

const typings20 = '@finos/fdc3@2.0.0, dist/context/ContextTypes.d.ts';

export const disagreements: readonly Disagreement[] = [
  {
    version: '2.0',
    type: 'fdc3.instrument',
    path: '/market',
    accepts: 'schema',
    reason:
      'The 2.0 typings declare `market` as an object of market identifiers, but the Instrument schema of the 2.0 release has no `market` field (it came with the 2.1 draft), so the schema accepts any value there.',
    sources: [`${typings20} (interface Instrument)`, 'https://github.com/finos/FDC3/pull/795', 'https://github.com/finos/FDC3/pull/819'],
  },
  {
    version: '2.0',
    type: 'fdc3.chat.initSettings',
    path: '/options',
    accepts: 'workbench',
    reason: 'The 2.0 typings let `options` hold any value, while the 2.0 schema asks for an object of true-or-false settings.',
    sources: [`${typings20} (interface ChatInitSettings)`, 'https://github.com/finos/FDC3/pull/875'],
  },
];
