import { instantInputSchema } from './common.js';
import { codeKinds } from './code-constants.js';
import { idCursorSchema } from './ids.js';
import { idFilter, listQueries, pageQuery, searchQuery, sortQuery } from './list.js';
import { amountSchema, piastresQuery, piastresSchema } from './money.js';
import { storedPhoneSchema, userNameSchema, userPhoneSchema } from './profile.js';
import { teacherEmailSchema } from './teachers.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/** A linked record as a row names it: its id and its two names. */
const namedRef = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });

/** A student (طالب) of the platform: registered in the student app, looked after here. */
export const studentSchema = z
  .object({
    id: z.number().int(),
    /** Full name, as the student wrote it. */
    name: z.string(),
    /** Egyptian mobile number, normalised (`01` and nine digits). */
    phone: storedPhoneSchema,
    /** Email, lower-cased; null when the student gave none. */
    email: z.string().nullable(),
    /** The academic grade (class), with its stage; null until the student chose one. */
    class_id: z.number().int().nullable(),
    class: namedRef.nullable(),
    stage: namedRef.nullable(),
    /** The educational system (one of the class's); null until chosen. */
    system_id: z.number().int().nullable(),
    system: namedRef.nullable(),
    /** Mean of the student's exam and quiz results, in tenths of a per cent (0–1000); null before any. */
    quiz_average: z.number().int().nullable(),
    /** Mean of the student's assignment results, in tenths of a per cent; null before any. */
    assignment_average: z.number().int().nullable(),
    /** Sum of the student's scores. */
    points: z.number().int(),
    /** Results handed in over the exams of the class's content, in tenths of a per cent; null when there are none. */
    completion_rate: z.number().int().nullable(),
    /** The wallet's balance in piastres: the sum of its ledger, never below 0. Null for a teacher, who does not see wallets. */
    wallet_balance: piastresSchema.nullable(),
    /** Whether the student may comment and post in discussion groups. */
    can_comment: z.boolean(),
    /** The registration date. */
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Student',
    description: 'A student (طالب): contact, class and system, results, wallet balance, comment permission.',
    examples: [
      {
        id: 7,
        name: 'مريم أحمد السيد',
        phone: '01012345678',
        email: 'mariam@example.eg',
        class_id: 10,
        class: { id: 10, name_ar: 'الصف الأول الثانوي', name_en: 'First Secondary' },
        stage: { id: 3, name_ar: 'المرحلة الثانوية', name_en: 'Secondary' },
        system_id: 4,
        system: { id: 4, name_ar: 'عربي', name_en: 'Arabic' },
        quiz_average: 815,
        assignment_average: 900,
        points: 312,
        completion_rate: 640,
        wallet_balance: 15_000,
        can_comment: true,
        created_at: '2026-02-03T09:15:00.000Z',
        updated_at: '2026-02-03T09:15:00.000Z',
      },
    ],
  });
export type Student = z.infer<typeof studentSchema>;

/**
 * `PATCH /students/:id`: any of the fields. A system must be one of the
 * class's (400 `student.system_not_in_class`); a new class without a system
 * clears the old class's system. The phone is unique among students (409).
 */
export const studentUpdateSchema = z
  .strictObject({
    name: userNameSchema,
    phone: userPhoneSchema,
    /** Email; null or empty for none. */
    email: teacherEmailSchema,
    class_id: z.number().int().min(1).max(2_147_483_647).nullable(),
    system_id: z.number().int().min(1).max(2_147_483_647).nullable(),
    can_comment: z.boolean(),
  })
  .partial()
  .meta({ examples: [{ can_comment: false }, { class_id: 10, system_id: 4 }] });
export type StudentUpdate = z.input<typeof studentUpdateSchema>;

export const studentSortFields = [
  'name',
  'phone',
  'email',
  'class',
  'system',
  'created_at',
  'quiz_average',
  'assignment_average',
  'points',
  'completion_rate',
  'wallet_balance',
  'can_comment',
] as const;

export const { listQuery: studentListQuery, exportQuery: studentExportQuery } = listQueries({
  sort: sortQuery(studentSortFields, '-created_at'),
  /** Matches name, phone and email (Arabic letter variants and Arabic-Indic digits folded). */
  q: searchQuery,
  stage_id: idFilter,
  class_id: idFilter,
  system_id: idFilter,
  /** Registered from this instant, inclusive. */
  registered_from: instantInputSchema.optional(),
  /** Registered before this instant. */
  registered_to: instantInputSchema.optional(),
  /** A balance of at least this many piastres. */
  balance_min: piastresQuery.optional(),
  /** A balance of at most this many piastres. */
  balance_max: piastresQuery.optional(),
});
export type StudentListQuery = z.output<typeof studentListQuery>;

/** What moved a wallet's money: `manual_*` an admin's, with a reason; `subscription` a subscription's period paid from it; `code` a wallet code redeemed. */
export const walletMoveKinds = ['manual_credit', 'manual_debit', 'subscription', 'code'] as const;
export const walletMoveKindSchema = z.enum(walletMoveKinds);
export type WalletMoveKind = z.infer<typeof walletMoveKindSchema>;

/** One row of a wallet's ledger: never changed nor deleted; a correction is a reversing row. */
export const walletMoveSchema = z
  .object({
    id: z.number().int(),
    student_id: z.number().int(),
    /** Piastres: above 0 a credit, below 0 a debit. */
    amount: piastresSchema,
    /** The balance just after this move. */
    balance_after: piastresSchema,
    kind: walletMoveKindSchema,
    /** Why, as the admin wrote it (a manual move), or null. */
    reason: z.string().nullable(),
    /** Who moved it: the staff member or the key, by name at the time. */
    actor: z.object({ kind: z.enum(['user', 'key']), id: z.number().int(), name: z.string() }),
    /** A subscription's payment from the wallet: the subscription and its content's name; otherwise null. */
    subscription: z
      .object({ id: z.number().int(), content: z.object({ name_ar: z.string(), name_en: z.string() }) })
      .nullable()
      .meta({ description: 'What a `subscription` move paid for: the subscription and its content; otherwise null.' }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'WalletMove',
    description: "One row of a student's wallet ledger (append-only).",
    examples: [
      {
        id: 41,
        student_id: 7,
        amount: 5_000,
        balance_after: 15_000,
        kind: 'manual_credit',
        reason: 'دفع نقدي في السنتر',
        actor: { kind: 'user', id: 1, name: 'Admin' },
        subscription: null,
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
  });
export type WalletMove = z.infer<typeof walletMoveSchema>;

/** A reason: trimmed, 3 to 500 characters. */
export const reasonSchema = z.string().overwrite(trimText).min(3).max(500);

/**
 * `POST /students/:id/wallet`: an admin's manual credit or debit, with its
 * reason. A debit past the balance is refused (409 `wallet.insufficient_funds`)
 * and changes nothing.
 */
export const walletMoveCreateSchema = z
  .strictObject({
    direction: z.enum(['credit', 'debit']),
    amount: amountSchema,
    reason: reasonSchema,
  })
  .meta({ examples: [{ direction: 'credit', amount: 5_000, reason: 'دفع نقدي في السنتر' }] });
export type WalletMoveCreate = z.input<typeof walletMoveCreateSchema>;

/** `GET /students/:id/wallet`: the balance and the ledger, newest first, a page at a time by keyset. */
export const walletQuery = z.strictObject({
  /** A previous answer's `nextCursor`: the moves older than that answer's last. */
  after: idCursorSchema.optional(),
  pageSize: pageQuery.pageSize,
  kind: walletMoveKindSchema.optional(),
});
export type WalletQuery = z.output<typeof walletQuery>;

export const walletSchema = z
  .object({
    student_id: z.number().int(),
    balance: piastresSchema,
    moves: z.array(walletMoveSchema),
    /** `after=` this for older moves; null when there are none. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'Wallet', description: "A student's wallet: its balance and a page of its ledger, newest first." });
export type Wallet = z.infer<typeof walletSchema>;

/**
 * What happened in a student's timeline. `cancellation` is a subscription
 * deleted and `restoration` one restored: each deletion and restoration is
 * its own event, at its own instant.
 */
export const timelineKinds = [
  'subscription',
  'renewal',
  'cancellation',
  'restoration',
  'wallet',
  'code',
  'exam',
] as const;
export const timelineKindSchema = z.enum(timelineKinds);
export type TimelineKind = (typeof timelineKinds)[number];

const titled = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });

/**
 * One event of a student's timeline, newest first: a subscription added, a
 * renewal, a subscription deleted (its cancellation) or restored, a wallet
 * move, a code redeemed, an exam handed in. The fields that do not apply are
 * null.
 *
 * A code redeemed is one event however it paid: a wallet code's credit is
 * not a wallet event too, and the subscriptions a subscription code opened
 * (`opened`) are not subscription events too: their first payments, of
 * method `code`, are the code's price shared among them.
 */
export const timelineEventSchema = z
  .object({
    /** `<kind>:<record id>`, unique in the timeline. */
    id: z.string(),
    kind: timelineKindSchema,
    at: z.iso.datetime({ offset: true }),
    /** The subscription's content (subscription, renewal, cancellation, restoration) or the exam (exam). */
    subject: titled.nullable(),
    subscription_id: z.number().int().nullable(),
    /**
     * Piastres: paid (subscription, renewal), moved (wallet: above 0 a credit), a code's price (code: credited to
     * the wallet, or the sum of the first payments of the subscriptions it opened).
     */
    amount: z.number().int().nullable(),
    /** The wallet's kind of move (wallet). */
    wallet_kind: walletMoveKindSchema.nullable(),
    /** The reason of a manual move, the printed code of a code. */
    note: z.string().nullable(),
    /** The exam's result in tenths of a per cent, and whether it passed (exam). */
    percent: z.number().int().nullable(),
    passed: z.boolean().nullable(),
    /** A code's kind (code): `wallet` credits the wallet, `subscription` opens subscriptions. */
    code_kind: z.enum(codeKinds).nullable(),
    /** The subscriptions a subscription code opened, each with its content (code of kind `subscription`). */
    opened: z.array(z.object({ subscription_id: z.number().int(), content: titled })).nullable(),
    /**
     * Who did it: a staff member or an API key, with the name at the time. Null where nobody is recorded: an exam
     * (the student), and a deletion made before the dashboard kept its subscriptions' history.
     */
    actor: z.object({ kind: z.enum(['user', 'key']), id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'TimelineEvent' });
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** The fields of a timeline's event that apply to some kinds only, none applying: an event is made from it. */
export const noTimelineFields = {
  subject: null,
  subscription_id: null,
  amount: null,
  wallet_kind: null,
  note: null,
  percent: null,
  passed: null,
  code_kind: null,
  opened: null,
  actor: null,
} as const satisfies Omit<TimelineEvent, 'id' | 'kind' | 'at'>;

export const timelineQuery = z.strictObject({
  /** A previous answer's `nextCursor`: the events before that answer's last. */
  before: z.string().max(80).optional(),
  pageSize: pageQuery.pageSize,
});
export type TimelineQuery = z.output<typeof timelineQuery>;

export const timelineSchema = z
  .object({ items: z.array(timelineEventSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StudentTimeline', description: 'A page of a student’s timeline, newest first.' });
export type Timeline = z.infer<typeof timelineSchema>;
