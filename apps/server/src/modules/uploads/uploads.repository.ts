import type { UploadKind } from '@dashboard/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { UploadsTable } from './uploads.tables.js';

export type UploadRow = Selectable<UploadsTable>;

/** The record a file belongs to. */
export interface UploadOwner {
  /** The entity as the API path names it (`courses`), or `users` for a user's photo. */
  entity: string;
  id: number;
}

export async function insertUpload(db: Kysely<Database>, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Kysely<Database>, name: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Who uploaded a file: a user, or an API key. */
export type Uploader = { user_id: number } | { api_key_id: number };

/**
 * Gives the file to `owner` when it is of one of `kinds` and is this record's already, or is owned
 * by no record and was uploaded by `by`: one conditional update, so two writes at once cannot both
 * take it. Answers whether it did.
 */
export async function claimUpload(
  db: Kysely<Database>,
  name: string,
  owner: UploadOwner,
  kinds: readonly UploadKind[],
  by: Uploader,
): Promise<boolean> {
  const result = await db
    .updateTable('uploads')
    .set({ owner_entity: owner.entity, owner_id: owner.id })
    .where('name', '=', name)
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('owner_entity', 'is', null),
          'user_id' in by ? eb('user_id', '=', by.user_id) : eb('api_key_id', '=', by.api_key_id),
        ]),
        eb.and([eb('owner_entity', '=', owner.entity), eb('owner_id', '=', owner.id)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the rows of the files `owner` owns (those of `names`, or all); answers the names deleted. */
export async function deleteOwned(
  db: Kysely<Database>,
  owner: UploadOwner,
  names?: readonly string[],
): Promise<string[]> {
  if (names && !names.length) return [];
  let query = db.deleteFrom('uploads').where('owner_entity', '=', owner.entity).where('owner_id', '=', owner.id);
  if (names) query = query.where('name', 'in', names);
  const rows = await query.returning('name').execute();
  return rows.map((r) => r.name);
}

/** Leaves the files of `owner` (those of `names`, or all) owned by no record; the sweep takes them later. */
export async function disownAll(db: Kysely<Database>, owner: UploadOwner, names?: readonly string[]): Promise<void> {
  if (names && !names.length) return;
  let query = db
    .updateTable('uploads')
    .set({ owner_entity: null, owner_id: null })
    .where('owner_entity', '=', owner.entity)
    .where('owner_id', '=', owner.id);
  if (names) query = query.where('name', 'in', names);
  await query.execute();
}

/** Up to `limit` names of files no record owns that were stored before `before`, oldest first. */
export async function unattachedBefore(db: Kysely<Database>, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('owner_entity', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.name);
}

/** Deletes the row of a file no record owns; answers whether it did (a write may have attached it since). */
export async function deleteUnattached(db: Kysely<Database>, name: string): Promise<boolean> {
  const result = await db
    .deleteFrom('uploads')
    .where('name', '=', name)
    .where('owner_entity', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Which of `names` have a row. */
export async function recordedNames(db: Kysely<Database>, names: readonly string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db.selectFrom('uploads').select('name').where('name', 'in', names).execute();
  return new Set(rows.map((r) => r.name));
}

/** Users whose `photo` names a file with no row: photos uploaded before the table existed. */
export async function unrecordedPhotos(db: Kysely<Database>): Promise<{ id: number; photo: string }[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('uploads', 'uploads.name', 'users.photo')
    .select(['users.id', 'users.photo'])
    .where('users.photo', 'is not', null)
    .where('uploads.name', 'is', null)
    .orderBy('users.id')
    .execute();
  return rows.filter((r): r is { id: number; photo: string } => r.photo !== null);
}
