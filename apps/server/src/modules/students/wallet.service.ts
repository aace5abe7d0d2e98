import type { Wallet, WalletMove, WalletMoveKind, WalletQuery } from '@dashboard/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../plugins/auth.js';
import { contentColumns } from '../subscriptions/subscriptions.repository.js';
import type { WalletMovesTable } from './students.tables.js';

/**
 * A student's wallet: money in integer piastres, a balance that changes only
 * with a row of its append-only ledger written in the same statement's
 * transaction as its cause (a manual move, a code redeemed, a renewal paid),
 * and never goes below 0. Every module that moves a student's money calls
 * `moveWallet`, inside the transaction of its cause.
 */

type MoveRow = Pick<
  WalletMovesTable,
  | 'student_id'
  | 'amount'
  | 'balance_after'
  | 'kind'
  | 'reason'
  | 'actor_kind'
  | 'actor_id'
  | 'actor_name'
  | 'created_at'
> & { id: number };

function toMove(row: MoveRow, subscription: WalletMove['subscription'] = null): WalletMove {
  return {
    id: row.id,
    student_id: row.student_id,
    amount: Number(row.amount),
    balance_after: Number(row.balance_after),
    kind: row.kind,
    reason: row.reason,
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    subscription,
    created_at: row.created_at,
  };
}

/**
 * What each of `moves` that paid for a subscription paid for, by the move's id: the payment that
 * names the move, its subscription and its content's name. Read by the student's payments (an
 * index), a few rows whatever the size of the tables.
 */
async function paidFor(db: Kysely<Database>, studentId: number, moves: number[]) {
  const found = new Map<number, NonNullable<WalletMove['subscription']>>();
  if (!moves.length) return found;
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .leftJoin('curricula as cu', 'cu.id', 's.curriculum_id')
    .leftJoin('courses as co', 'co.id', 's.course_id')
    .select(['p.wallet_move_id', 's.id', ...contentColumns('s')])
    .where('p.student_id', '=', studentId)
    .where('p.wallet_move_id', 'in', moves)
    .execute();
  for (const r of rows) {
    found.set(Number(r.wallet_move_id), {
      id: r.id,
      content: { name_ar: r.content_name_ar, name_en: r.content_name_en },
    });
  }
  return found;
}

export interface WalletMoveInput {
  studentId: number;
  /** Piastres: above 0 a credit, below 0 a debit; never 0. */
  amount: number;
  kind: WalletMoveKind;
  reason: string | null;
  /** When it happened: now, unless the demo seed writes a past move. */
  at?: string;
}

/**
 * Moves `amount` piastres into (or out of) the student's wallet and appends
 * its ledger row, in `db`'s transaction (call it inside one). The balance
 * changes in one conditional statement, so two moves at once cannot both
 * spend the same piastres: a debit past the balance is 409
 * `wallet.insufficient_funds` and changes nothing; no such student is 404.
 */
export async function moveWallet(db: Kysely<Database>, move: WalletMoveInput, by: Principal): Promise<WalletMove> {
  if (!db.isTransaction) throw new Error('moveWallet: call it inside the transaction of its cause');
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) throw new Error('moveWallet: a whole, non-zero amount');
  const changed = await db
    .updateTable('students')
    .set({ wallet_balance: sql<number>`wallet_balance + ${move.amount}` })
    .where('id', '=', move.studentId)
    .where(sql<number>`wallet_balance + ${move.amount}`, '>=', 0)
    .returning('wallet_balance')
    .executeTakeFirst();
  if (!changed) {
    const student = await db.selectFrom('students').select('id').where('id', '=', move.studentId).executeTakeFirst();
    throw student ? new AppError(409, 'wallet.insufficient_funds') : new AppError(404, 'resource.not_found');
  }
  const row = {
    student_id: move.studentId,
    amount: move.amount,
    balance_after: Number(changed.wallet_balance),
    kind: move.kind,
    reason: move.reason,
    actor_kind: by.kind === 'service' ? ('key' as const) : ('user' as const),
    actor_id: by.id,
    actor_name: by.name,
    created_at: move.at ?? new Date().toISOString(),
  };
  const { id } = await db.insertInto('wallet_moves').values(row).returning('id').executeTakeFirstOrThrow();
  return toMove({ id, ...row });
}

/** The student's balance and a page of the ledger, newest first (404 when there is no such student). */
export async function readWallet(db: Kysely<Database>, studentId: number, query: WalletQuery): Promise<Wallet> {
  const student = await db
    .selectFrom('students')
    .select('wallet_balance')
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) throw new AppError(404, 'resource.not_found');
  let q = db
    .selectFrom('wallet_moves')
    .select([
      'id',
      'student_id',
      'amount',
      'balance_after',
      'kind',
      'reason',
      'actor_kind',
      'actor_id',
      'actor_name',
      'created_at',
    ])
    .where('student_id', '=', studentId);
  if (query.kind) q = q.where('kind', '=', query.kind);
  if (query.after !== undefined) q = q.where('id', '<', query.after);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(query.pageSize + 1)
    .execute();
  const shown = rows.slice(0, query.pageSize);
  const paid = await paidFor(
    db,
    studentId,
    shown.filter((r) => r.kind === 'subscription').map((r) => r.id),
  );
  const page = shown.map((r) => toMove(r, paid.get(r.id) ?? null));
  return {
    student_id: studentId,
    balance: Number(student.wallet_balance),
    moves: page,
    nextCursor: rows.length > query.pageSize ? String(page.at(-1)!.id) : null,
  };
}
