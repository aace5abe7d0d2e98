import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Rows a statement inserts at most: well under both databases' limits on bound values (SQLite 32,766; PostgreSQL 65,535). */
export const BULK_CHUNK = 1_000;

export interface BulkOptions {
  /** Rows a statement; `BULK_CHUNK` by default (a row of more than 30 columns wants fewer). */
  chunk?: number;
  /** Told after each statement how many rows are in so far. */
  onProgress?: (done: number) => void;
  /**
   * The column a unique index holds (a code): a row that clashes is left out
   * (`on conflict do nothing`) and not counted, and `bulkInsert` answers how
   * many went in, for the caller to make the rest anew.
   */
  skipDuplicates?: string;
}

/**
 * Inserts `rows` a chunk at a time, one multi-row statement each, in `db`
 * (the caller's transaction, for all or none): 100,000 rows are 100
 * statements, not 100,000 round trips. Between statements it yields to the
 * event loop, so a long batch on SQLite (synchronous) does not hold every
 * other request up. Answers how many rows went in.
 */
export async function bulkInsert<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: BulkOptions = {},
): Promise<number> {
  const size = options.chunk ?? BULK_CHUNK;
  let done = 0;
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    // The table is a parameter: the statement is built untyped, the rows' type holds at the edge.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let q = (db as unknown as Kysely<any>).insertInto(table).values(chunk as never);
    if (options.skipDuplicates) {
      const column = options.skipDuplicates;
      q = q.onConflict((oc) => oc.column(column).doNothing());
      const result = await q.executeTakeFirst();
      done += Number(result.numInsertedOrUpdatedRows ?? 0n);
    } else {
      await q.execute();
      done += chunk.length;
    }
    options.onProgress?.(done);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return done;
}
