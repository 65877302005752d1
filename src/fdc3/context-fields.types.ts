/**
 * The fields of a context type as the Workbench's forms and checks use them
 * (`./context-fields.ts` reads them from the typings at build time). Types
 * only, so browser code can import them without the model's Node code.
 */

export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'enum' | 'object' | 'array' | 'any';

/** One field of a context type, at any depth. */
export interface FieldSpec {
  /** Dotted path from the context's root: `id.ticker`, `market.MIC`, `instrument`. */
  path: string;
  kind: FieldKind;
  /** Required within its parent (a required field of an optional object is required only when the object is there). */
  required: boolean;
  /**
   * For an `object`: the context type it holds (`fdc3.instrument`), whose own
   * fields then apply. For an `array`: the context type of its items.
   */
  contextType?: string;
  /** For an `array`: the kind of its items. */
  items?: Exclude<FieldKind, 'array'>;
  /** For an `enum`, or an array of enum values: the values allowed. */
  values?: string[];
  /**
   * For an `object` without a context type: true when the typings list none
   * of its fields (any fields are allowed, such as the `id` of a Chart).
   */
  open?: boolean;
}

export interface ContextTypeSpec {
  /** The type string: `fdc3.instrument`. */
  type: string;
  /** The interface that describes it in the typings: `Instrument`. */
  interfaceName: string;
  /** Every field but `type`, sorted by path. */
  fields: FieldSpec[];
}
