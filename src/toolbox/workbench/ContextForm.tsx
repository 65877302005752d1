import {useState, type ReactNode} from 'react';
import type {ContextTypeSpec, FieldSpec} from '../../fdc3/context-fields.types';
import {getAt, isPlainObject, pathLabel, skeleton, stepsOf, type Step} from './contextValue';
import type {Problem} from './validate';

/** Changes the value at `steps` of the context being built; `undefined` removes it. */
export type Change = (steps: readonly Step[], change: (old: unknown) => unknown) => void;

interface FormContext {
  specs: readonly ContextTypeSpec[];
  /** The whole context being built. */
  root: unknown;
  onChange: Change;
  /** Error messages by field path, shown under their field. */
  problems: ReadonlyMap<string, Problem[]>;
  /** Prefix of element ids, unique on the page. */
  idBase: string;
}

interface Node {
  field: FieldSpec;
  children: Node[];
}

/** The fields of a spec as a tree: `id.ticker` under `id`. */
function tree(fields: readonly FieldSpec[]): Node[] {
  const nodes = new Map<string, Node>();
  const roots: Node[] = [];
  for (const field of fields) {
    const node: Node = {field, children: []};
    nodes.set(field.path, node);
    const dot = field.path.lastIndexOf('.');
    const parent = dot < 0 ? undefined : nodes.get(field.path.slice(0, dot));
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** An element id for a field path, unique on the page. */
const fieldId = (form: FormContext, label: string): string => `${form.idBase}-${label.replace(/[^\w-]/g, '_')}`;

const typeName = (specs: readonly ContextTypeSpec[], type: string): string => specs.find((s) => s.type === type)?.interfaceName ?? type;

/** What a field takes, for its label. */
function kindHint(field: FieldSpec): string {
  const kind = field.kind === 'date' ? 'date-time' : field.kind === 'enum' ? 'choice' : field.kind;
  return field.required ? `${kind}, required` : kind;
}

/** Fields the form leaves to the JSON editor: open objects, any-typed fields and plain arrays. */
function leftToJson(field: FieldSpec): boolean {
  return field.kind === 'any' || (field.kind === 'object' && field.open === true) || (field.kind === 'array' && !field.contextType);
}

/**
 * The fields of one context (the one being built, or one inside it), as form
 * controls: a text box for each string, number and date, a list for each
 * choice, a group for each object, and an editable list of the contexts an
 * array holds. Every control writes straight into the context's JSON.
 */
export function ContextFields({
  form,
  spec,
  at,
}: {
  form: FormContext;
  spec: ContextTypeSpec;
  /** Where this context sits in the one being built ([] for the root). */
  at: readonly Step[];
}): ReactNode {
  const roots = tree(spec.fields);
  const shown = roots.filter((n) => !leftToJson(n.field));
  const open = roots.filter((n) => leftToJson(n.field));
  return (
    <>
      <div className="tb-wb-form__grid">
        {shown.map((node) => (
          <FieldControl key={node.field.path} form={form} node={node} at={at} />
        ))}
      </div>
      {open.length > 0 && at.length === 0 && (
        <p className="tb-wb-form__note">
          Also allowed, and written in the JSON only:{' '}
          {open.map((n, i) => (
            <span key={n.field.path}>
              {i > 0 && ', '}
              <code>{n.field.path}</code> ({n.field.kind === 'any' ? 'any value' : n.field.kind === 'array' ? 'a list' : 'any fields'})
            </span>
          ))}
          .
        </p>
      )}
    </>
  );
}

function FieldControl({form, node, at}: {form: FormContext; node: Node; at: readonly Step[]}): ReactNode {
  const {field} = node;
  const steps = [...at, ...stepsOf(field.path)];
  const label = pathLabel(steps);
  const id = fieldId(form, label);
  const value = getAt(form.root, steps);
  const problems = form.problems.get(label) ?? [];

  if (field.kind === 'object' && field.contextType) {
    return <NestedContext form={form} field={field} steps={steps} label={label} value={value} />;
  }
  if (field.kind === 'array' && field.contextType) {
    return <ContextList form={form} field={field} steps={steps} label={label} value={value} />;
  }
  if (field.kind === 'object') {
    return (
      <fieldset className="tb-wb-form__group">
        <legend>
          <code>{label}</code> <span className="tb-wb-form__hint">{kindHint(field)}</span>
        </legend>
        <Messages id={`${id}-problems`} problems={problems} />
        {(value === undefined || isPlainObject(value)) && (
          <div className="tb-wb-form__grid">
            {node.children
              .filter((c) => !leftToJson(c.field))
              .map((child) => (
                <FieldControl key={child.field.path} form={form} node={child} at={at} />
              ))}
          </div>
        )}
      </fieldset>
    );
  }
  if (leftToJson(field)) return null;

  const describedBy = problems.length > 0 ? `${id}-problems` : undefined;
  const common = {
    id,
    className: 'tb-input tb-wb-form__input',
    'aria-invalid': problems.length > 0 ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const set = (next: unknown) => form.onChange(steps, () => next);
  let control: ReactNode;
  if (field.kind === 'enum' || field.kind === 'boolean') {
    const options = field.kind === 'boolean' ? ['true', 'false'] : (field.values ?? []);
    const current = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    control = (
      <select
        {...common}
        value={current}
        onChange={(e) => {
          const picked = e.target.value;
          set(picked === '' ? undefined : field.kind === 'boolean' ? picked === 'true' : picked);
        }}
      >
        <option value="">(not set)</option>
        {!options.includes(current) && current !== '' && <option value={current}>{current}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'number') {
    control = <NumberInput common={common} value={value} onChange={set} />;
  } else {
    control = (
      <input
        {...common}
        type="text"
        spellCheck={false}
        autoComplete="off"
        placeholder={field.kind === 'date' ? '2024-03-01T09:30:00Z' : undefined}
        value={value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)}
        onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}
      />
    );
  }
  return (
    <div className="tb-wb-form__row">
      <label htmlFor={id}>
        <code>{label}</code> <span className="tb-wb-form__hint">{kindHint(field)}</span>
      </label>
      {control}
      <Messages id={`${id}-problems`} problems={problems} />
    </div>
  );
}

/** A number field that keeps what the reader typed (`1.`) until it is a number, and shows a non-number as it is. */
function NumberInput({
  common,
  value,
  onChange,
}: {
  common: Record<string, unknown>;
  value: unknown;
  onChange: (next: unknown) => void;
}): ReactNode {
  const [typed, setTyped] = useState('');
  const parse = (text: string): unknown => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed) ? Number(trimmed) : text;
  };
  const fromValue =
    value === undefined ? '' : typeof value === 'number' || typeof value === 'string' ? String(value) : JSON.stringify(value);
  const shown = Object.is(parse(typed), value) ? typed : fromValue;
  return (
    <input
      {...common}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(parse(e.target.value));
      }}
    />
  );
}

function Messages({id, problems}: {id: string; problems: readonly Problem[]}): ReactNode {
  if (problems.length === 0) return null;
  return (
    <ul id={id} className="tb-wb-form__problems">
      {problems.map((p) => (
        <li key={p.message}>{p.message}</li>
      ))}
    </ul>
  );
}

function NestedContext({
  form,
  field,
  steps,
  label,
  value,
}: {
  form: FormContext;
  field: FieldSpec;
  steps: readonly Step[];
  label: string;
  value: unknown;
}): ReactNode {
  const type = field.contextType!;
  const spec = form.specs.find((s) => s.type === type);
  const problems = form.problems.get(label) ?? [];
  return (
    <fieldset className="tb-wb-form__group">
      <legend>
        <code>{label}</code>{' '}
        <span className="tb-wb-form__hint">
          {typeName(form.specs, type)} ({type}){field.required ? ', required' : ''}
        </span>
      </legend>
      <Messages id={`${fieldId(form, label)}-problems`} problems={problems} />
      {value === undefined ? (
        <button type="button" className="tb-button tb-button--quiet" onClick={() => form.onChange(steps, () => skeleton(form.specs, type))}>
          Add <code>{label}</code>
        </button>
      ) : (
        isPlainObject(value) &&
        spec && (
          <>
            <ContextFields form={form} spec={spec} at={steps} />
            {!field.required && (
              <button type="button" className="tb-button tb-button--quiet" onClick={() => form.onChange(steps, () => undefined)}>
                Remove <code>{label}</code>
              </button>
            )}
          </>
        )
      )}
    </fieldset>
  );
}

function ContextList({
  form,
  field,
  steps,
  label,
  value,
}: {
  form: FormContext;
  field: FieldSpec;
  steps: readonly Step[];
  label: string;
  value: unknown;
}): ReactNode {
  const type = field.contextType!;
  const spec = form.specs.find((s) => s.type === type);
  const problems = form.problems.get(label) ?? [];
  const items = Array.isArray(value) ? value : [];
  return (
    <fieldset className="tb-wb-form__group">
      <legend>
        <code>{label}</code>{' '}
        <span className="tb-wb-form__hint">
          list of {typeName(form.specs, type)} ({type}){field.required ? ', required' : ''}
        </span>
      </legend>
      <Messages id={`${fieldId(form, label)}-problems`} problems={problems} />
      {(value === undefined || Array.isArray(value)) && (
        <>
          {items.length === 0 && <p className="tb-wb-form__note">Empty list.</p>}
          {items.map((item, i) => {
            const itemSteps = [...steps, i];
            const itemLabel = pathLabel(itemSteps);
            return (
              // Items have no identity of their own: their place in the list is what the paths name.
              <fieldset key={i} className="tb-wb-form__group">
                <legend>
                  <code>{itemLabel}</code>
                </legend>
                <Messages id={`${fieldId(form, itemLabel)}-problems`} problems={form.problems.get(itemLabel) ?? []} />
                {isPlainObject(item) && spec && <ContextFields form={form} spec={spec} at={itemSteps} />}
                <button type="button" className="tb-button tb-button--quiet" onClick={() => form.onChange(itemSteps, () => undefined)}>
                  Remove <code>{itemLabel}</code>
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="tb-button tb-button--quiet"
            onClick={() => form.onChange(steps, (old) => [...(Array.isArray(old) ? old : []), skeleton(form.specs, type)])}
          >
            Add a {typeName(form.specs, type)} to <code>{label}</code>
          </button>
        </>
      )}
    </fieldset>
  );
}

export type {FormContext};
