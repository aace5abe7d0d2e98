import { bodyId, missingAs } from './ids.js';
import { idFilter, listQueries, searchQuery, sortQuery } from './list.js';
import { piastresSchema } from './money.js';
import { MAX_PIASTRES } from './money-constants.js';
import { subscriptionSchema } from './subscriptions.js';
import { codeGroupContentTypes, codeKinds, codeLimits, codeStatuses } from './code-constants.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/**
 * Secret codes (الأكواد السرية) and subscription code groups (مجموعات أكواد
 * الاشتراك), docs/codes.md. A code is sold on a card and redeemed once by
 * a student: a `wallet` code credits its price to the wallet; a
 * `subscription` code, one of a group's, opens the group's subscriptions.
 *
 * A code is 12 characters of `CODE_ALPHABET` (no 0/O, no 1/I), drawn with a
 * CSPRNG, unique, written in three groups of four (`7KQM-X4PA-9HRT`); it is
 * matched whatever the case, with or without the dashes and spaces.
 */

export const codeKindSchema = z.enum(codeKinds);
export const codeStatusSchema = z.enum(codeStatuses);
export const codeGroupContentTypeSchema = z.enum(codeGroupContentTypes);

const namedRef = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });

export const codeSchema = z
  .object({
    id: z.number().int(),
    /** The code, upper-case, without dashes (print it with `printedCode`). */
    code: z.string(),
    kind: codeKindSchema,
    /** Piastres: what a wallet code credits, or what a group's code was sold for. */
    price: piastresSchema,
    /** The group of a subscription code; null for a wallet code. */
    group: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    /** The batch it was made in (one request). */
    batch_id: z.number().int(),
    used: z.boolean(),
    used_at: z.iso.datetime({ offset: true }).nullable(),
    /** The student who redeemed it; null while unused. */
    student: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Code',
    description: 'A secret code (كود سري): redeemed once, crediting a wallet or opening a group’s subscriptions.',
    examples: [
      {
        id: 501,
        code: '7KQMX4PA9HRT',
        kind: 'wallet',
        price: 10_000,
        group: null,
        batch_id: 12,
        used: true,
        used_at: '2026-11-20T10:00:00.000Z',
        student: { id: 7, name: 'مريم أحمد السيد' },
        created_at: '2026-11-01T08:00:00.000Z',
      },
    ],
  });
export type Code = z.infer<typeof codeSchema>;

/** How many codes a batch makes: a whole number, 1 to 100,000 ("Number of codes is required" when missing). */
const count = z
  .number({ error: missingAs('code_group.count_required') })
  .int()
  .min(1)
  .max(codeLimits.batchMax);

/** `POST /codes` (admins): a batch of wallet codes, each crediting `price`. */
export const codeBatchCreateSchema = z
  .strictObject({
    count,
    /** Piastres each code credits: 1 to 1,000,000 EGP. */
    price: z.number().int().min(1).max(MAX_PIASTRES),
  })
  .meta({ examples: [{ count: 500, price: 10_000 }] });
export type CodeBatchCreate = z.input<typeof codeBatchCreateSchema>;

/** What a batch made: its id and how many codes (list them with `GET /codes?batch_id=`). */
export const codeBatchSchema = z
  .object({
    id: z.number().int(),
    kind: codeKindSchema,
    count: z.number().int(),
    price: piastresSchema,
    group_id: z.number().int().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'CodeBatch',
    description: 'A batch of codes made by one request.',
    examples: [
      { id: 12, kind: 'wallet', count: 500, price: 10_000, group_id: null, created_at: '2026-11-01T08:00:00.000Z' },
    ],
  });
export type CodeBatch = z.infer<typeof codeBatchSchema>;

/** How far the batch made with this `Idempotency-Key` has got (`GET /codes/progress`). */
export const codeProgressSchema = z
  .object({ done: z.number().int(), total: z.number().int() })
  .meta({ id: 'CodeProgress', examples: [{ done: 40_000, total: 100_000 }] });
export type CodeProgress = z.infer<typeof codeProgressSchema>;

export const codeProgressQuery = z.strictObject({
  /** The `Idempotency-Key` the batch's request was sent with. */
  key: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const codeSortFields = ['created_at', 'price', 'used_at'] as const;

export const { listQuery: codeListQuery, exportQuery: codeExportQuery } = listQueries({
  sort: sortQuery(codeSortFields, '-created_at'),
  /** The start of a code (as typed: any case, dashes and spaces ignored). */
  q: searchQuery,
  kind: codeKindSchema.optional(),
  status: codeStatusSchema.optional(),
  batch_id: idFilter,
  group_id: idFilter,
  student_id: idFilter,
});
export type CodeListQuery = z.output<typeof codeListQuery>;

/**
 * `POST /codes/redeem`: a student redeems a code, from the student app (an
 * API key with `codes.redeem`) or an admin on the student's behalf; send an
 * `Idempotency-Key`. Once only, whatever arrives at once.
 */
export const codeRedeemSchema = z
  .strictObject({
    code: z.string().overwrite(trimText).min(1).max(40),
    student_id: bodyId(),
  })
  .meta({ examples: [{ code: '7KQM-X4PA-9HRT', student_id: 7 }] });
export type CodeRedeem = z.input<typeof codeRedeemSchema>;

export const codeRedemptionSchema = z
  .object({
    code: codeSchema,
    /** The wallet's balance after the credit (a wallet code); null for a subscription code. */
    wallet_balance: piastresSchema.nullable(),
    /** The subscriptions it opened (a subscription code); empty for a wallet code. */
    subscriptions: z.array(subscriptionSchema),
  })
  .meta({ id: 'CodeRedemption', description: 'What redeeming a code did.' });
export type CodeRedemption = z.infer<typeof codeRedemptionSchema>;

/** A subscription code group (مجموعة أكواد الاشتراك). */
export const codeGroupSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    teacher: z.object({ id: z.number().int(), name: z.string() }),
    /** The academic year (class). */
    class: namedRef,
    content_type: codeGroupContentTypeSchema,
    /** The curriculum (one) or the courses (one or more) a code opens. */
    contents: z.array(namedRef),
    /** Piastres a code is sold for: recorded as the payment of what it opens. */
    price: piastresSchema,
    /** The subscription's renewal period (a curriculum's: required) or duration (courses': none is for good), in days. */
    period_days: z.number().int().nullable(),
    code_count: z.number().int(),
    used_count: z.number().int(),
    available_count: z.number().int(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'CodeGroup',
    description: 'A group of subscription codes: each opens the same curriculum or courses for a student.',
    examples: [
      {
        id: 3,
        title: 'كروت الفيزياء - نوفمبر',
        teacher: { id: 5, name: 'أ. محمود سامي' },
        class: { id: 10, name_ar: 'الصف الأول الثانوي', name_en: 'First Secondary' },
        content_type: 'curriculum',
        contents: [{ id: 3, name_ar: 'الفيزياء - الصف الأول الثانوي', name_en: 'Physics - First Secondary' }],
        price: 20_000,
        period_days: 30,
        code_count: 200,
        used_count: 57,
        available_count: 143,
        created_at: '2026-11-01T08:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    ],
  });
export type CodeGroup = z.infer<typeof codeGroupSchema>;

/**
 * `POST /code-groups` (admins): a group and its first `count` codes, all in
 * one transaction. Every field has the spec's "… is required". The content
 * must be the teacher's and of the academic year (400 on the field).
 */
export const codeGroupCreateSchema = z
  .strictObject({
    title: z
      .string({ error: missingAs('code_group.title_required') })
      .overwrite(trimText)
      .min(1, { error: 'code_group.title_required', abort: true })
      .min(2)
      .max(codeLimits.titleMax),
    count,
    teacher_id: bodyId('code_group.teacher_required'),
    class_id: bodyId('code_group.class_required'),
    content_type: z.enum(codeGroupContentTypes, { error: missingAs('code_group.content_type_required') }),
    curriculum_id: bodyId().nullish(),
    course_ids: z.array(bodyId()).max(50).nullish(),
    price: z.number().int().min(0).max(MAX_PIASTRES),
    period_days: z.number().int().min(1).max(codeLimits.periodMax).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.content_type === 'curriculum') {
      if (body.curriculum_id == null)
        ctx.addIssue({ code: 'custom', path: ['curriculum_id'], message: 'code_group.content_required' });
      if (body.period_days == null)
        ctx.addIssue({ code: 'custom', path: ['period_days'], message: 'subscription.period_required' });
    } else if (body.content_type === 'course' && !body.course_ids?.length) {
      ctx.addIssue({ code: 'custom', path: ['course_ids'], message: 'code_group.content_required' });
    }
  })
  .meta({
    examples: [
      {
        title: 'كروت الفيزياء - نوفمبر',
        count: 200,
        teacher_id: 5,
        class_id: 10,
        content_type: 'curriculum',
        curriculum_id: 3,
        price: 20_000,
        period_days: 30,
      },
    ],
  });
export type CodeGroupCreate = z.input<typeof codeGroupCreateSchema>;

/** `POST /code-groups/:id/codes` (admins): `count` more codes for the group, all or none. */
export const codeGroupAddCodesSchema = z.strictObject({ count }).meta({ examples: [{ count: 100 }] });
export type CodeGroupAddCodes = z.input<typeof codeGroupAddCodesSchema>;

/** The spec's sorts of the groups: creation date, last update, name, total codes, available codes. */
export const codeGroupSortFields = ['created_at', 'updated_at', 'title', 'code_count', 'available_count'] as const;

export const { listQuery: codeGroupListQuery, exportQuery: codeGroupExportQuery } = listQueries({
  sort: sortQuery(codeGroupSortFields, '-created_at'),
  /** Matches the title (Arabic letter variants folded). */
  q: searchQuery,
  teacher_id: idFilter,
  class_id: idFilter,
  content_type: codeGroupContentTypeSchema.optional(),
});
export type CodeGroupListQuery = z.output<typeof codeGroupListQuery>;
