import {useMemo, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {ContextTypeSpec} from '../../fdc3/context-fields.types';
import {ContextFields, type FormContext} from './ContextForm';
import {isPlainObject, skeleton, updateAt, type Step} from './contextValue';
import {baseContextType, type Problem} from './validate';

/** The context being built: its JSON text, what it parses to, and its problems. */
export interface Draft {
  text: string;
  /** The parsed value, or the reason it cannot be read. */
  parsed: {ok: true; value: unknown} | {ok: false; reason: string};
  problems: Problem[];
}

export const formatJson = (value: unknown): string => JSON.stringify(value, null, 2);

const customType = '(custom)';

/**
 * Builds the context the reader sends: a type, a form generated from the
 * type's fields, and the JSON itself. Form and JSON are two views of one
 * text; the checks run on every change and list each problem by field.
 */
export function ContextBuilder({
  specs,
  draft,
  setText,
}: {
  specs: readonly ContextTypeSpec[];
  draft: Draft;
  setText: (text: string) => void;
}): ReactNode {
  const {parsed, problems} = draft;
  const value = parsed.ok ? parsed.value : undefined;
  const type = isPlainObject(value) ? value.type : undefined;
  const spec = typeof type === 'string' ? specs.find((s) => s.type === type) : undefined;
  const selected = spec ? spec.type : typeof type === 'string' ? customType : '';
  const errors = problems.filter((p) => p.severity === 'error');

  const byPath = useMemo(() => {
    const map = new Map<string, Problem[]>();
    for (const p of problems) map.set(p.path, [...(map.get(p.path) ?? []), p]);
    return map;
  }, [problems]);

  const form: FormContext = {
    specs,
    root: value,
    problems: byPath,
    idBase: 'tb-wb-field',
    onChange: (steps: readonly Step[], change) => setText(formatJson(updateAt(value, steps, change))),
  };
  const formSpec = spec ?? (typeof type === 'string' ? specs.find((s) => s.type === baseContextType) : undefined);

  return (
    <section className="tb-wb-section">
      <Heading as="h3" className="tb-wb-section__title">
        Context to send
      </Heading>
      <div className="tb-wb-row">
        <div className="tb-wb-field">
          <label htmlFor="tb-wb-type">Context type</label>
          <select
            id="tb-wb-type"
            className="tb-input"
            value={selected}
            onChange={(e) => {
              const picked = e.target.value;
              setText(formatJson(picked === customType ? {type: ''} : skeleton(specs, picked)));
            }}
          >
            {selected === '' && <option value="">(the JSON below is not a context)</option>}
            <optgroup label="FDC3 2.0 context types">
              {specs.map((s) => (
                <option key={s.type} value={s.type}>
                  {s.type} ({s.interfaceName})
                </option>
              ))}
            </optgroup>
            <option value={customType}>Custom type…</option>
          </select>
        </div>
        {selected === customType && (
          <div className="tb-wb-field">
            <label htmlFor="tb-wb-custom-type">Custom type string</label>
            <input
              id="tb-wb-custom-type"
              className="tb-input"
              type="text"
              spellCheck={false}
              autoComplete="off"
              placeholder="example.order"
              value={typeof type === 'string' ? type : ''}
              onChange={(e) => setText(formatJson(updateAt(value, ['type'], () => e.target.value)))}
            />
          </div>
        )}
        {typeof type === 'string' && (
          <button type="button" className="tb-button tb-button--quiet" onClick={() => setText(formatJson(skeleton(specs, type)))}>
            Clear the fields
          </button>
        )}
      </div>

      <div className="tb-wb-builder">
        <fieldset className="tb-wb-form" disabled={!formSpec || !isPlainObject(value)}>
          <legend className="tb-wb-form__legend">
            {spec ? `Fields of ${spec.interfaceName}` : formSpec ? 'Fields every context shares' : 'Fields'}
          </legend>
          {formSpec && isPlainObject(value) ? (
            <ContextFields form={form} spec={formSpec} at={[]} />
          ) : (
            <p className="tb-wb-form__note">The form follows the JSON: once the JSON is an object with a type, its fields appear here.</p>
          )}
        </fieldset>

        <div className="tb-wb-json">
          <label htmlFor="tb-wb-json" className="tb-wb-json__label">
            Context as JSON
          </label>
          <textarea
            id="tb-wb-json"
            className="tb-input tb-wb-json__text"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            rows={12}
            value={draft.text}
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby="tb-wb-check"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>

      <div id="tb-wb-check" className="tb-wb-check" data-testid="context-check">
        <p className="tb-wb-check__summary" role="status">
          {errors.length > 0
            ? `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}: this context cannot be sent until ${errors.length === 1 ? 'it is' : 'they are'} fixed.`
            : problems.length > 0
              ? 'It can be sent, with a notice:'
              : `A valid ${typeof type === 'string' ? type : 'context'}: ready to send.`}
        </p>
        {problems.length > 0 && (
          <ul className="tb-wb-check__list">
            {problems.map((p) => (
              <li key={`${p.path}:${p.message}`} className={`tb-wb-check__item tb-wb-check__item--${p.severity}`} data-path={p.path}>
                <span className="tb-wb-check__severity">{p.severity === 'error' ? 'Error' : 'Notice'}</span> {p.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
