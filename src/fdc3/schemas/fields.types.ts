/**
 * One row of the readable view of a context type's JSON Schema (`./fields.ts`
 * makes the rows at build time; the context checker shows them). Types only,
 * so browser code can import them without the model's Node code.
 */

export interface SchemaFieldRow {
  /** Dotted path from the context's top level: `id.ISIN`; `[]` marks the items of an array. */
  path: string;
  /** What the field holds, in words: `string`, `object`, `array of Contact`, `"fdc3.instrument"`, `one of: "a", "b"`. */
  holds: string;
  required: boolean;
  /** The schema's own description of the field, where it has one (the standard's text, shown as quoted). */
  description?: string;
}
