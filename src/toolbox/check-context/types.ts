/**
 * What the build hands to "Check a context" (src/plugins/context-validator)
 * and what the page loads for a version. Browser-safe: no Node imports.
 */

import type {SchemaFieldRow} from '../../fdc3/schemas/fields.types';

/** The readable view of each standard type's served schema (type string → its served path and fields). */
export type SchemaViews = Record<string, {path: string; fields: SchemaFieldRow[]}>;

/** The export of a validator module that checks the base context schema (what every context shares). */
export const baseValidatorKey = '$base';

/** One error as Ajv's standalone validators report it (the part of Ajv's `ErrorObject` the page reads). */
export interface SchemaError {
  keyword: string;
  /** JSON Pointer to the value at fault: `/id/ISIN`; '' for the root. */
  instancePath: string;
  /** Where the broken rule is, in the schema: `#/properties/id/type` or `https://…/context.schema.json#/required`. */
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled standalone validator: true when valid, otherwise `errors` holds why. */
export interface SchemaValidate {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** A version's validator module: one validator per standard type string, plus `baseValidatorKey`. */
export type ValidatorModule = Record<string, SchemaValidate>;

/** A version the page offers, with the standard types its served schemas define. */
export interface CheckVersion {
  /** The served folder (`2.0`, `next`): the validator module is `validator-<folder>.js`. */
  folder: string;
  /** As readers see it: `2.0`, `Next`. */
  label: string;
  /** The URL of the version's schema folder. */
  schemaFolder: string;
  types: {type: string; title: string}[];
  /** The smallest valid context of each standard type, built from its schema and checked at build time. */
  examples: Record<string, Record<string, unknown>>;
}

/** The props of the page's route. */
export type CheckContextProps = {
  versions: CheckVersion[];
  /** The folder selected at first: the current release. */
  defaultFolder: string;
};
