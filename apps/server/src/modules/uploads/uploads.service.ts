import { Readable } from 'node:stream';
import {
  megabytes,
  uploadNameSchema,
  type ErrorCode,
  type Upload,
  type UploadKind,
  type UploadType,
} from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditRequest } from '../../lib/audit.js';
import { sniff, SNIFF_BYTES } from '../../lib/file-kinds.js';
import type { Storage } from '../../lib/storage.js';
import { afterCommit, transaction } from '../../lib/transaction.js';
import type { Principal } from '../../plugins/auth.js';
import type { UploadOwnerReader } from '../../plugins/storage.js';
import * as repo from './uploads.repository.js';

export type { UploadOwner } from './uploads.repository.js';

/** The owner entity of a user's photo (a teacher's, a support agent's, an admin's): the user's row. */
export const USER_PHOTO_OWNER = 'users';

/** A user's photo as an owner: `{ entity: 'users', id }`. */
export const photoOwner = (userId: number): repo.UploadOwner => ({ entity: USER_PHOTO_OWNER, id: userId });

export function toUpload(row: Pick<repo.UploadRow, 'name' | 'size' | 'content_type' | 'kind'>): Upload {
  return {
    name: row.name,
    url: `/api/v1/uploads/${row.name}`,
    size: Number(row.size),
    type: row.content_type as UploadType,
    kind: row.kind,
  };
}

/** The stream of a request's file failed: a form cut short, a client gone. */
function unreadable(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return AppError.field(400, 'file', 'http.bad_request');
}

/**
 * Stores the file `source` streams (a multipart field) and records it, for
 * `request`'s principal, with its audit row. The kind is read from the first
 * bytes (`SNIFF_BYTES`), never the name or the type the client claims: none
 * of ours is 415 `upload.type`. The file goes to the store as it arrives, so
 * memory holds a chunk or two whatever its size; past its kind's limit the
 * stream is cut off there, the partial file deleted, and the answer is 413
 * `upload.size` naming the limit in MB. An empty file is 400 `upload.missing`.
 */
export async function receiveUpload(app: FastifyInstance, request: AuditRequest, source: Readable): Promise<Upload> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // Returning the iterator destroys the stream: the multipart parser stops reading the request.
  const close = async () => {
    await chunks.return?.().catch(() => undefined);
  };
  const read: Buffer[] = [];
  let readBytes = 0;
  let ended = false;
  try {
    while (readBytes < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      read.push(next.value);
      readBytes += next.value.length;
    }
  } catch (err) {
    await close();
    throw unreadable(err);
  }
  const head = Buffer.concat(read);
  if (!head.length) {
    await close();
    throw AppError.field(400, 'file', 'upload.missing');
  }
  const found = sniff(head.subarray(0, SNIFF_BYTES));
  if (!found) {
    await close();
    throw AppError.field(415, 'file', 'upload.type');
  }
  const max = app.uploadLimits[found.kind];
  const tooLarge = () => AppError.field(413, 'file', 'upload.size', { max: megabytes(max) });
  if (head.length > max) {
    await close();
    throw tooLarge();
  }

  async function* body() {
    let size = head.length;
    try {
      yield head;
      if (ended) return;
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await chunks.next();
        } catch (err) {
          throw unreadable(err);
        }
        if (next.done) return;
        size += next.value.length;
        if (size > max) throw tooLarge();
        yield next.value;
      }
    } finally {
      await close();
    }
  }

  const stored = await app.storage.put(Readable.from(body(), { objectMode: false }), { extension: found.ext });
  const upload = toUpload({ name: stored.name, size: stored.size, content_type: found.type, kind: found.kind });
  const principal = request.principal;
  try {
    await transaction(app.db, async (trx) => {
      await repo.insertUpload(trx, {
        name: stored.name,
        kind: found.kind,
        content_type: found.type,
        size: stored.size,
        user_id: principal?.kind === 'user' ? principal.id : null,
        api_key_id: principal?.kind === 'service' ? principal.id : null,
        created_at: new Date().toISOString(),
        owner_entity: null,
        owner_id: null,
      });
      await audit(trx, request, { action: 'create', entity: 'uploads', entityId: stored.name, after: upload });
    });
  } catch (err) {
    await app.storage.remove(stored.name);
    throw err;
  }
  return upload;
}

/** The code of a file of another kind than a field takes: the one kind it takes, or any of several. */
function wrongKind(kinds: readonly UploadKind[]): ErrorCode {
  return kinds.length === 1 ? (`upload.not_${kinds[0]!}` as const) : 'upload.wrong_kind';
}

/**
 * Gives an uploaded file to a record, in the record's write (pass its
 * transaction): `name` must be an upload of one of `kinds`, the record's
 * already or else owned by no record and uploaded by the writer (`by`: the
 * request's principal, an admin too), else 400 on `field` (`upload.missing`,
 * also for another's upload, which this writer may not even read;
 * `upload.not_image` …, `upload.in_use`) and the write rolls back. Null or
 * undefined (no file) does nothing. Attaching a file the record already owns
 * is no change.
 */
export async function attachUpload(
  db: Kysely<Database>,
  name: string | null | undefined,
  options: { entity: string; id: number; kinds: readonly UploadKind[]; field?: string; by: Principal | null },
): Promise<void> {
  if (name === null || name === undefined) return;
  const field = options.field ?? 'photo';
  if (!uploadNameSchema.safeParse(name).success) throw AppError.field(400, field, 'validation.invalid');
  if (!options.by) throw AppError.unauthenticated();
  const by: repo.Uploader = options.by.kind === 'user' ? { user_id: options.by.id } : { api_key_id: options.by.id };
  if (await repo.claimUpload(db, name, options, options.kinds, by)) return;
  const row = await repo.findUpload(db, name);
  const known =
    row !== undefined &&
    (row.owner_entity !== null || ('user_id' in by ? row.user_id === by.user_id : row.api_key_id === by.api_key_id));
  if (!row || !known) throw AppError.field(400, field, 'upload.missing');
  if (!options.kinds.includes(row.kind)) throw AppError.field(400, field, wrongKind(options.kinds));
  throw AppError.field(400, field, 'upload.in_use');
}

/**
 * Lets go of files a record owns (those named, or all of them when `names`
 * is left out: a deleted record's): their rows are deleted in the write's
 * transaction and their files once it commits, never on a rollback. A name
 * the record does not own is left alone.
 */
export async function releaseUploads(
  db: Kysely<Database>,
  storage: Storage,
  owner: repo.UploadOwner,
  names?: readonly (string | null | undefined)[],
): Promise<void> {
  const named = names?.filter((n): n is string => typeof n === 'string');
  const deleted = await repo.deleteOwned(db, owner, named);
  if (!deleted.length) return;
  await afterCommit(db, async () => {
    for (const name of deleted) await storage.remove(name);
  });
}

/**
 * Leaves files a record owns (those named, or all) owned by nothing; the
 * sweep deletes them once past their grace period. For a record that lets
 * go of a file another write may attach again soon.
 */
export async function detachUploads(
  db: Kysely<Database>,
  owner: repo.UploadOwner,
  names?: readonly (string | null | undefined)[],
): Promise<void> {
  await repo.disownAll(
    db,
    owner,
    names?.filter((n): n is string => typeof n === 'string'),
  );
}

/**
 * Says who may read the files records of `entity` own: `reader` answers
 * whether a principal may see the record `ownerId` (a teacher only his or
 * her own course …). Admins and a file's uploader may read it whatever the
 * reader says; a file of an entity nobody registered is theirs alone.
 */
export function registerUploadOwner(app: FastifyInstance, entity: string, reader: UploadOwnerReader): void {
  if (app.uploadOwners.has(entity)) throw new Error(`uploads: the owner entity ${entity} is registered twice`);
  app.uploadOwners.set(entity, reader);
}

async function mayRead(app: FastifyInstance, row: repo.UploadRow, principal: Principal): Promise<boolean> {
  if (principal.kind === 'user' && principal.role === 'admin') return true;
  if (principal.kind === 'user' ? row.user_id === principal.id : row.api_key_id === principal.id) return true;
  if (row.owner_entity === null || row.owner_id === null) return false;
  const reader = app.uploadOwners.get(row.owner_entity);
  return reader ? reader(app.db, row.owner_id, principal) : false;
}

/**
 * The row of the file `name` when `principal` may read it: 404 when there is
 * no such file, 403 `auth.not_owner` when the principal is neither an admin,
 * nor its uploader, nor allowed to see the record that owns it.
 */
export async function readableUpload(
  app: FastifyInstance,
  principal: Principal | null,
  name: string,
): Promise<repo.UploadRow> {
  if (!principal) throw AppError.unauthenticated();
  const row = await repo.findUpload(app.db, name);
  if (!row) throw new AppError(404, 'resource.not_found');
  if (!(await mayRead(app, row, principal))) throw new AppError(403, 'auth.not_owner');
  return row;
}

/** How long a file nothing references is kept: an upload is attached by the form that made it, minutes later. */
export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the server sweeps. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface SweepResult {
  /** Files no record owned, deleted with their rows. */
  unattached: number;
  /** Files on disk without a row. */
  unrecorded: number;
  /** Leftovers of uploads that never completed. */
  incomplete: number;
}

/**
 * Deletes what nothing references and is older than `graceMs` at `now`:
 * files no record owns (row and file; the row first, by a conditional delete,
 * so a write attaching the file at that moment keeps it), files in the store
 * with no row, and leftovers of incomplete uploads. The server runs it every
 * hour (`startUploadSweeper`); tests call it with a clock.
 */
export async function sweepUploads(
  db: Kysely<Database>,
  storage: Storage,
  { now = new Date(), graceMs = SWEEP_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<SweepResult> {
  const before = new Date(now.getTime() - graceMs);
  const result: SweepResult = { unattached: 0, unrecorded: 0, incomplete: 0 };
  const BATCH = 500;
  for (;;) {
    const names = await repo.unattachedBefore(db, before.toISOString(), BATCH);
    for (const name of names) {
      if (!(await repo.deleteUnattached(db, name))) continue;
      await storage.remove(name);
      result.unattached += 1;
    }
    if (names.length < BATCH) break;
  }
  let batch: { name: string; modifiedAt: Date }[] = [];
  const sweepBatch = async () => {
    const recorded = await repo.recordedNames(
      db,
      batch.map((f) => f.name),
    );
    for (const file of batch) {
      if (recorded.has(file.name) || file.modifiedAt >= before) continue;
      await storage.remove(file.name);
      result.unrecorded += 1;
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    batch.push(file);
    if (batch.length >= BATCH) await sweepBatch();
  }
  await sweepBatch();
  result.incomplete = await storage.removeIncomplete(before);
  return result;
}

/** Sweeps now and every `everyMs` until the answered function is called (which waits for a sweep under way). */
export function startUploadSweeper(app: FastifyInstance, everyMs = SWEEP_EVERY_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepUploads(app.db, app.storage)
      .then((swept) => {
        if (swept.unattached || swept.unrecorded || swept.incomplete) app.log.info({ swept }, 'uploads swept');
      })
      .catch((err: unknown) => app.log.error({ err }, 'the uploads sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Records the photos users show that were uploaded before files had rows
 * (their files are on disk, unknown to the table the sweep reads): each gets
 * its row, owned by the user, when its file is there and is an image. Runs
 * when the app starts; once every photo has its row it reads one query.
 */
export async function recordEarlierPhotos(db: Kysely<Database>, storage: Storage): Promise<number> {
  let recorded = 0;
  for (const { id, photo } of await repo.unrecordedPhotos(db)) {
    const file = await storage.stat(photo);
    if (!file) continue;
    const stream = await storage.open(photo, { start: 0, end: Math.min(file.size, SNIFF_BYTES) - 1 });
    if (!stream) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const found = sniff(Buffer.concat(chunks));
    if (found?.kind !== 'image') continue;
    const inserted = await db
      .insertInto('uploads')
      .values({
        name: photo,
        kind: 'image',
        content_type: found.type,
        size: file.size,
        user_id: null,
        api_key_id: null,
        created_at: file.modifiedAt.toISOString(),
        owner_entity: USER_PHOTO_OWNER,
        owner_id: id,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    recorded += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return recorded;
}
