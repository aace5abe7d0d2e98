import { Readable } from 'node:stream';
import { uploadNameSchema } from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EntityInfo } from '../lib/crud.js';
import { hashToken } from '../lib/tokens.js';
import { insertUpload } from '../modules/uploads/uploads.repository.js';

/**
 * Valid request bodies for any entity the kit registered, made from what its
 * contract declares once: the create schema's first example (`.meta({
 * examples })`, which the OpenAPI document shows too). The suites that go over
 * every entity (audit coverage, the contract run) use these, so a new entity
 * is covered by them without a line there.
 *
 * - A field `<x>_id` or `<x>_ids` that holds ids names the entity whose item
 *   is called `<X>` (`stage_id` → `Stage`, `/stages`); `reference` answers an
 *   id of it (a row made for the purpose, or one that exists).
 * - Every text field is made unique for the run (a code, a name, a phone, an
 *   email), keeping what the schema accepts; where a change would not pass,
 *   the example's value stays.
 * - A field whose example is an upload's name (`3f2a….png`) gets a new
 *   upload of that kind that no record owns yet (a course's image).
 */

/** An entity the kit registered, by the name its item has in the document. */
export function entityNamed(app: FastifyInstance, one: string): EntityInfo | undefined {
  return app.entities.find((e) => e.one === one);
}

/** The entity a field `stage_id` / `class_ids` refers to, if it is one of the kit's. */
export function referencedEntity(app: FastifyInstance, field: string): EntityInfo | undefined {
  const stem = /^(.+?)_ids?$/.exec(field)?.[1];
  if (!stem) return undefined;
  return entityNamed(
    app,
    stem
      .split('_')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(''),
  );
}

/** The first example a schema's metadata gives. */
export function exampleOf(schema: z.ZodType | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const examples = z.globalRegistry.get(schema)?.examples as unknown;
  const first = Array.isArray(examples) ? (examples[0] as unknown) : undefined;
  return first && typeof first === 'object' ? { ...(first as Record<string, unknown>) } : undefined;
}

let counter = (process.pid % 997) * 10_000;

/** `value` made unique for this run, as a text of its kind (phone, email, date, code, name). */
function varied(value: string, n: number): string {
  if (/^01\d{9}$/.test(value)) return `01${String(n).padStart(9, '0').slice(-9)}`;
  if (/^[^@\s]+@[^@\s]+$/.test(value)) return value.replace('@', `.${n}@`);
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  return /\s/.test(value) || /[^\x20-\x7e]/.test(value) ? `${value} ${n}` : `${value}${n}`;
}

/** Each text field of `body` made unique where the schema still takes it. */
function unique(schema: z.ZodType, body: Record<string, unknown>): Record<string, unknown> {
  counter += 1;
  const out = { ...body };
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const candidate = { ...out, [field]: varied(value, counter) };
    if (schema.safeParse(candidate).success) out[field] = candidate[field];
  }
  return out;
}

/**
 * Answers an id of `entity` for a body to name. `made` holds what this body
 * already refers to, by item name: a record made for it names those too
 * (a curriculum's subject is made in the curriculum's class).
 */
export type Reference = (entity: EntityInfo, made: Map<string, number>) => Promise<number>;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The user a request's headers sign in as (a session's bearer token), if any. */
async function userOf(app: FastifyInstance, headers: Record<string, string> | undefined): Promise<number | null> {
  const token = /^Bearer (.+)$/.exec(headers?.authorization ?? '')?.[1];
  if (!token) return null;
  const session = await app.db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return session?.user_id ?? null;
}

/**
 * A new upload no record owns, of the kind the example's name ends in (an image: only these are
 * sampled), uploaded by whom `writer` signs in as: a write takes only its writer's own upload.
 */
async function freshUpload(app: FastifyInstance, example: string, writer?: Record<string, string>): Promise<string> {
  const ext = example.slice(example.lastIndexOf('.') + 1);
  const type = { png: 'image/png' }[ext];
  if (!type) throw new Error(`samples: no sample file for an upload ending in .${ext}`);
  const stored = await app.storage.put(Readable.from([PNG]), { extension: ext });
  await insertUpload(app.db, {
    name: stored.name,
    kind: 'image',
    content_type: type,
    size: stored.size,
    user_id: await userOf(app, writer),
    api_key_id: null,
    created_at: new Date().toISOString(),
    owner_entity: null,
    owner_id: null,
  });
  return stored.name;
}

/** A valid create body of `entity`, or undefined when its contract gives no example. */
export async function sampleCreate(
  app: FastifyInstance,
  entity: EntityInfo,
  reference: Reference,
  made = new Map<string, number>(),
  /** The headers the body is sent with: whose upload a file it names is. */
  writer?: Record<string, string>,
): Promise<Record<string, unknown> | undefined> {
  const example = exampleOf(entity.create);
  if (!example || !entity.create) return undefined;
  for (const [field, value] of Object.entries(example)) {
    if (typeof value === 'string' && uploadNameSchema.safeParse(value).success) {
      example[field] = await freshUpload(app, value, writer);
      continue;
    }
    const target = referencedEntity(app, field);
    if (!target || (typeof value !== 'number' && !(Array.isArray(value) && value.length))) continue;
    let id = made.get(target.one);
    if (id === undefined) made.set(target.one, (id = await reference(target, made)));
    example[field] = typeof value === 'number' ? id : [id];
  }
  const body = unique(entity.create, example);
  const checked = entity.create.safeParse(body);
  if (!checked.success) {
    throw new Error(`${entity.path}: the create example does not pass its schema: ${checked.error.message}`);
  }
  return body;
}

/**
 * A valid change of `entity`: the text fields of a fresh create body that
 * its update schema takes, or undefined when it has no update or no example.
 */
export async function sampleUpdate(
  app: FastifyInstance,
  entity: EntityInfo,
  reference: Reference,
  writer?: Record<string, string>,
): Promise<Record<string, unknown> | undefined> {
  const update = entity.update;
  if (!update) return undefined;
  const body = await sampleCreate(app, entity, reference, new Map(), writer);
  if (!body) return undefined;
  const change = Object.fromEntries(
    Object.entries(body).filter(([field, value]) => {
      if (typeof value !== 'string' || /password/.test(field)) return false;
      return update.safeParse({ [field]: value }).success;
    }),
  );
  return Object.keys(change).length ? change : undefined;
}

/**
 * Makes records through the API as `headers` (an admin), each from its
 * contract's example, its references made first the same way.
 */
export function maker(app: FastifyInstance, headers: Record<string, string>) {
  const make = async (entity: EntityInfo, made = new Map<string, number>()): Promise<number> => {
    const body = await sampleCreate(app, entity, make, new Map(made), headers);
    if (!body) throw new Error(`${entity.path}: its create schema gives no example to make one from`);
    const res = await app.inject({ method: 'POST', url: `/api/v1${entity.path}`, headers, payload: body });
    if (res.statusCode !== 201) throw new Error(`POST ${entity.path} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { id: number }).id;
  };
  return make;
}
