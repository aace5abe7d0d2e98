import type { Readable } from 'node:stream';
import { apiPermissions, isPermission, listResponse, problemSchema } from '@dashboard/contracts';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * What the OpenAPI document says of every operation, derived from the route
 * itself so that a route added later is documented with nothing to remember:
 * the problem answers it can give (from its permission, its method and its
 * path), each as `application/problem+json`; `security: []` when it is
 * public; and a description and media type for its success answer. A route
 * names only what is particular to it: its `operationId`, its success
 * answer and the problems of its own rules (409, or a sign-in's 401).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The document's tags with what each groups, in the order modules declared them (`apiTag`). */
    apiTags: { name: string; description: string }[];
  }
}

/**
 * Declares an OpenAPI tag with the sentence that says what it groups, once a
 * module (a second declaration of the same tag is ignored); answers the name
 * for the routes' `tags`. A route's tag nobody declared fails the lint test.
 */
export function apiTag(app: FastifyInstance, name: string, description: string): string {
  if (!app.apiTags.some((t) => t.name === name)) app.apiTags.push({ name, description });
  return name;
}

/** The media type of every error answer. */
export const PROBLEM_TYPE = 'application/problem+json';

/** The problem statuses the API answers, and what each means. */
export const problemStatuses = {
  400: 'The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why.',
  401: 'No valid credentials: the bearer token or API key is missing, wrong, expired or revoked.',
  403: 'The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it).',
  404: 'Nothing is stored at this id.',
  409: 'The change clashes with what is stored: a value that must be unique is already used, or the item is still in use. `code` says which.',
  413: 'The request body is larger than the server accepts.',
  415: 'The body is not of a media type this operation takes.',
  416: 'The range asked for (`Range`) lies outside the file.',
  429: 'Too many requests: wait the seconds `Retry-After` says, then try again.',
  431: 'The request line (a long query string) or the headers are larger than the server reads.',
  503: 'The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds.',
} as const;
export type ProblemStatus = keyof typeof problemStatuses;

/** One problem answer of the document, with its meaning (or `description`, for a route's own rule). */
export function problem(status: ProblemStatus, description: string = problemStatuses[status]) {
  return { description, content: { [PROBLEM_TYPE]: { schema: problemSchema } } };
}

/** A success answer with a body: the schema under its media type, and what the body is. */
export function answer<S extends z.ZodType>(description: string, schema: S, mediaType = 'application/json') {
  return { description, content: { [mediaType]: { schema } } };
}

/** An answer with no body (204): what happened. */
export function noContent(description: string) {
  return z.null().describe(description);
}

/** Methods whose requests Fastify reads a body for: a body may be too large (413) or of a wrong type (415). */
export const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The problem statuses every operation can answer, whatever it does:
 * - 400: every operation refuses a parameter it does not take (each query string is strict);
 * - 401 and 403: every operation that is not public (a key without the permission is a 403 too);
 * - 404: every operation with a path parameter (an id, a file name) that names nothing;
 * - 413 and 415: every operation whose method carries a body;
 * - 429: the rate limit counts every API request;
 * - 431: Node reads at most 16 KB of request line and headers, for any URL;
 * - 503: every operation reads or writes the database, which may not answer or may be busy.
 */
export function derivedProblems(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): ProblemStatus[] {
  const permission = (route.config as { permission?: unknown } | undefined)?.permission;
  const statuses: ProblemStatus[] = [400];
  if (isPermission(permission) && apiPermissions[permission] !== 'public') statuses.push(401, 403);
  if (route.url.includes('/:')) statuses.push(404);
  if (([] as string[]).concat(route.method).some((m) => bodyMethods.has(m))) statuses.push(413, 415);
  statuses.push(429, 431, 503);
  return statuses;
}

type Responses = Record<string, unknown>;

const isContent = (entry: unknown): entry is { content: object } =>
  typeof entry === 'object' && entry !== null && 'content' in entry && typeof entry.content === 'object';

/**
 * Completes an API route's documentation (an `onRoute` hook): the derived
 * problem answers are added, a bare `problemSchema` a route lists becomes a
 * problem answer with its meaning, a bare success schema gets a description
 * and `application/json`, and a public route says it needs no credentials.
 * Fastify registers HEAD beside GET with the same schema object, so this
 * only ever adds what is missing.
 */
export function documentOperation(route: RouteOptions): void {
  if (!route.url.startsWith('/api/v1')) return;
  const schema = (route.schema ??= {});
  const responses = (schema.response ??= {}) as Responses;
  for (const [status, entry] of Object.entries(responses)) {
    const code = Number(status);
    if (entry === problemSchema && code in problemStatuses) {
      responses[status] = problem(code as ProblemStatus);
    } else if (entry instanceof z.ZodType && !isContent(entry) && code < 300 && entry._zod.def.type !== 'null') {
      responses[status] = answer(z.globalRegistry.get(entry)?.description ?? 'OK', entry);
    }
  }
  for (const status of derivedProblems(route)) responses[status] ??= problem(status);
  const permission = (route.config as { permission?: unknown } | undefined)?.permission;
  if (isPermission(permission) && apiPermissions[permission] === 'public') schema.security ??= [];
}

/** `support-agents` → `SupportAgents`. */
const pascal = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** `SupportAgent` → `support agent`. */
const spaced = (name: string) => name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, ' ').toLowerCase();

/** Clones made by `named`, one per schema and id, so every app built in a process documents the same objects. */
const namedClones = new WeakMap<z.ZodType, Map<string, z.ZodType>>();

/**
 * `schema` as a named component of the document (`#/components/schemas/<id>`):
 * the schema itself when the contract already named it, else a clone with
 * the id (made once). A clone validates exactly as the schema does.
 */
export function named<S extends z.ZodType>(schema: S, id: string, meta: { description?: string } = {}): S {
  if (z.globalRegistry.get(schema)?.id) return schema;
  let byId = namedClones.get(schema);
  if (!byId) namedClones.set(schema, (byId = new Map()));
  let clone = byId.get(id);
  // What the contract said of it (its description, its examples) stays.
  if (!clone) byId.set(id, (clone = schema.meta({ ...z.globalRegistry.get(schema), ...meta, id })));
  return clone as S;
}

/**
 * An entity's names in the document, from its collection path and its item
 * schema: `/stages` and `Stage` give `listStages`, `exportStages`,
 * `getStage`, `createStage`, `updateStage`, `deleteStage` and the components
 * `Stage`, `StageList`, `StageCreate`, `StageUpdate`. The item's name is the
 * id its contract gives it (`.meta({ id: 'Stage' })`); without one, the
 * path's last word less a plural ending.
 */
export function entityNames(path: string, item: z.ZodType) {
  const collection = path.split('/').filter(Boolean).pop() ?? path;
  const many = pascal(collection);
  const one =
    z.globalRegistry.get(item)?.id ??
    many
      .replace(/ies$/, 'y')
      .replace(/(ss|x|ch|sh)es$/, '$1')
      .replace(/s$/, '');
  return {
    /** `Stage`: the item's component and the singular operations' noun. */
    one,
    /** `Stages`: the plural operations' noun. */
    many,
    /** `stage`, `support agent`: the item in a sentence. */
    oneWords: spaced(one),
    /** `stages`, `support agents`: the collection in a sentence. */
    manyWords: spaced(many),
  };
}

/** List answers made by `listEnvelope`, one per item schema. */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/** The list answer of `item` (`{ items, total, … }`) as the component `<Item>List`, made once per item. */
export function listEnvelope(item: z.ZodType, id: string, description: string): z.ZodType {
  let envelope = envelopes.get(item);
  if (!envelope) envelopes.set(item, (envelope = listResponse(item).meta({ id, description })));
  return envelope;
}

/** A body of bytes (an image, a spreadsheet), sent as a stream or a buffer: `format: binary` in the document. */
export function binary(description?: string) {
  return z
    .custom<Readable | Buffer>()
    .meta({ type: 'string', format: 'binary', ...(description ? { description } : {}) });
}

/**
 * A route's serializer compiled once from its answers' schemas by
 * fast-json-stringify (Fastify's own), for the lists: zod's serializer
 * encodes the whole page against the schema and then `JSON.stringify`s it,
 * about 220 µs for a page of 20 curricula against 70 µs here. It writes the
 * declared fields only, as zod's did; the schemas still document the answers,
 * and the contract test (`test/openapi-contract.test.ts`) checks every
 * answer against them.
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  return fastJson(fastUnions(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

const serializedAnswers = new WeakMap<object, { key: string; json: Buffer }>();

/**
 * The JSON `make` writes of `answer`, made once for a frozen answer and `key`
 * (what else the JSON holds): a list's page remembered whole (`keptListPage`)
 * is the same frozen object to everyone who asks until a write changes it,
 * so twenty people on the same page cost one serialization and one encoding
 * to bytes between them, not one each. Anything else is written afresh.
 */
export function serializedOnce(answer: object, key: string, make: () => string): Buffer {
  const known = serializedAnswers.get(answer);
  if (known?.key === key) return known.json;
  const json = Buffer.from(make());
  if (Object.isFrozen(answer)) serializedAnswers.set(answer, { key, json });
  return json;
}

/**
 * Sends `answer` as the route's 200 JSON answer (`whole` when the JSON holds
 * more: a list's page and size), written by the route's serializer once
 * while it is the same frozen object (`serializedOnce`, under `key`).
 */
export function sendJsonOnce(
  reply: FastifyReply,
  answer: object,
  key = '',
  whole: Record<string, unknown> = answer as Record<string, unknown>,
): FastifyReply {
  // The routes' `compiledSerializer` writes a string.
  const json = serializedOnce(answer, key, () => reply.serializeInput(whole, '200', 'application/json') as string);
  return reply.type('application/json; charset=utf-8').send(json);
}

type JsonSchema = Record<string, unknown>;

/**
 * A schema's unions as fast-json-stringify writes them fastest, the same
 * bytes. It picks the branch of a `oneOf` or `anyOf` by validating the value
 * against each in turn, every field and format of it (a question's dates, its
 * options): 12 % of the time of a page of questions. So
 * - a discriminated union (branches that each fix one property to a value of
 *   their own, as `z.discriminatedUnion` writes them) becomes `if`/`then`/`else`
 *   on that property, which is the same choice;
 * - a nullable value (`anyOf` of a plain schema and `null`, as `.nullable()`
 *   writes it) becomes that schema with `null` among its types, which is no
 *   choice at all (a page of 20 rows with a nullable object: 11 µs against 3).
 */
export function fastUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fastUnions);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = fastUnions(value);
  const nullable = nullableOf(out);
  if (nullable) return nullable;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = out[key] as JsonSchema[] | undefined;
    const tag = Array.isArray(branches) ? discriminatorOf(branches) : undefined;
    if (!branches || !tag) continue;
    delete out[key];
    const chain = branches.reduceRight<JsonSchema | undefined>(
      (rest, branch) =>
        rest
          ? {
              if: {
                type: 'object',
                properties: { [tag]: { const: ((branch.properties as JsonSchema)[tag] as JsonSchema).const } },
                required: [tag],
              },
              then: branch,
              else: rest,
            }
          : branch,
      undefined,
    );
    Object.assign(out, chain);
  }
  return out;
}

/** `anyOf: [S, { type: 'null' }]` (either way round) as S with `null` among its types, when S is one plain type. */
function nullableOf(node: JsonSchema): JsonSchema | undefined {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
  const other = (branches as JsonSchema[]).find((b) => !isNull(b));
  if (!other || !(branches as JsonSchema[]).some(isNull) || typeof other.type !== 'string' || other.type === 'null') {
    return undefined;
  }
  if (['anyOf', 'oneOf', 'allOf', 'if', '$ref', 'not', 'enum', 'const'].some((k) => k in other)) return undefined;
  const { anyOf: _, ...rest } = node;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/** The property every branch fixes to a value (`const`) of its own, if there is one. */
function discriminatorOf(branches: JsonSchema[]): string | undefined {
  if (branches.length < 2) return undefined;
  const constOf = (branch: JsonSchema, key: string) => {
    const property = (branch.properties as Record<string, JsonSchema> | undefined)?.[key];
    return property && 'const' in property ? JSON.stringify(property.const) : undefined;
  };
  const keys = Object.keys((branches[0]!.properties as JsonSchema | undefined) ?? {});
  return keys.find((key) => {
    const values = branches.map((b) => constOf(b, key));
    return values.every((v) => v !== undefined) && new Set(values).size === branches.length;
  });
}
