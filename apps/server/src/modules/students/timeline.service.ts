import {
  noTimelineFields,
  printedCode,
  type Timeline,
  type TimelineEvent,
  type TimelineKind,
  type TimelineQuery,
} from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { contentColumns } from '../subscriptions/subscriptions.repository.js';

/** Events a source gives past the page, so events at the same instant as the cursor's are not lost. */
const SLACK = 50;

/** Who a row says did it, or null where it names nobody (a deletion filled in by its migration). */
function actorOf(row: {
  actor_kind: 'user' | 'key' | null;
  actor_id: number | null;
  actor_name: string | null;
}): TimelineEvent['actor'] {
  return row.actor_kind === null || row.actor_id === null || row.actor_name === null
    ? null
    : { kind: row.actor_kind, id: Number(row.actor_id), name: row.actor_name };
}

/**
 * The table each kind of event is a row of. Events of one instant are in the
 * order of their tables' names, then of their rows' ids, so a deletion and a
 * restoration of one millisecond stay in the order they were written (their
 * ids as numbers: `:10` after `:9`).
 */
const tableOf: Record<TimelineKind, string> = {
  subscription: 'payments',
  renewal: 'payments',
  cancellation: 'subscription_changes',
  restoration: 'subscription_changes',
  wallet: 'wallet_moves',
  code: 'codes',
  exam: 'exam_results',
};

/** An event's id (`<kind>:<record id>`) as its place among the events of its instant: its table, then its row. */
function rowOf(id: string): { table: string; row: number } | undefined {
  const colon = id.indexOf(':');
  const table = tableOf[id.slice(0, colon) as TimelineKind] as string | undefined;
  const row = id.slice(colon + 1);
  return colon > 0 && table && /^[0-9]{1,15}$/.test(row) ? { table, row: Number(row) } : undefined;
}

/** Above 0 when the event `a` names comes after `b`'s at one instant, below 0 when before. */
function laterAtOneInstant(a: string, b: string): number {
  const x = rowOf(a)!;
  const y = rowOf(b)!;
  return x.table === y.table ? x.row - y.row : x.table < y.table ? -1 : 1;
}

/** Newest first: by instant, then as `laterAtOneInstant` orders them. */
const newerFirst = (a: TimelineEvent, b: TimelineEvent) =>
  a.at === b.at ? laterAtOneInstant(b.id, a.id) : a.at < b.at ? 1 : -1;

function decode(cursor: string | undefined): { at: string; id: string } | undefined {
  if (!cursor) return undefined;
  const bar = cursor.lastIndexOf('|');
  const at = cursor.slice(0, bar);
  const id = cursor.slice(bar + 1);
  if (bar < 0 || Number.isNaN(Date.parse(at)) || !rowOf(id)) throw AppError.field(400, 'before', 'validation.invalid');
  return { at, id };
}

/**
 * A student's timeline, newest first, a page at a time: the subscriptions
 * added and renewed (their payments), each deletion and restoration of a
 * subscription (`subscription_changes`, its history as it happened), the
 * wallet's manual moves, the codes redeemed and the exams handed in. Each
 * source is read a page (and a little more) at a time from the cursor's
 * instant, then the sources are merged. A code redeemed is one event: what
 * its redemption wrote besides (a wallet code's ledger row, a subscription
 * code's subscriptions and their payments) is read for the page's codes to
 * say what it did and who did it, and is no event of its own. 404 when
 * there is no such student.
 */
export async function readTimeline(db: Kysely<Database>, studentId: number, query: TimelineQuery): Promise<Timeline> {
  const student = await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
  if (!student) throw new AppError(404, 'resource.not_found');
  const cursor = decode(query.before);
  const limit = query.pageSize + SLACK;
  const until = cursor?.at ?? '9999-12-31T23:59:59.999Z';
  const content = (ar: string | null, en: string | null, id: number | null) =>
    id === null ? null : { id, name_ar: ar ?? '', name_en: en ?? '' };

  const [payments, changes, moves, codes, exams] = await Promise.all([
    db
      .selectFrom('payments as p')
      .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
      .leftJoin('curricula as cu', 'cu.id', 's.curriculum_id')
      .leftJoin('courses as co', 'co.id', 's.course_id')
      .select([
        'p.id',
        'p.kind',
        'p.paid',
        'p.created_at',
        'p.actor_kind',
        'p.actor_id',
        'p.actor_name',
        's.id as subscription_id',
        ...contentColumns('s'),
      ])
      .where('p.student_id', '=', studentId)
      // A subscription a code opened is its code's event: its payment is a share of the code's price.
      .where((eb) => eb.or([eb('p.method', '<>', 'code'), eb('s.code_id', 'is', null)]))
      .where('p.created_at', '<=', until)
      .orderBy('p.created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('subscription_changes as c')
      .innerJoin('subscriptions as s', 's.id', 'c.subscription_id')
      .leftJoin('curricula as cu', 'cu.id', 's.curriculum_id')
      .leftJoin('courses as co', 'co.id', 's.course_id')
      .select([
        'c.id',
        'c.kind',
        'c.created_at',
        'c.actor_kind',
        'c.actor_id',
        'c.actor_name',
        's.id as subscription_id',
        ...contentColumns('s'),
      ])
      .where('c.student_id', '=', studentId)
      .where('c.created_at', '<=', until)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('wallet_moves')
      .select(['id', 'kind', 'amount', 'reason', 'created_at', 'actor_kind', 'actor_id', 'actor_name'])
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
      ...noTimelineFields,
      id: `${p.kind}:${p.id}`,
      kind: p.kind,
      at: p.created_at,
      subject: content(p.content_name_ar, p.content_name_en, Number(p.content_id)),
      subscription_id: p.subscription_id,
      amount: Number(p.paid),
      actor: actorOf(p),
    })),
    ...changes.map((c) => ({
      ...noTimelineFields,
      id: `${c.kind === 'deleted' ? 'cancellation' : 'restoration'}:${c.id}`,
      kind: c.kind === 'deleted' ? ('cancellation' as const) : ('restoration' as const),
      at: c.created_at,
      subject: content(c.content_name_ar, c.content_name_en, Number(c.content_id)),
      subscription_id: c.subscription_id,
      actor: actorOf(c),
    })),
    ...moves.map((m) => ({
      ...noTimelineFields,
      id: `wallet:${m.id}`,
      kind: 'wallet' as const,
      at: m.created_at,
      amount: Number(m.amount),
      wallet_kind: m.kind,
      note: m.reason,
      actor: actorOf(m),
    })),
    ...codes.map((c) => ({
      ...noTimelineFields,
      id: `code:${c.id}`,
      kind: 'code' as const,
      at: c.used_at!,
      amount: Number(c.price),
      note: printedCode(c.code),
      code_kind: c.kind,
    })),
    ...exams.map((r) => ({
      ...noTimelineFields,
      id: `exam:${r.id}`,
      kind: 'exam' as const,
      at: r.submitted_at,
      subject: content(r.title_ar, r.title_en, r.exam_id),
      percent: Number(r.percent),
      passed: Boolean(r.passed),
    })),
  ];
  const older = cursor
    ? events.filter((e) => e.at < cursor.at || (e.at === cursor.at && laterAtOneInstant(e.id, cursor.id) < 0))
    : events;
  older.sort(newerFirst);
  const items = await withRedemptions(db, studentId, older.slice(0, query.pageSize), codes);
  const last = items.at(-1);
  return { items, nextCursor: older.length > query.pageSize && last ? `${last.at}|${last.id}` : null };
}

/**
 * The page's codes with what their redemptions did and who redeemed them: a
 * subscription code's subscriptions (those naming it, `code_id`) and the
 * actor of their first payments; a wallet code's actor, from its ledger row
 * (of kind `code`, its reason the printed code). Two small reads by index,
 * for the page's codes only.
 */
async function withRedemptions(
  db: Kysely<Database>,
  studentId: number,
  items: TimelineEvent[],
  codes: { id: number; code: string; kind: 'wallet' | 'subscription' }[],
): Promise<TimelineEvent[]> {
  const codeOf = new Map(codes.map((c) => [`code:${c.id}`, c]));
  const onPage = items.flatMap((e) => codeOf.get(e.id) ?? []);
  const opening = onPage.filter((c) => c.kind === 'subscription').map((c) => c.id);
  const crediting = onPage.filter((c) => c.kind === 'wallet').map((c) => printedCode(c.code));
  if (!opening.length && !crediting.length) return items;
  const [opened, credits] = await Promise.all([
    opening.length
      ? db
          .selectFrom('subscriptions as s')
          .innerJoin('payments as p', (j) =>
            j.onRef('p.subscription_id', '=', 's.id').on('p.kind', '=', 'subscription'),
          )
          .leftJoin('curricula as cu', 'cu.id', 's.curriculum_id')
          .leftJoin('courses as co', 'co.id', 's.course_id')
          .select(['s.id', 's.code_id', 'p.actor_kind', 'p.actor_id', 'p.actor_name', ...contentColumns('s')])
          .where('s.code_id', 'in', opening)
          .orderBy('s.id')
          .execute()
      : [],
    crediting.length
      ? db
          .selectFrom('wallet_moves')
          .select(['reason', 'actor_kind', 'actor_id', 'actor_name'])
          .where('student_id', '=', studentId)
          .where('kind', '=', 'code')
          .where('reason', 'in', crediting)
          .execute()
      : [],
  ]);
  return items.map((e) => {
    const code = codeOf.get(e.id);
    if (!code) return e;
    if (code.kind === 'wallet') {
      const credit = credits.find((m) => m.reason === e.note);
      return credit ? { ...e, actor: actorOf(credit) } : e;
    }
    const mine = opened.filter((s) => Number(s.code_id) === code.id);
    return {
      ...e,
      opened: mine.map((s) => ({
        subscription_id: s.id,
        content: { id: Number(s.content_id), name_ar: s.content_name_ar ?? '', name_en: s.content_name_en ?? '' },
      })),
      actor: mine[0] ? actorOf(mine[0]) : null,
    };
  });
}
