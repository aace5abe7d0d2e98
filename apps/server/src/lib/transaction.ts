import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isPostgres } from './list.js';
import { rememberedReadsOf, WriteLog } from './remembered-reads.js';

/** Work that must wait until a transaction has committed; it gets the database, not the finished transaction. */
export type AfterCommit = (db: Kysely<Database>) => unknown;

/** The work queued on each transaction `transaction()` opened, until it commits. */
const queues = new WeakMap<Kysely<Database>, AfterCommit[]>();

/**
 * Runs `fn` in one transaction and returns what it returns.
 *
 * Given the database, it opens a transaction, commits it when `fn` resolves
 * (rolls it back when `fn` throws) and then runs the work `afterCommit`
 * queued on it. Given a transaction (`db.isTransaction`), `fn` simply runs in
 * it: a service called from a kit write (`lib/crud.ts`), which is already
 * one transaction with its audit row, joins that transaction instead of
 * opening a second, so the change and its audit row commit or roll back
 * together. Kysely has no nested transactions; this is the one seam. When it
 * ends, the database's remembered reads (`lib/remembered-reads.ts`) of what
 * it wrote are dropped, so no read made while it was open is served after.
 */
export async function transaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  const queued: AfterCommit[] = [];
  const reads = rememberedReadsOf(db);
  const log = reads && new WriteLog(reads);
  let result: T;
  try {
    result = await db.transaction().execute(async (opened) => {
      const trx = log ? opened.withPlugin(log) : opened;
      queues.set(trx, queued);
      return fn(trx);
    });
  } finally {
    // What others read while it was open saw the rows before it: not to be remembered.
    if (log) reads.written(log.written);
  }
  for (const work of queued) await work(db);
  return result;
}

/**
 * Runs `work` once the transaction `db` has committed, and never if it rolls
 * back: deleting the file of a photo the change let go, ending the event
 * streams of sessions it revoked. Outside a transaction it runs at once.
 */
export async function afterCommit(db: Kysely<Database>, work: AfterCommit): Promise<void> {
  if (!db.isTransaction) {
    await work(db);
    return;
  }
  const queue = queues.get(db);
  if (!queue) throw new Error('afterCommit: open the transaction with transaction() from lib/transaction.ts');
  queue.push(work);
}

/**
 * Makes the other writers of the same `scope` wait until this transaction
 * ends: a check-then-write (no other class of this stage has the name) holds
 * while two requests run at once. On PostgreSQL it takes a transaction-level
 * advisory lock keyed on the name and the number (`pg_advisory_xact_lock`),
 * released at commit or rollback; SQLite runs one transaction at a time on
 * its one connection, so there it has nothing to do.
 */
export async function lockScope(trx: Kysely<Database>, name: string, key = 0): Promise<void> {
  if (!trx.isTransaction) throw new Error('lockScope: call it inside transaction()');
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}), ${key}::int)`.execute(trx);
}
