import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentOperation, PROBLEM_TYPE } from '../lib/openapi.js';

type Json = Record<string, unknown>;
type Document = Json & {
  paths?: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json> };
};

const SCHEMAS = '#/components/schemas/';

/** Every `$ref` to a component schema under `node`. */
function refsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const v of node) refsIn(v, found);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMAS)) found.add(v.slice(SCHEMAS.length));
      else refsIn(v, found);
    }
  }
  return found;
}

/** `node` with every `$ref` to a component renamed by `names`. */
function renameRefs<T>(node: T, names: Map<string, string>): T {
  return JSON.parse(JSON.stringify(node), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMAS) && names.has(value.slice(SCHEMAS.length))
      ? SCHEMAS + names.get(value.slice(SCHEMAS.length))
      : value,
  ) as T;
}

/**
 * The finished document, after fastify-type-provider-zod has put every named
 * zod schema in `components.schemas` twice (`X` as answers read it, `XInput`
 * as requests send it):
 * - only the components an operation reaches are kept;
 * - `XInput` is called `X` when `X` is not kept, or is the same schema;
 * - the tags operations use are declared, with their descriptions (`apiTag`);
 * - a 429 says when to try again (`Retry-After`).
 */
export function finishDocument(doc: Document, apiTags: readonly { name: string; description: string }[]): Document {
  const schemas = doc.components?.schemas ?? {};
  const reachable = refsIn(doc.paths, new Set());
  const queue = [...reachable];
  while (queue.length) {
    for (const id of refsIn(schemas[queue.pop()!], new Set())) {
      if (reachable.has(id)) continue;
      reachable.add(id);
      queue.push(id);
    }
  }
  const renames = new Map<string, string>();
  for (const id of reachable) {
    const base = id.endsWith('Input') ? id.slice(0, -'Input'.length) : null;
    if (base === null) continue;
    const same = JSON.stringify(schemas[base]) === JSON.stringify(schemas[id]);
    if (!reachable.has(base) || same) renames.set(id, base);
  }
  const kept: Record<string, Json> = {};
  for (const id of [...reachable].sort()) {
    const name = renames.get(id) ?? id;
    kept[name] ??= renameRefs(schemas[id]!, renames);
  }

  const paths = renameRefs(doc.paths ?? {}, renames);
  const used = new Set<string>();
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      optionalBody(operation.requestBody as RequestBody | undefined);
      for (const tag of (operation.tags as string[] | undefined) ?? []) used.add(tag);
      const tooMany = (operation.responses as Record<string, Json> | undefined)?.['429'];
      if (tooMany) tooMany.headers = { 'Retry-After': retryAfter };
    }
  }
  const tags = [
    ...apiTags.filter((t) => used.has(t.name)),
    ...[...used].filter((name) => !apiTags.some((t) => t.name === name)).map((name) => ({ name })),
  ];
  return { ...doc, tags, paths, components: { ...doc.components, schemas: kept } };
}

type RequestBody = { required?: boolean; content: Record<string, { schema?: Json }> };

/**
 * Fastify hands a route's validator a missing body as null, so a body schema
 * that takes null is how a route says its body may be left out (`logout`).
 * The document says so the OpenAPI way: the body is not required, and its
 * schema is the rest. A multipart body is read by the handler, not parsed
 * for the validator (which always sees null): there the null is dropped and
 * the body stays required.
 */
function optionalBody(body: RequestBody | undefined) {
  if (!body) return;
  for (const [type, media] of Object.entries(body.content)) {
    const anyOf = media.schema?.anyOf as Json[] | undefined;
    if (!anyOf?.some((s) => s.type === 'null')) continue;
    const rest = anyOf.filter((s) => s.type !== 'null');
    const { anyOf: _, ...others } = media.schema!;
    media.schema = rest.length === 1 ? { ...others, ...rest[0] } : { ...others, anyOf: rest };
    if (type !== 'multipart/form-data') body.required = false;
  }
}

/**
 * fastify-type-provider-zod's transform, keeping the `headers` an answer
 * given with its `content` declares (it drops them): each a JSON schema with
 * its description, `{ 'Content-Range': { type: 'string', description } }`,
 * which @fastify/swagger writes as the answer's header objects.
 */
const transformKeepingHeaders: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const given = (input.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  const made = (output.schema as { response?: Record<string, Json> } | undefined)?.response ?? {};
  for (const [status, answer] of Object.entries(given)) {
    const headers = answer && typeof answer === 'object' && 'content' in answer ? (answer as Json).headers : undefined;
    if (headers && made[status]) made[status].headers = headers;
  }
  return output;
};

const retryAfter = {
  description: 'Seconds to wait before the next request.',
  schema: { type: 'integer', minimum: 1 },
};

/** OpenAPI 3.1 generated from the routes' zod schemas: JSON at /api/docs/json, browsable at /api/docs. */
export default fp(
  async (app) => {
    // Each API route is completed before Fastify compiles it: the problem answers its permission,
    // method and path can give, and `security: []` when it is public.
    app.addHook('onRoute', documentOperation);
    // Filled by the modules as they register (`apiTag` in lib/openapi.ts), read when the document is made.
    app.decorate('apiTags', []);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Dashboard API',
          summary: 'The back office of an online-learning platform, in Arabic and English.',
          description:
            'Every request and answer is JSON unless an operation says otherwise. Errors are ' +
            `\`${PROBLEM_TYPE}\` (\`Problem\`): a stable \`code\` to translate, a \`message\` in the ` +
            'language `Accept-Language` asks for (Arabic or English), and `errors` naming each refused field. ' +
            'Sign in with `POST /api/v1/login-phone` and send the token as `Authorization: Bearer <token>`; ' +
            'a service sends its API key the same way, or as `X-API-Key`. ' +
            'Each operation names the permission it needs. Lists page by `page` or by the cursors each page answers; ' +
            'ids are decimal digits.',
          version: '1.0.0',
          contact: { name: 'Dashboard API maintainers' },
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [
          {
            url: '{origin}',
            description: 'The dashboard’s own origin: the API is served beside the web app, under /api/v1.',
            variables: {
              origin: {
                default: 'http://localhost:3000',
                description: 'Scheme, host and port of the dashboard (npm start listens on 3000).',
              },
            },
          },
        ],
        security: [{ bearerAuth: [] }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'A session token from `POST /api/v1/login-phone`, or an API key.',
            },
            apiKey: {
              type: 'apiKey',
              in: 'header',
              name: 'X-API-Key',
              description: 'An API key (`dsk_live_…`), for the operations a key can be given.',
            },
          },
        },
      },
      transform: transformKeepingHeaders,
      transformObject: (input) => finishDocument(jsonSchemaTransformObject(input) as Document, app.apiTags) as never,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
