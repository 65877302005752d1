/**
 * The compact form of an App Directory OpenAPI document that the reference
 * pages render (`src/components/AppDirectoryApiReference`). Written by the
 * plugin as JSON at build time; nothing here imports Node, so the browser
 * component can import these types.
 */

/** A run of a description: plain text, or a code span (backticks in the document). */
export interface Inline {
  text: string;
  code?: true;
}

/** A description of the document, split into paragraphs and bullet lists, with code spans kept. */
export type Block = {kind: 'p'; inlines: Inline[]} | {kind: 'ul'; items: Inline[][]};

/** The type of a field, parameter or body, as a tree the page prints ("array of Icon"). */
export type TypeExpr =
  /** A schema of `components.schemas`, with the anchor of its section. */
  | {kind: 'ref'; name: string; anchor: string}
  | {kind: 'primitive'; type: string; format?: string}
  | {kind: 'array'; items: TypeExpr}
  | {kind: 'map'; key: string; values: TypeExpr}
  | {kind: 'oneOf' | 'anyOf' | 'allOf'; options: TypeExpr[]}
  | {kind: 'object'}
  | {kind: 'any'};

export interface Field {
  /** The field's path inside the schema: `appId`, `intents.listensFor`, `appChannels[].name`. */
  name: string;
  type: TypeExpr;
  required: boolean;
  description: Block[];
  enum?: string[];
  pattern?: string;
}

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  type: TypeExpr;
  description: Block[];
}

export interface Content {
  mediaType: string;
  type: TypeExpr;
}

export interface Response {
  status: string;
  description: Block[];
  contents: Content[];
}

export interface Endpoint {
  /** The anchor of its section: `get-v2-apps-appid`. */
  anchor: string;
  method: string;
  path: string;
  summary: string;
  /** Marked `deprecated: true` in the document. */
  deprecated: boolean;
  description: Block[];
  parameters: Parameter[];
  requestBody?: {required: boolean; contents: Content[]};
  responses: Response[];
}

export interface SchemaEntry {
  name: string;
  /** The anchor of its section: `schema-application`. */
  anchor: string;
  description: Block[];
  /** The schema's own type when it is not a plain object (`string` for an enumeration, a map, a choice). */
  type?: TypeExpr;
  enum?: string[];
  /** Schemas this one combines (`allOf`). */
  allOf: TypeExpr[];
  /** Schemas of which a value is exactly one (`oneOf`). */
  oneOf: TypeExpr[];
  /** Required field names, those inherited through `allOf` included. */
  required: string[];
  fields: Field[];
  /** Whether fields not listed are refused (`additionalProperties: false`). */
  closed: boolean;
}

export interface AppDirectoryReference {
  /** The docs version the page belongs to (`2.0`; `current` for the draft). */
  docsVersion: string;
  /** The docs version whose document is shown (the draft shows 2.0's). */
  documentVersion: string;
  /** The served document, its path under the site's base URL: `schemas/2.0/app-directory.yaml`. */
  documentPath: string;
  /** The npm package the document was read from. */
  packageName: string;
  openapi: string;
  title: string;
  /** The document's own `info.version`, as the package has it. */
  infoVersion: string;
  endpoints: Endpoint[];
  schemas: SchemaEntry[];
}
