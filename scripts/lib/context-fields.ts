/**
 * PLACEHOLDER (to be written by the workbench work): the fields of each
 * context type of a version, read from the same typings the docs' examples
 * are checked against.
 */
export interface FieldSpec {
  path: string;
  kind: 'string' | 'number' | 'boolean' | 'object' | 'array' | 'date' | 'unknown';
  required: boolean;
}

export interface ContextTypeSpec {
  type: string;
  interfaceName: string;
  fields: FieldSpec[];
}

export function contextTypeSpecs(typings: string): ContextTypeSpec[] {
  void typings;
  return [];
}
