import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Schema = Record<string, unknown>;
type Media = Record<string, { schema?: Schema }>;

/** One operation of the document, as the contract test walks them. */
export interface Operation {
  operationId: string;
  method: string;
  /** The document's path, `{id}` and all. */
  path: string;
  responses: Record<string, { description: string; content?: Media }>;
  requestBody?: { content: Media };
  /** The first example of the request body's schema, if it has one. */
  requestBodyExample?: unknown;
}

const BASE = 'https://dashboard.test/openapi.json';
const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** The media type of a `Content-Type` header, without parameters. */
const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/**
 * The served OpenAPI document, and a check of an answer against it: the
 * status is one the operation lists, the media type one that status lists
 * (no body where it lists none), and a JSON body validates against the
 * schema with ajv, JSON Schema 2020-12 (OpenAPI 3.1's dialect) with formats.
 */
export async function loadDocument(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
    components: { schemas: Record<string, Schema> };
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // `binary` says what a body is (bytes); it constrains nothing.
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: BASE, components: doc.components });
  const absolute = (schema: Schema): Schema =>
    JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? BASE + value : value,
    ) as Schema;

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const ref = typeof bodySchema?.$ref === 'string' ? bodySchema.$ref.split('/').pop()! : undefined;
      const examples = (ref ? doc.components.schemas[ref] : bodySchema)?.examples;
      operations.push({
        ...op,
        // A missing id fails the lint test; here the operation still needs a name.
        operationId: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        requestBodyExample: Array.isArray(examples) ? examples[0] : undefined,
      });
    }
  }

  const validators = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let v = validators.get(schema);
    if (!v) validators.set(schema, (v = ajv.compile(absolute(schema))));
    return v;
  };

  /** What differs between `res` and the document; nothing when the answer conforms. */
  function check(op: Operation, res: LightMyRequestResponse, { headOnly = false } = {}): string[] {
    const documented = op.responses[String(res.statusCode)];
    const head = `${res.statusCode} ${mediaType(res.headers['content-type']) || '(no type)'}`;
    if (!documented) return [`${head}: status not documented (${Object.keys(op.responses).join(', ')})`];
    const content = documented.content;
    const type = mediaType(res.headers['content-type']);
    if (!content) {
      return !headOnly && res.rawPayload.length > 0 ? [`${head}: a body where the document lists none`] : [];
    }
    const media = content[type];
    if (!media) return [`${head}: media type not documented (${Object.keys(content).join(', ')})`];
    if (headOnly || !media.schema) return [];
    let body: unknown = res.body;
    if (isJson(type)) {
      try {
        body = JSON.parse(res.body);
      } catch {
        return [`${head}: not JSON: ${res.body.slice(0, 80)}`];
      }
    } else if (media.schema.format === 'binary') {
      return res.rawPayload.length > 0 ? [] : [`${head}: an empty file`];
    }
    const validate = validatorOf(media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${head}: body${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)} in ${res.body.slice(0, 120)}`,
    );
  }

  return { operations, check };
}
