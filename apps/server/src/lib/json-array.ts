import type { Kysely, RawBuilder, Simplify } from 'kysely';
import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import type { Database } from '../db/types.js';
import { isPostgres } from './list.js';

/**
 * A row's linked rows as one JSON array column, in the subquery's order
 * (Kysely's `jsonArrayFrom` for the database at hand): a list reads its rows
 * and their links in one statement instead of one more per kind of link.
 * Read the column with `fromJsonArray`.
 */
export function jsonArrayFrom<O>(db: Kysely<Database>, expr: Subquery<O>): RawBuilder<JsonArray<O>> {
  return (isPostgres(db) ? postgresArray(expr) : sqliteArray(expr)) as RawBuilder<JsonArray<O>>;
}

/** A select of any tables whose rows are `O`: what Kysely's helpers take. */
type Subquery<O> = Parameters<typeof sqliteArray<O>>[0];

/** PostgreSQL's driver answers the array; SQLite answers its JSON text. */
export type JsonArray<O> = Simplify<O>[] | string;

/** The rows of a `jsonArrayFrom` column. */
export function fromJsonArray<O>(value: JsonArray<O>): Simplify<O>[] {
  return typeof value === 'string' ? (JSON.parse(value) as Simplify<O>[]) : value;
}
