import { printedCode, type Timeline, type TimelineEvent, type TimelineQuery } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { contentColumns } from '../subscriptions/subscriptions.repository.js';

/** Events a source gives past the page, so events at the same instant as the cursor's are not lost. */
const SLACK = 50;

const empty = {
  subject: null,
  subscription_id: null,
  amount: null,
  wallet_kind: null,
  note: null,
  percent: null,
  passed: null,
} satisfies Partial<TimelineEvent>;

/** Newest first: by instant, then by id. */
const newerFirst = (a: TimelineEvent, b: TimelineEvent) =>
  a.at === b.at ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.at < b.at ? 1 : -1;

function decode(cursor: string | undefined): { at: string; id: string } | undefined {
  if (!cursor) return undefined;
  const bar = cursor.lastIndexOf('|');
  const at = cursor.slice(0, bar);
  if (bar < 0 || Number.isNaN(Date.parse(at))) throw AppError.field(400, 'before', 'validation.invalid');
  return { at, id: cursor.slice(bar + 1) };
}

/**
 * A student's timeline, newest first, a page at a time: the subscriptions
 * added and renewed (their payments), the subscriptions deleted, the
 * wallet's manual moves, the codes redeemed and the exams handed in. Each
 * source is read a page (and a little more) at a time from the cursor's
 * instant, then the sources are merged. 404 when there is no such student.
 */
export async function readTimeline(db: Kysely<Database>, studentId: number, query: TimelineQuery): Promise<Timeline> {
  const student = await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
  if (!student) throw new AppError(404, 'resource.not_found');
  const cursor = decode(query.before);
  const limit = query.pageSize + SLACK;
  const until = cursor?.at ?? '9999-12-31T23:59:59.999Z';
  const content = (ar: string | null, en: string | null, id: number | null) =>
    id === null ? null : { id, name_ar: ar ?? '', name_en: en ?? '' };

  const [payments, cancellations, moves, codes, exams] = await Promise.all([
    db
      .selectFrom('payments as p')
      .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
      .leftJoin('curricula as cu', 'cu.id', 's.curriculum_id')
      .leftJoin('courses as co', 'co.id', 's.course_id')
      .select(['p.id', 'p.kind', 'p.paid', 'p.created_at', 's.id as subscription_id', ...contentColumns('s')])
      .where('p.student_id', '=', studentId)
      .where('p.created_at', '<=', until)
      .orderBy('p.created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('subscriptions as s')
      .leftJoin('curricula as cu', 'cu.id', 's.curriculum_id')
      .leftJoin('courses as co', 'co.id', 's.course_id')
      .select(['s.id', 's.deleted_at', ...contentColumns('s')])
      .where('s.student_id', '=', studentId)
      .where('s.deleted_at', 'is not', null)
      .where('s.deleted_at', '<=', until)
      .orderBy('s.deleted_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('wallet_moves')
      .select(['id', 'kind', 'amount', 'reason', 'created_at'])
      .where('student_id', '=', studentId)
      // A subscription's payment and a code's credit are their own events.
      .where('kind', 'in', ['manual_credit', 'manual_debit'])
      .where('created_at', '<=', until)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('codes')
      .select(['id', 'code', 'kind', 'price', 'used_at'])
      .where('student_id', '=', studentId)
      .where('used_at', '<=', until)
      .orderBy('used_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('exam_results as r')
      .innerJoin('exams as e', 'e.id', 'r.exam_id')
      .select(['r.id', 'r.exam_id', 'r.percent', 'r.passed', 'r.submitted_at', 'e.title_ar', 'e.title_en'])
      .where('r.student_id', '=', studentId)
      .where('r.submitted_at', '<=', until)
      .orderBy('r.submitted_at', 'desc')
      .limit(limit)
      .execute(),
  ]);

  const events: TimelineEvent[] = [
    ...payments.map((p) => ({
      ...empty,
      id: `${p.kind}:${p.id}`,
      kind: p.kind,
      at: p.created_at,
      subject: content(p.content_name_ar, p.content_name_en, Number(p.content_id)),
      subscription_id: p.subscription_id,
      amount: Number(p.paid),
    })),
    ...cancellations.map((s) => ({
      ...empty,
      id: `cancellation:${s.id}`,
      kind: 'cancellation' as const,
      at: s.deleted_at!,
      subject: content(s.content_name_ar, s.content_name_en, Number(s.content_id)),
      subscription_id: s.id,
    })),
    ...moves.map((m) => ({
      ...empty,
      id: `wallet:${m.id}`,
      kind: 'wallet' as const,
      at: m.created_at,
      amount: Number(m.amount),
      wallet_kind: m.kind,
      note: m.reason,
    })),
    ...codes.map((c) => ({
      ...empty,
      id: `code:${c.id}`,
      kind: 'code' as const,
      at: c.used_at!,
      amount: Number(c.price),
      note: printedCode(c.code),
    })),
    ...exams.map((r) => ({
      ...empty,
      id: `exam:${r.id}`,
      kind: 'exam' as const,
      at: r.submitted_at,
      subject: content(r.title_ar, r.title_en, r.exam_id),
      percent: Number(r.percent),
      passed: Boolean(r.passed),
    })),
  ];
  const older = cursor ? events.filter((e) => e.at < cursor.at || (e.at === cursor.at && e.id < cursor.id)) : events;
  older.sort(newerFirst);
  const items = older.slice(0, query.pageSize);
  const last = items.at(-1);
  return { items, nextCursor: older.length > query.pageSize && last ? `${last.at}|${last.id}` : null };
}
