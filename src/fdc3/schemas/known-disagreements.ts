/**
 * Where a version's served JSON Schema and the version's own text disagree, so
 * that a correct example of the text fails the schema. The schema-examples
 * check (src/fdc3/schema-examples.ts) accepts exactly these errors, in exactly
 * these files, and nothing else; an entry that no example produces any more is
 * stale and fails the check, as does an entry whose page no longer names it.
 *
 * Examples that are simply wrong are fixed in the Markdown instead.
 *
 * The draft package's `oneOf` in TimeRange and Interaction (which rejected
 * closed ranges and the suggested interaction types) is not here either: the
 * served schemas carry the standard's fix as a patch (sources.ts, finos/FDC3#1593).
 *
 * FDC3 2.0's `fdc3.timerange` spelling question (TimeRange.md of 2.0) is not
 * here: every 2.0 example spells the type as the 2.0 schema does, so no example
 * fails; the page states the question itself.
 */
import {frozenSources} from './sources';

export interface KnownDisagreement {
  /** The docs version (`current` is the draft, served under /schemas/next/). */
  version: string;
  /** The Markdown files, relative to the repository, whose examples produce the errors. */
  files: readonly string[];
  /** The `type` of the failing examples. */
  type: string;
  /** The errors, each as the check reports it (`path message`); every one must occur in every file. */
  errors: readonly string[];
  /** What disagrees, in one sentence. */
  statement: string;
  /** Where the disagreement is documented: a PR, issue or package file. */
  source: string;
  /** The page that names the disagreement to readers, and words of its sentence that must be on it. */
  page: string;
  mention: string;
}

const draftPackage = '@finos/fdc3-context@2.2.0-alpha.3';

const writtenDisagreements: readonly KnownDisagreement[] = [
  {
    version: 'current',
    files: ['docs/context/ref/Message.md'],
    type: 'fdc3.message',
    errors: [
      "/entities/sizing must have required property 'title'",
      "/entities/sizing must have required property 'context'",
      '/entities/sizing/type must be equal to constant ("fdc3.action")',
      '/entities/sizing/type must be equal to constant ("fdc3.fileAttachment")',
      '/entities/sizing must match exactly one schema in oneOf',
    ],
    statement:
      'The 2.1 text and typings type a file attachment as fdc3.entity.fileAttachment, while the served draft schema accepts only fdc3.fileAttachment, the name it took when it became a context type of its own.',
    source: `finos/FDC3#1261; ${draftPackage} dist/schemas/context/message.schema.json`,
    page: 'docs/context/ref/Message.md',
    mention: 'accepts only `fdc3.fileAttachment`',
  },
];

/**
 * A release frozen from the draft (`npm run release`; see `frozenSources`)
 * serves the draft's files and has copies of its pages, so it has the draft's
 * disagreements, on its own copies of the pages.
 */
export const knownDisagreements: readonly KnownDisagreement[] = [
  ...writtenDisagreements,
  ...frozenSources().flatMap((frozen) => {
    const moved = (file: string) => file.replace(/^docs\//, `versioned_docs/version-${frozen.docsVersion}/`);
    return writtenDisagreements
      .filter((d) => d.version === 'current')
      .map((d) => ({...d, version: frozen.docsVersion, files: d.files.map(moved), page: moved(d.page)}));
  }),
];
