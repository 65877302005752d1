/**
 * "Check a context": the reader picks an FDC3 version, pastes a context (or
 * loads the smallest valid context of a standard type) and reads whether it is
 * valid for that version, each error with the JSON path of the value at fault.
 * The checks are the site's served JSON Schemas, compiled at build time
 * (src/plugins/context-validator) and loaded per version on this page only.
 */
import {Fragment, useEffect, useMemo, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {ToolboxFrame} from '../components/ToolboxFrame';
import {toolboxPaths, toolboxStylesheets} from '../paths';
import {checkText, type CheckResult, type Finding} from './check';
import {disagreements} from './disagreements';
import {loadSchemaViews, loadValidators} from './loadValidators';
import type {CheckContextProps, CheckVersion, SchemaViews, ValidatorModule} from './types';

/** The checks of a version, as loaded by the request `attempt` (a request still on its way is shown as loading). */
type Loaded = {folder: string; attempt: number} & (
  {state: 'loading'} | {state: 'ready'; validators: ValidatorModule} | {state: 'failed'; reason: string}
);

const formatJson = (value: unknown): string => JSON.stringify(value, null, 2);

/** A message with `code` spans, as the checks write them. */
function Words({text}: {text: string}): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>));
}

function FindingItem({finding}: {finding: Finding}): ReactNode {
  return (
    <li className="tb-cc-item" data-path={finding.path}>
      <span className="tb-cc-path">
        <code>{finding.path === '' ? '/' : finding.path}</code>
      </span>{' '}
      <Words text={finding.message} />
      {finding.rule && <span className="tb-cc-rule"> (schema rule: {finding.rule})</span>}
    </li>
  );
}

/** The fields of a standard type's schema as a table, with a link to the served file. */
function SchemaView({type, view}: {type: string; view: SchemaViews[string]}): ReactNode {
  const described = view.fields.some((f) => f.description);
  return (
    // Why no heading id: the section is drawn only in the browser, so an anchor to it would not be in the page's HTML.
    <section className="tb-cc-schema" aria-label={`The schema of ${type}`} data-testid="schema-view">
      <Heading as="h2">
        The schema of <code>{type}</code>
      </Heading>
      <p>
        Read from the served file <Link href={`pathname:///${view.path}`}>{view.path.split('/').pop()}</Link>: every field it declares, with
        what it holds and whether it is required. Fields of other standard types are named, not repeated.
      </p>
      <div className="tb-cc-table-wrap" role="region" aria-label={`Fields of ${type}`} tabIndex={0}>
        <table className="tb-cc-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Holds</th>
              <th scope="col">Required</th>
              {described && <th scope="col">Description (from the schema)</th>}
            </tr>
          </thead>
          <tbody>
            {view.fields.map((f) => (
              <tr key={f.path}>
                <td>
                  <code>{f.path}</code>
                </td>
                <td>{f.holds}</td>
                <td>{f.required ? 'Yes' : 'No'}</td>
                {described && <td>{f.description ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function summaryOf(
  loaded: Loaded,
  result: CheckResult | undefined,
  version: CheckVersion,
): {text: string; tone: 'valid' | 'invalid' | 'neutral'} {
  const name = `FDC3 ${version.label}`;
  if (loaded.state === 'loading') return {text: `Loading the checks of ${name}…`, tone: 'neutral'};
  if (loaded.state === 'failed')
    return {
      text: `The checks of ${name} could not be loaded (${loaded.reason}). Pick another version and then this one again to retry.`,
      tone: 'neutral',
    };
  if (!result) return {text: '', tone: 'neutral'};
  if (result.kind === 'malformed')
    return {text: `Not JSON: line ${result.line}, column ${result.column}: ${result.message}.`, tone: 'invalid'};
  if (result.valid) {
    const what = result.standard ? `a ${result.type} context` : 'checked against the base context schema only';
    return {text: `Valid for ${name}: ${what}.`, tone: 'valid'};
  }
  const count = result.errors.length;
  return {text: `Not valid for ${name}: ${count} ${count === 1 ? 'error' : 'errors'}.`, tone: 'invalid'};
}

export default function CheckContextPage({versions, defaultFolder}: CheckContextProps): ReactNode {
  const [folder, setFolder] = useState(defaultFolder);
  const version = versions.find((v) => v.folder === folder) ?? versions[0];
  const firstType = (v: CheckVersion) => (v.types.some((t) => t.type === 'fdc3.instrument') ? 'fdc3.instrument' : v.types[0].type);
  const [exampleType, setExampleType] = useState(() => firstType(version));
  const [text, setText] = useState(() => formatJson(version.examples[firstType(version)]));
  // Each pick of a version is a new request, so that picking a version whose checks failed to load tries again.
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({folder, attempt, state: 'loading'});

  useEffect(() => {
    let current = true;
    loadValidators(folder).then(
      (validators) => current && setLoaded({folder, attempt, state: 'ready', validators}),
      (error: unknown) =>
        current && setLoaded({folder, attempt, state: 'failed', reason: error instanceof Error ? error.message : String(error)}),
    );
    return () => {
      current = false;
    };
  }, [folder, attempt]);

  // The schema views of the version shown, loaded with its checks (a failure leaves the view out; the checks say why).
  const [views, setViews] = useState<{folder: string; views: SchemaViews} | undefined>();
  useEffect(() => {
    let current = true;
    loadSchemaViews(folder).then(
      (loadedViews) => current && setViews({folder, views: loadedViews}),
      () => current && setViews(undefined),
    );
    return () => {
      current = false;
    };
  }, [folder, attempt]);

  // `?version=1.2&type=fdc3.instrument` (the links on the context reference pages) picks the version and loads the type's example.
  const {search} = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const wanted = versions.find((v) => v.folder === params.get('version') || v.label === params.get('version'));
    if (!wanted) return;
    const type = params.get('type');
    const pickedType = type && wanted.types.some((t) => t.type === type) ? type : firstType(wanted);
    // Why in an effect: the address is known only after hydration (the page is rendered without it), so the first
    // render must match the static HTML and the picks from the address follow it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFolder(wanted.folder);
    setAttempt((n) => n + 1);
    setExampleType(pickedType);
    setText(formatJson(wanted.examples[pickedType]));
    // Only when the address changes: the reader's own picks afterwards stand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const latest = useMemo<Loaded>(
    () => (loaded.folder === folder && loaded.attempt === attempt ? loaded : {folder, attempt, state: 'loading'}),
    [loaded, folder, attempt],
  );
  const result = useMemo(
    () => (latest.state === 'ready' ? checkText(text, version, latest.validators, versions) : undefined),
    [latest, text, version, versions],
  );
  const summary = summaryOf(latest, result, version);
  const errors = result?.kind === 'checked' ? result.errors : [];
  const notices = result?.kind === 'checked' ? result.notices : [];
  const invalid = result !== undefined && (result.kind === 'malformed' || !result.valid);

  const pickVersion = (next: string) => {
    setFolder(next);
    setAttempt((n) => n + 1);
    const v = versions.find((x) => x.folder === next);
    if (v && !v.types.some((t) => t.type === exampleType)) setExampleType(firstType(v));
  };

  return (
    <ToolboxFrame
      title="Check a context"
      description="Check a JSON context against the FDC3 context schemas of version 1.1, 1.2, 2.0 or the draft: each error with its JSON path, in plain words."
      stylesheet={toolboxStylesheets.checkContext}
      lead="Paste a context, pick the FDC3 version it is meant for, and see whether that version's JSON Schemas accept it, and if not, which value breaks which rule."
    >
      <div className="tb-cc-intro">
        <p>
          The checks are the context schemas this site serves under <code>/schemas/</code> (listed in <code>/schemas/index.json</code>),
          compiled when the site is built. They run in this page: nothing you paste leaves your browser, and once a version&apos;s checks
          have loaded they work offline. A type that is not one of the version&apos;s standard types is checked against the base context
          schema only, as FDC3 lets apps define types of their own.
        </p>
        <noscript>
          <p className="tb-cc-noscript">The checks run in JavaScript, which is off in this browser: turn it on to check a context.</p>
        </noscript>
      </div>

      <section aria-labelledby="tb-cc-input-title">
        <Heading as="h2" id="tb-cc-input-title">
          Your context
        </Heading>
        <div className="tb-cc-controls">
          <div className="tb-cc-field">
            <label htmlFor="tb-cc-version">FDC3 version</label>
            <select id="tb-cc-version" className="tb-input" value={folder} onChange={(e) => pickVersion(e.target.value)}>
              {versions.map((v) => (
                <option key={v.folder} value={v.folder}>
                  {v.label}
                </option>
              ))}
            </select>
          </div>
          <div className="tb-cc-field">
            <label htmlFor="tb-cc-example">Example of a standard type</label>
            <select id="tb-cc-example" className="tb-input" value={exampleType} onChange={(e) => setExampleType(e.target.value)}>
              {version.types.map((t) => (
                <option key={t.type} value={t.type}>
                  {t.type} ({t.title})
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="tb-button" onClick={() => setText(formatJson(version.examples[exampleType]))}>
            Load the example
          </button>
        </div>
        <label htmlFor="tb-cc-json" className="tb-cc-json-label">
          Context as JSON
        </label>
        <textarea
          id="tb-cc-json"
          className="tb-input tb-cc-json"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={14}
          value={text}
          aria-invalid={invalid ? true : undefined}
          aria-describedby="tb-cc-summary"
          onChange={(e) => setText(e.target.value)}
        />
      </section>

      <section className="tb-cc-result" aria-labelledby="tb-cc-result-title" data-testid="check-result">
        <Heading as="h2" id="tb-cc-result-title">
          Result
        </Heading>
        <p id="tb-cc-summary" role="status" className={`tb-cc-summary tb-cc-summary--${summary.tone}`} data-testid="check-summary">
          {summary.text}
        </p>
        {errors.length > 0 && (
          <>
            <Heading as="h3" id="tb-cc-errors-title">
              Errors
            </Heading>
            <ul className="tb-cc-list" aria-labelledby="tb-cc-errors-title" data-testid="check-errors">
              {errors.map((f) => (
                <FindingItem key={`${f.path}:${f.message}`} finding={f} />
              ))}
            </ul>
          </>
        )}
        {notices.length > 0 && (
          <>
            <Heading as="h3" id="tb-cc-notices-title">
              Notices
            </Heading>
            <ul className="tb-cc-list" aria-labelledby="tb-cc-notices-title" data-testid="check-notices">
              {notices.map((f) => (
                <FindingItem key={`${f.path}:${f.message}`} finding={f} />
              ))}
            </ul>
          </>
        )}
      </section>

      {views?.folder === folder && views.views[exampleType] && <SchemaView type={exampleType} view={views.views[exampleType]} />}

      <section className="tb-cc-notes" aria-labelledby="tb-cc-notes-title">
        <Heading as="h2" id="tb-cc-notes-title">
          Where this page and the Workbench differ
        </Heading>
        <p>
          The <Link to={toolboxPaths.workbench}>FDC3 Workbench</Link> checks 2.0 contexts against the 2.0 type definitions instead of the
          schemas. The two agree on every standard type except where their sources differ:
        </p>
        <ul>
          {disagreements.map((d) => (
            <li key={`${d.type}${d.path}`}>
              <code>{d.type}</code>, <code>{d.path}</code>: <Words text={d.reason} />
            </li>
          ))}
        </ul>
      </section>
    </ToolboxFrame>
  );
}
