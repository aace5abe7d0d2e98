import { randomBytes } from 'node:crypto';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  normalizeCode,
  printedCode,
  type Code,
  type CodeBatch,
  type CodeKind,
  type CodeListQuery,
  type CodeRedemption,
  type Subscription,
} from '@dashboard/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { bulkInsert } from '../../lib/bulk.js';
import { isPostgres, keptListPage, listSource, type ListQuery } from '../../lib/list.js';
import { cairoToday } from '../../lib/today.js';
import type { Principal } from '../../plugins/auth.js';
import { moveWallet } from '../students/wallet.service.js';
import { createSubscription } from '../subscriptions/subscriptions.service.js';

/**
 * Secret codes (docs/codes.md): made in batches, listed and exported for
 * printing, redeemed once.
 */

/**
 * `n` codes of `CODE_LENGTH` characters drawn from the operating system's
 * CSPRNG: each character is 5 random bits (the alphabet has 32 letters, so
 * every one is as likely), 60 bits a code. `random` is the byte source
 * (the CSPRNG; a test passes its own to see how bytes become letters).
 */
export function drawCodes(n: number, random: (size: number) => Uint8Array = randomBytes): string[] {
  const bytes = random(n * CODE_LENGTH);
  const codes = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    let code = '';
    for (let j = 0; j < CODE_LENGTH; j++) code += CODE_ALPHABET[bytes[i * CODE_LENGTH + j]! & 31];
    codes[i] = code;
  }
  return codes;
}

export interface BatchInput {
  kind: CodeKind;
  count: number;
  price: number;
  groupId: number | null;
}

/**
 * Makes a batch of codes in `db`'s transaction (all or none): the batch's
 * row, then the codes a thousand a statement (`bulkInsert`). A drawn code
 * that is already someone's (60 bits: almost never) is left out and drawn
 * again. `onProgress` hears how many are in after each statement.
 */
export async function makeBatch(
  db: Kysely<Database>,
  input: BatchInput,
  by: Principal,
  onProgress?: (done: number) => void,
): Promise<CodeBatch> {
  if (!db.isTransaction) throw new Error('makeBatch: call it inside a transaction (all or none)');
  const at = new Date().toISOString();
  const batch = await db
    .insertInto('code_batches')
    .values({
      kind: input.kind,
      group_id: input.groupId,
      count: input.count,
      price: input.price,
      actor_id: by.id,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let made = 0;
  while (made < input.count) {
    const rows = drawCodes(input.count - made).map((code) => ({
      code,
      kind: input.kind,
      price: input.price,
      group_id: input.groupId,
      batch_id: batch.id,
      student_id: null,
      used_at: null,
      created_at: at,
    }));
    const before = made;
    made += await bulkInsert(db, 'codes', rows, {
      skipDuplicates: 'code',
      onProgress: (done) => onProgress?.(before + done),
    });
  }
  return {
    id: batch.id,
    kind: input.kind,
    count: input.count,
    price: input.price,
    group_id: input.groupId,
    created_at: at,
  };
}

/** A code's row with its group's title (its student's name is its own). */
function codeRows(db: Kysely<Database>) {
  return db
    .selectFrom('codes')
    .leftJoin('code_groups as g', 'g.id', 'codes.group_id')
    .select([
      'codes.id',
      'codes.code',
      'codes.kind',
      'codes.price',
      'codes.group_id',
      'codes.batch_id',
      'codes.student_id',
      'codes.used_at',
      'codes.created_at',
      'g.title as group_title',
      'codes.student_name',
    ]);
}
type CodeRow = Awaited<ReturnType<ReturnType<typeof codeRows>['executeTakeFirstOrThrow']>>;

export function toCode(row: CodeRow): Code {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    price: Number(row.price),
    group: row.group_id === null ? null : { id: row.group_id, title: row.group_title ?? '' },
    batch_id: row.batch_id,
    used: row.used_at !== null,
    used_at: row.used_at,
    student: row.student_id === null ? null : { id: row.student_id, name: row.student_name ?? '' },
    created_at: row.created_at,
  };
}

/** An unused code's `used_at` as its sort key and index hold it (a sort key is never null): before any use. */
const NEVER = '1970-01-01T00:00:00.000Z';
const usedAt = sql<string>`coalesce(codes.used_at, ${sql.lit(NEVER)})`;

const sortColumns = {
  created_at: 'codes.created_at',
  price: 'codes.price',
  used_at: usedAt,
} as const;

type Filters = Omit<CodeListQuery, 'page' | 'pageSize' | 'after' | 'before'>;

function filtered(db: Kysely<Database>, f: Filters): ListQuery {
  let q = db.selectFrom('codes') as ListQuery;
  if (f.q) {
    // The start of a code, as typed: a range of the unique index (`ABC` ≤ code < `ABD`).
    const prefix = normalizeCode(f.q);
    if (prefix) {
      const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
      q = q.where('codes.code', '>=', prefix).where('codes.code', '<', next);
    }
  }
  if (f.kind) q = q.where('codes.kind', '=', f.kind);
  // Used or not, through the index of `used_at` as it sorts.
  if (f.status) q = q.where(usedAt, f.status === 'used' ? '>' : '=', sql.lit(NEVER));
  for (const key of ['batch_id', 'group_id', 'student_id'] as const) {
    if (f[key] !== undefined) q = q.where(`codes.${key}`, '=', f[key]);
  }
  return q;
}

/** The codes a list, a group's codes and their exports read. */
export function codeSource(db: Kysely<Database>, f: Filters) {
  return listSource({
    db,
    from: filtered(db, f),
    id: 'codes.id',
    sort: f.sort,
    columns: sortColumns,
    rows: codeRows(db),
  });
}

export function listCodes(db: Kysely<Database>, query: CodeListQuery) {
  return keptListPage(db, codeSource, query, toCode);
}

/**
 * Redeems a code for a student, in `db`'s transaction: one conditional
 * update marks it used only if it is not (so of any number of redemptions
 * at once, one wins), then a wallet code credits its price to the wallet
 * and a group's code opens the group's subscriptions, paid by the code.
 * Refused, with nothing changed: no such code (400 `code.unknown` on
 * `code`), a used one (409 `code.used`), no such student (400 on
 * `student_id`), a student without a class or system, or one who already
 * has what the code opens (409).
 */
export async function redeemCode(
  db: Kysely<Database>,
  input: { code: string; student_id: number },
  by: Principal,
): Promise<CodeRedemption> {
  const code = normalizeCode(input.code);
  const at = new Date().toISOString();
  // The code taken for a student who is there, in one statement; why not, asked only when it was not.
  const used = await db
    .updateTable('codes')
    .set((eb) => {
      // The student's name, kept on the code; on PostgreSQL the student locked until the commit, so a
      // rename at the same moment waits for this use (and its trigger rewrites the copy) or goes first.
      const name = eb.selectFrom('students').select('students.name').where('students.id', '=', input.student_id);
      return { used_at: at, student_id: input.student_id, student_name: isPostgres(db) ? name.forUpdate() : name };
    })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where((eb) =>
      eb.exists(eb.selectFrom('students').select('students.id').where('students.id', '=', input.student_id)),
    )
    .returning(['id', 'kind', 'price', 'group_id'])
    .executeTakeFirst();
  if (!used) {
    const there = await db.selectFrom('students').select('id').where('id', '=', input.student_id).executeTakeFirst();
    if (!there) throw AppError.field(400, 'student_id', 'validation.invalid');
    const known = await db.selectFrom('codes').select('id').where('code', '=', code).executeTakeFirst();
    throw known ? new AppError(409, 'code.used') : AppError.field(400, 'code', 'code.unknown');
  }
  let walletBalance: number | null = null;
  const subscriptions: Subscription[] = [];
  if (used.kind === 'wallet') {
    const move = await moveWallet(
      db,
      { studentId: input.student_id, amount: Number(used.price), kind: 'code', reason: printedCode(code), at },
      by,
    );
    walletBalance = move.balance_after;
  } else {
    subscriptions.push(...(await openGroup(db, { id: used.id, groupId: used.group_id!, at }, input.student_id, by)));
  }
  const row = await codeRows(db).where('codes.id', '=', used.id).executeTakeFirstOrThrow();
  return { code: toCode(row), wallet_balance: walletBalance, subscriptions };
}

/**
 * What a group's code opens for the student: a monthly subscription to its
 * curriculum, or a course subscription to each of its courses, from today,
 * paid by the code: the group's price is their payments' sum, shared in
 * whole piastres (the first takes what does not divide). Each names the
 * code (`code_id`) and is made at the redemption's instant, so the code,
 * its subscriptions and their payments are one event of the student's
 * timeline. The group counts the use.
 */
async function openGroup(
  db: Kysely<Database>,
  code: { id: number; groupId: number; at: string },
  studentId: number,
  by: Principal,
) {
  const groupId = code.groupId;
  const group = await db.selectFrom('code_groups').selectAll().where('id', '=', groupId).executeTakeFirstOrThrow();
  await db
    .updateTable('code_groups')
    .set((eb) => ({ used_count: eb('used_count', '+', 1), available_count: eb('available_count', '-', 1) }))
    .where('id', '=', groupId)
    .execute();
  const courses =
    group.content_type === 'course'
      ? (
          await db
            .selectFrom('code_group_courses')
            .select('course_id')
            .where('group_id', '=', groupId)
            .orderBy('course_id')
            .execute()
        ).map((c) => c.course_id)
      : [];
  const contents = group.content_type === 'curriculum' ? 1 : courses.length;
  const price = Number(group.price);
  const share = Math.floor(price / contents);
  const clock = { today: cairoToday(), at: code.at };
  const opened: Subscription[] = [];
  for (let i = 0; i < contents; i++) {
    const body = {
      student_id: studentId,
      period_days: group.period_days === null ? null : Number(group.period_days),
      price: share + (i === 0 ? price - share * contents : 0),
      promo_code: null,
      method: 'code' as const,
      code_id: code.id,
    };
    opened.push(
      await createSubscription(
        db,
        group.content_type === 'curriculum'
          ? { ...body, type: 'monthly', curriculum_id: group.curriculum_id!, course_id: null }
          : { ...body, type: 'course', curriculum_id: null, course_id: courses[i]! },
        by,
        clock,
      ),
    );
  }
  return opened;
}
