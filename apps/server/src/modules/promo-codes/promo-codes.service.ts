import {
  promoCodeStateOf,
  type FieldError,
  type PromoCode,
  type PromoCodeListQuery,
  type PromoCodeState,
  type PromoCodeUpdate,
} from '@dashboard/contracts';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { constant, isPostgres, type ListQuery } from '../../lib/list.js';
import { tableEntity } from '../../lib/table-entity.js';
import { cairoToday } from '../../lib/today.js';
import { transaction } from '../../lib/transaction.js';
import type { PromoCodesTable } from './promo-codes.tables.js';

type Row = Selectable<PromoCodesTable>;

export const toPromoCode = (row: Row, day = cairoToday()): PromoCode => ({
  id: row.id,
  code: row.code,
  duration_days: row.duration_days,
  uses_limit: row.uses_limit,
  used_count: row.used_count,
  uses_left: row.uses_limit - row.used_count,
  discount_percent: row.discount_percent,
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  state: promoCodeStateOf(row, day),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

type Filters = Pick<PromoCodeListQuery, 'state'>;

/**
 * The list's rows in a state on today's date, written into the SQL
 * (`constant`): each condition starts from a date index. Scheduled and
 * expired are a range of `starts_on` and of `ends_on`; active and used up are
 * the codes within their dates (from `ends_on >= today`, the few not yet
 * over), told apart by their uses.
 */
function inState(db: Kysely<Database>, f: Filters): ListQuery {
  const q = db.selectFrom('promo_codes');
  if (!f.state) return q as ListQuery;
  const day = constant(cairoToday());
  if (f.state === 'scheduled') return q.where('promo_codes.starts_on', '>', day) as ListQuery;
  if (f.state === 'expired') return q.where('promo_codes.ends_on', '<', day) as ListQuery;
  const within = q.where('promo_codes.ends_on', '>=', day).where('promo_codes.starts_on', '<=', day);
  const uses = sql<SqlBool>`${sql.ref('promo_codes.used_count')} ${sql.raw(f.state === 'used_up' ? '>=' : '<')} ${sql.ref('promo_codes.uses_limit')}`;
  return within.where(uses) as ListQuery;
}

/** The rules across fields, on the record as it will be stored (a create's input, or an update over its row). */
function check(record: { starts_on: string; ends_on: string; uses_limit: number; used_count?: number }): FieldError[] {
  const faults: FieldError[] = [];
  if (record.ends_on < record.starts_on) faults.push({ path: 'ends_on', code: 'promo_code.ends_before_start' });
  if (record.used_count !== undefined && record.uses_limit < record.used_count)
    faults.push({ path: 'uses_limit', code: 'promo_code.limit_below_used' });
  return faults;
}

/** Promo codes: one table (docs/promo-codes.md). */
const entity = tableEntity({
  table: 'promo_codes',
  rows: (db) => db.selectFrom('promo_codes').selectAll('promo_codes'),
  toItem: (row: Row) => toPromoCode(row),
  from: inState,
  sort: {
    code: 'promo_codes.code',
    starts_on: 'promo_codes.starts_on',
    ends_on: 'promo_codes.ends_on',
    discount_percent: 'promo_codes.discount_percent',
    used_count: 'promo_codes.used_count',
    created_at: 'promo_codes.created_at',
  },
  search: ['code'],
  // Stored upper-case (the contract upper-cases what is typed), so the same code in another case clashes.
  unique: { fields: { code: 'promo_code.code_taken' } },
  check,
  // A code a subscription used stays: the subscription's discount names it.
  inUse: { code: 'promo_code.in_use', when: (_db, item) => item.used_count > 0 },
});

/**
 * Runs a change or a deletion with the code's row locked first on
 * PostgreSQL (SQLite writes one transaction at a time anyway): a use taken at
 * the same moment waits for it, so a lower limit is checked against every use
 * already taken, and a code is not deleted as a use takes it.
 */
function locked<T>(db: Kysely<Database>, id: number, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return transaction(db, async (trx) => {
    if (isPostgres(trx)) await trx.selectFrom('promo_codes').select('id').where('id', '=', id).forUpdate().execute();
    return work(trx);
  });
}

/**
 * A code a subscription used keeps its name: subscriptions and payments name their discount by
 * it, and the payments report would show one code under two. 409 `promo_code.rename_used` on
 * `code`; the same code again (in any case) is no rename. Read under the change's lock, so a use
 * taken at that moment is counted.
 */
async function assertNotRenamingUsed(db: Kysely<Database>, id: number, input: PromoCodeUpdate) {
  if (input.code === undefined) return;
  const row = await db.selectFrom('promo_codes').select(['code', 'used_count']).where('id', '=', id).executeTakeFirst();
  if (row && row.used_count > 0 && row.code !== input.code) {
    throw AppError.field(409, 'code', 'promo_code.rename_used');
  }
}

export const promoCodes = {
  list: entity.list,
  exportRows: entity.exportRows,
  get: entity.get,
  create: entity.create,
  update: (db: Kysely<Database>, id: number, input: PromoCodeUpdate) =>
    locked(db, id, async (trx) => {
      await assertNotRenamingUsed(trx, id, input);
      return entity.update(trx, id, input);
    }),
  remove: (db: Kysely<Database>, id: number) => locked(db, id, (trx) => entity.remove(trx, id)),
};

/**
 * Takes one use of `code` (any case) on `today` (YYYY-MM-DD in Cairo) for a
 * subscription, and answers the code as it is after the use. For the
 * subscriptions feature to call inside its own transaction; it has no route
 * and no audit row of its own (the subscription's write has them).
 *
 * One conditional update does it: it counts the use only while the code is
 * within its dates and below its limit, so however many uses arrive at once,
 * `used_count` never passes `uses_limit` (PostgreSQL re-checks the condition
 * on the row a concurrent use just changed; SQLite writes one at a time).
 *
 * Refusals: an unknown code is 400 `promo_code.unknown` on `promo_code` (it
 * is what the student typed, a field of the subscription's request); a
 * known one not active is 409 `promo_code.not_usable` on `promo_code`, its
 * `params.state` saying why (`scheduled`, `used_up`, `expired`).
 */
export async function usePromoCode(db: Kysely<Database>, code: string, today = cairoToday()): Promise<PromoCode> {
  const wanted = code.trim().toUpperCase();
  let state: PromoCodeState = 'active';
  // A second try only when the code was active by the time it was read again (changed in between).
  for (let attempt = 0; attempt < 2 && state === 'active'; attempt++) {
    const used = await db
      .updateTable('promo_codes')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('code', '=', wanted)
      .where((eb) => eb('used_count', '<', eb.ref('uses_limit')))
      .where('starts_on', '<=', today)
      .where('ends_on', '>=', today)
      .returningAll()
      .executeTakeFirst();
    if (used) return toPromoCode(used, today);
    const row = await db.selectFrom('promo_codes').selectAll().where('code', '=', wanted).executeTakeFirst();
    if (!row) throw AppError.field(400, 'promo_code', 'promo_code.unknown');
    state = promoCodeStateOf(row, today);
  }
  throw new AppError(409, 'promo_code.not_usable', [
    { path: 'promo_code', code: 'promo_code.not_usable', params: { state } },
  ]);
}
