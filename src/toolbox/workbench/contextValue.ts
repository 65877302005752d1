/**
 * Reading and changing a context held as plain JSON, for the Workbench's form:
 * the value at a path, a copy with one value changed, and the smallest context
 * of a type that the form can start from.
 */
import type {ContextTypeSpec} from '../../fdc3/context-fields.types';

/** A step into a JSON value: a field name, or an index into an array. */
export type Step = string | number;

type Json = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path as the checks and the form show it: `instruments[0].id.ticker`. */
export function pathLabel(steps: readonly Step[]): string {
  return steps.reduce<string>((out, step) => (typeof step === 'number' ? `${out}[${step}]` : out === '' ? step : `${out}.${step}`), '');
}

/** The steps of a dotted field path: `id.ticker` → ['id', 'ticker']. */
export const stepsOf = (path: string): string[] => path.split('.');

export function getAt(root: unknown, steps: readonly Step[]): unknown {
  let current = root;
  for (const step of steps) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (!isPlainObject(current)) return undefined;
      current = current[step];
    }
  }
  return current;
}

/**
 * A copy of `root` with the value at `steps` replaced by what `change` returns
 * from the old one. `undefined` removes it (a field is deleted, an array item
 * taken out). Missing objects on the way are created; the input is not changed.
 */
export function updateAt(root: unknown, steps: readonly Step[], change: (old: unknown) => unknown): unknown {
  if (steps.length === 0) return change(root);
  const [step, ...rest] = steps;
  if (typeof step === 'number') {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    const next = updateAt(list[step], rest, change);
    if (next === undefined) list.splice(step, 1);
    else list[step] = next;
    return list;
  }
  const object: Json = isPlainObject(root) ? {...root} : {};
  const next = updateAt(object[step], rest, change);
  if (next === undefined) delete object[step];
  else object[step] = next;
  return object;
}

/**
 * The smallest context of a type to start from: its type string and the
 * objects and lists it requires, empty. Required values (a number, a string)
 * are left out, so the checks point them out.
 */
export function skeleton(specs: readonly ContextTypeSpec[], type: string): Json {
  const out: Json = {type};
  const spec = specs.find((s) => s.type === type);
  if (!spec) return out;
  // Fields are sorted by path, so an object comes before the fields inside it.
  for (const field of spec.fields) {
    if (!field.required) continue;
    const steps = stepsOf(field.path);
    if (!isPlainObject(getAt(out, steps.slice(0, -1)))) continue;
    if (field.kind === 'object') {
      const value = field.contextType ? skeleton(specs, field.contextType) : {};
      Object.assign(
        out,
        updateAt(out, steps, () => value),
      );
    } else if (field.kind === 'array') {
      Object.assign(
        out,
        updateAt(out, steps, () => []),
      );
    }
  }
  return out;
}

/**
 * The context type an address asks the Workbench to start from
 * (`?type=fdc3.contact`, as the 2.0 context reference pages link it), if it is
 * one of the Workbench's types.
 */
export function typeFromQuery(search: string, specs: readonly ContextTypeSpec[]): string | undefined {
  const wanted = new URLSearchParams(search).get('type');
  return wanted && specs.some((s) => s.type === wanted) ? wanted : undefined;
}
