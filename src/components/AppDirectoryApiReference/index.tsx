import {Fragment, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import ScrollTable from '@site/src/components/ScrollTable';
import type {
  AppDirectoryReference,
  Block,
  Content,
  Endpoint,
  Inline,
  SchemaEntry,
  TypeExpr,
} from '@site/src/plugins/app-directory-reference/client/types';
import styles from './styles.module.css';

/** The column header of text quoted from the OpenAPI document, so it is never taken for our prose. */
const quotedHeader = 'Description (from the document)';

function Inlines({inlines}: {inlines: Inline[]}): ReactNode {
  return inlines.map((inline, i) => (inline.code ? <code key={i}>{inline.text}</code> : <Fragment key={i}>{inline.text}</Fragment>));
}

/** A description of the document, as it is there (paragraphs, lists, code spans). */
function Description({blocks}: {blocks: Block[]}): ReactNode {
  if (!blocks.length) return <span className={styles.none}>none</span>;
  return (
    <div className={styles.quoted}>
      {blocks.map((block, i) =>
        block.kind === 'p' ? (
          <p key={i}>
            <Inlines inlines={block.inlines} />
          </p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines inlines={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

function Options({options, word}: {options: TypeExpr[]; word: string}): ReactNode {
  return (
    <>
      {word}{' '}
      {options.map((option, i) => (
        <Fragment key={i}>
          {i > 0 && (i === options.length - 1 ? ' or ' : ', ')}
          <Type type={option} />
        </Fragment>
      ))}
    </>
  );
}

/** A type in words, each named schema a link to its section. */
function Type({type}: {type: TypeExpr}): ReactNode {
  switch (type.kind) {
    case 'ref':
      return (
        <Link to={`#${type.anchor}`}>
          <code>{type.name}</code>
        </Link>
      );
    case 'primitive':
      return (
        <>
          <code>{type.type}</code>
          {type.format && ` (${type.format})`}
        </>
      );
    case 'array':
      return (
        <>
          array of <Type type={type.items} />
        </>
      );
    case 'map':
      return (
        <>
          object mapping each {type.key.toLowerCase()} to <Type type={type.values} />
        </>
      );
    case 'oneOf':
      return <Options options={type.options} word="exactly one of" />;
    case 'anyOf':
      return <Options options={type.options} word="any of" />;
    case 'allOf':
      return <Options options={type.options} word="all of" />;
    case 'object':
      return <code>object</code>;
    default:
      return <>any value</>;
  }
}

function Values({values}: {values: string[]}): ReactNode {
  return values.map((value, i) => (
    <Fragment key={value}>
      {i > 0 && ', '}
      <code>{value}</code>
    </Fragment>
  ));
}

function Bodies({contents}: {contents: Content[]}): ReactNode {
  if (!contents.length) return <span className={styles.none}>none</span>;
  return contents.map((content, i) => (
    <Fragment key={content.mediaType}>
      {i > 0 && '; '}
      <Type type={content.type} /> as <code>{content.mediaType}</code>
    </Fragment>
  ));
}

function EndpointSection({endpoint}: {endpoint: Endpoint}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h3" id={endpoint.anchor}>
        <code>
          {endpoint.method} {endpoint.path}
        </code>
      </Heading>
      {endpoint.deprecated && (
        <p>
          <strong>Deprecated</strong> in the document.
        </p>
      )}
      {endpoint.summary && (
        <p>
          Summary (from the document): <q>{endpoint.summary}</q>
        </p>
      )}
      {endpoint.description.length > 0 && <Description blocks={endpoint.description} />}
      {endpoint.parameters.length > 0 ? (
        <ScrollTable>
          <caption>Parameters of {`${endpoint.method} ${endpoint.path}`}</caption>
          <thead>
            <tr>
              <th scope="col">Parameter</th>
              <th scope="col">In</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
              <th scope="col">{quotedHeader}</th>
            </tr>
          </thead>
          <tbody>
            {endpoint.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`}>
                <td>
                  <code>{p.name}</code>
                </td>
                <td>{p.in}</td>
                <td>
                  <Type type={p.type} />
                </td>
                <td>{p.required ? 'Yes' : 'No'}</td>
                <td>
                  <Description blocks={p.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p>No parameters.</p>
      )}
      {endpoint.requestBody && (
        <p>
          Request body ({endpoint.requestBody.required ? 'required' : 'optional'}): <Bodies contents={endpoint.requestBody.contents} />
        </p>
      )}
      <ScrollTable>
        <caption>Responses of {`${endpoint.method} ${endpoint.path}`}</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Body</th>
            <th scope="col">{quotedHeader}</th>
          </tr>
        </thead>
        <tbody>
          {endpoint.responses.map((r) => (
            <tr key={r.status}>
              <td>
                <code>{r.status}</code>
              </td>
              <td>
                <Bodies contents={r.contents} />
              </td>
              <td>
                <Description blocks={r.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

function SchemaSection({schema, usedBy}: {schema: SchemaEntry; usedBy: {label: string; anchor: string}[]}): ReactNode {
  const listedRequired = new Set(schema.fields.filter((f) => f.required).map((f) => f.name));
  const inheritedRequired = schema.required.filter((name) => !listedRequired.has(name));
  return (
    <section className={styles.section}>
      <Heading as="h3" id={schema.anchor}>
        {schema.name}
      </Heading>
      {schema.description.length > 0 && (
        <>
          <p className={styles.label}>{quotedHeader}:</p>
          <Description blocks={schema.description} />
        </>
      )}
      <ul>
        {schema.type && (
          <li>
            Type: <Type type={schema.type} />
          </li>
        )}
        {schema.enum && (
          <li>
            Allowed values: <Values values={schema.enum} />
          </li>
        )}
        {schema.allOf.length > 0 && (
          <li>
            Has every field of <Options options={schema.allOf} word="" />
            {schema.fields.length > 0 && ', and the fields below'}
          </li>
        )}
        {schema.oneOf.length > 0 && (
          <li>
            A value matches <Options options={schema.oneOf} word="exactly one of" />
          </li>
        )}
        {inheritedRequired.length > 0 && (
          <li>
            Required fields: <Values values={schema.required} />
          </li>
        )}
        {schema.closed && <li>Fields not listed here are not allowed.</li>}
        <li>
          Used by:{' '}
          {usedBy.length === 0
            ? 'no endpoint or other schema of the document'
            : usedBy.map((use, i) => (
                <Fragment key={use.anchor}>
                  {i > 0 && ', '}
                  <Link to={`#${use.anchor}`}>{use.label}</Link>
                </Fragment>
              ))}
        </li>
      </ul>
      {schema.fields.length > 0 && (
        <ScrollTable>
          <caption>Fields of {schema.name}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
              <th scope="col">{quotedHeader}</th>
            </tr>
          </thead>
          <tbody>
            {schema.fields.map((field) => (
              <tr key={field.name}>
                <td>
                  <code>{field.name}</code>
                </td>
                <td>
                  <Type type={field.type} />
                  {field.enum && (
                    <>
                      , one of <Values values={field.enum} />
                    </>
                  )}
                  {field.pattern && (
                    <>
                      , matching <code>{field.pattern}</code>
                    </>
                  )}
                </td>
                <td>{field.required ? 'Yes' : 'No'}</td>
                <td>
                  <Description blocks={field.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

function refNames(type: TypeExpr): string[] {
  switch (type.kind) {
    case 'ref':
      return [type.name];
    case 'array':
      return refNames(type.items);
    case 'map':
      return refNames(type.values);
    case 'oneOf':
    case 'anyOf':
    case 'allOf':
      return type.options.flatMap(refNames);
    default:
      return [];
  }
}

/** For each schema, the endpoints and schemas that name it. */
function usage(reference: AppDirectoryReference): Map<string, {label: string; anchor: string}[]> {
  const uses = new Map<string, {label: string; anchor: string}[]>();
  const add = (types: TypeExpr[], label: string, anchor: string) => {
    for (const name of new Set(types.flatMap(refNames))) {
      const list = uses.get(name) ?? [];
      list.push({label, anchor});
      uses.set(name, list);
    }
  };
  for (const e of reference.endpoints) {
    add(
      [
        ...e.parameters.map((p) => p.type),
        ...(e.requestBody?.contents ?? []).map((c) => c.type),
        ...e.responses.flatMap((r) => r.contents.map((c) => c.type)),
      ],
      `${e.method} ${e.path}`,
      e.anchor,
    );
  }
  for (const s of reference.schemas)
    add([...(s.type ? [s.type] : []), ...s.allOf, ...s.oneOf, ...s.fields.map((f) => f.type)], s.name, s.anchor);
  return uses;
}

export interface AppDirectoryApiReferenceProps {
  /** The page's data: `@generated/app-directory-reference/default/<version>.json`. */
  reference: AppDirectoryReference;
  /** What to render: the document's facts and download link, the endpoints, or the schemas. */
  part: 'document' | 'endpoints' | 'schemas';
}

/**
 * An App Directory OpenAPI document rendered as static HTML at build time: the
 * served file to download, each endpoint with its parameters and responses, and
 * each schema with its fields, schemas linked to each other by anchor.
 */
export default function AppDirectoryApiReference({reference, part}: AppDirectoryApiReferenceProps): ReactNode {
  // Why pathname://: the file is served beside the pages, not a route, so the link checker must not look it up.
  const documentUrl = `pathname:///${reference.documentPath}`;
  if (part === 'document') {
    return (
      <ul>
        <li>
          The document: <Link to={documentUrl}>{reference.documentPath.split('/').pop()}</Link> (YAML, as this site serves it at{' '}
          <code>/{reference.documentPath}</code>)
        </li>
        <li>
          Read from the npm package <code>{reference.packageName}</code>
          {reference.documentVersion !== reference.docsVersion && `, the package of FDC3 ${reference.documentVersion}`}
        </li>
        <li>
          Its title: <q>{reference.title}</q>; its own version field: <code>{reference.infoVersion || '(none)'}</code>
        </li>
        <li>
          OpenAPI version <code>{reference.openapi}</code>; {reference.endpoints.length} operations and {reference.schemas.length} schemas
        </li>
      </ul>
    );
  }
  if (part === 'endpoints') return reference.endpoints.map((endpoint) => <EndpointSection key={endpoint.anchor} endpoint={endpoint} />);
  const uses = usage(reference);
  return reference.schemas.map((schema) => <SchemaSection key={schema.anchor} schema={schema} usedBy={uses.get(schema.name) ?? []} />);
}
