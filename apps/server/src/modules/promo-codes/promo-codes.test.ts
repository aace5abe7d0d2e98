import { addDays, todayInCairo, type PromoCode } from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { transaction } from '../../lib/transaction.js';
import { signInAs, useApp } from '../../test/build.js';
import { crudContract } from '../../test/crud-contract.js';
import { dialects } from '../../test/dialects.js';
import { usePromoCode } from './promo-codes.service.js';

/** A day `n` days from today in Cairo. */
const day = (n: number) => addDays(todayInCairo(), n);

/** A valid create body: active today unless the dates say otherwise. */
const body = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  duration_days: 30,
  uses_limit: 5,
  discount_percent: 20,
  starts_on: day(-1),
  ends_on: day(30),
  ...extra,
});

// Expired, scheduled and active, in the order of their codes.
const contractCodes = [
  body('EID-2026', { starts_on: day(-40), ends_on: day(-10) }),
  body('RAMADAN26', { starts_on: day(10), ends_on: day(40) }),
  body('WELCOME'),
];

crudContract('promo codes', {
  path: '/api/v1/promo-codes',
  valid: async (_app, n) => contractCodes[n]!,
  sort: { field: 'code', value: (p) => p.code as string },
  search: (n) => contractCodes[n]!.code,
  filter: () => ({ query: 'state=active', keeps: [2] }),
  invalid: {
    body: {
      code: 'ab',
      duration_days: 0,
      uses_limit: '5',
      discount_percent: 101,
      starts_on: '2026-02-30',
    },
    errors: [
      { path: 'code', code: 'validation.min', params: { min: 3 } },
      { path: 'duration_days', code: 'validation.min_value', params: { min: 1 } },
      { path: 'uses_limit', code: 'validation.number' },
      { path: 'discount_percent', code: 'validation.max_value', params: { max: 100 } },
      { path: 'starts_on', code: 'validation.invalid' },
      { path: 'ends_on', code: 'validation.required' },
    ],
  },
  // The same code in lower case is the same code.
  conflict: (first) => ({
    body: body(String(first.code).toLowerCase()),
    code: 'promo_code.code_taken',
  }),
  inUse: {
    code: 'promo_code.in_use',
    use: async (app, item) => {
      await usePromoCode(app.db, item.code as string);
    },
  },
  change: {
    body: { discount_percent: 40, uses_limit: 900 },
    expect: { code: 'RAMADAN26', discount_percent: 40, uses_limit: 900, uses_left: 900 },
  },
  exportHeadings: [
    'Code',
    'Discount (%)',
    'Duration (days)',
    'Number of uses',
    'Used',
    'Uses left',
    'Start date',
    'End date',
    'State',
    'Added on',
  ],
});

/** What `fn` threw, as the API would answer it. */
async function refusal(fn: () => Promise<unknown>) {
  try {
    await fn();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.statusCode, code: err.code, errors: err.errors };
  }
  throw new Error('expected a refusal');
}

for (const dialect of dialects) {
  describe(`promo codes on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    let admin: Record<string, string>;
    const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers: admin, ...(payload ? { payload } : {}) });
    const add = async (app: FastifyInstance, code: string, extra: Record<string, unknown> = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/promo-codes',
        headers: admin,
        payload: body(code, extra),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as PromoCode;
    };

    it('stores the code trimmed and upper-case, and takes it in no other case again', async () => {
      admin = (await signInAs(ctx.app, 'admin')).headers;
      const made = await add(ctx.app, '  ramadan-Eid_7 ');
      expect(made).toMatchObject({
        code: 'RAMADAN-EID_7',
        used_count: 0,
        uses_left: 5,
        state: 'active',
      });
      for (const code of ['ramadan-eid_7', 'RAMADAN-EID_7']) {
        const clash = await send('POST', '/promo-codes', body(code));
        expect(clash.statusCode).toBe(409);
        expect(clash.json()).toMatchObject({
          code: 'promo_code.code_taken',
          errors: [{ path: 'code', code: 'promo_code.code_taken' }],
        });
      }
      // Renaming another code to it clashes too; renaming a code to itself in another case does not.
      const other = await add(ctx.app, 'OTHER-7');
      expect((await send('PATCH', `/promo-codes/${other.id}`, { code: 'Ramadan-Eid_7' })).statusCode).toBe(409);
      const same = await send('PATCH', `/promo-codes/${made.id}`, { code: 'ramadan-eid_7' });
      expect(same.statusCode, same.body).toBe(200);
      // Searched whatever the case.
      expect((await send('GET', '/promo-codes?q=eid_7')).json().total).toBe(1);
    });

    it('says which of the required fields is missing, with the spec’s own messages', async () => {
      const res = await send('POST', '/promo-codes', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'code', code: 'promo_code.code_required' },
        { path: 'duration_days', code: 'promo_code.duration_required' },
        { path: 'uses_limit', code: 'promo_code.uses_required' },
        { path: 'discount_percent', code: 'promo_code.discount_required' },
        { path: 'starts_on', code: 'validation.required' },
        { path: 'ends_on', code: 'validation.required' },
      ]);
      const blank = await send('POST', '/promo-codes', body('   '));
      expect(blank.json().errors).toEqual([
        expect.objectContaining({ path: 'code', code: 'promo_code.code_required' }),
      ]);
    });

    it('refuses values out of bounds', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: 'HAS SPACE' }, 'code', 'validation.invalid'],
        [{ code: 'خصم-عربي' }, 'code', 'validation.invalid'],
        [{ code: 'X'.repeat(33) }, 'code', 'validation.max'],
        [{ duration_days: 3651 }, 'duration_days', 'validation.max_value'],
        [{ duration_days: 1.5 }, 'duration_days', 'validation.number'],
        [{ uses_limit: 1_000_001 }, 'uses_limit', 'validation.max_value'],
        [{ uses_limit: 0 }, 'uses_limit', 'validation.min_value'],
        [{ discount_percent: 0 }, 'discount_percent', 'validation.min_value'],
        [{ ends_on: '27-11-2026' }, 'ends_on', 'validation.invalid'],
      ];
      for (const [change, path, code] of cases) {
        const res = await send('POST', '/promo-codes', body('BOUNDS-1', change));
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().errors, JSON.stringify(change)).toEqual([expect.objectContaining({ path, code })]);
      }
      // Both bounds themselves are taken.
      await add(ctx.app, 'BOUNDS-1', { discount_percent: 100, duration_days: 3650, uses_limit: 1_000_000 });
      await add(ctx.app, 'BOUNDS-2', { discount_percent: 1, duration_days: 1, uses_limit: 1 });
    });

    it('refuses an end before the start, on a create and on a change, and changes nothing', async () => {
      const res = await send('POST', '/promo-codes', body('BACKWARDS', { starts_on: day(5), ends_on: day(4) }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'promo_code.ends_before_start',
        errors: [{ path: 'ends_on', code: 'promo_code.ends_before_start' }],
      });
      expect((await send('GET', '/promo-codes?q=backwards')).json().total).toBe(0);

      // One day is enough: the same start and end.
      const made = await add(ctx.app, 'ONE-DAY', { starts_on: day(0), ends_on: day(0) });
      expect(made.state).toBe('active');
      // A change of one date is checked against the other as stored.
      const later = await send('PATCH', `/promo-codes/${made.id}`, { starts_on: day(1) });
      expect(later.statusCode).toBe(400);
      expect(later.json().errors).toEqual([{ path: 'ends_on', code: 'promo_code.ends_before_start' }]);
      expect((await send('GET', `/promo-codes/${made.id}`)).json()).toEqual(made);
    });

    it('shows each code’s state today and filters by it', async () => {
      const made = {
        scheduled: await add(ctx.app, 'STATE-SCHEDULED', { starts_on: day(1), ends_on: day(9) }),
        startsToday: await add(ctx.app, 'STATE-STARTS', { starts_on: day(0), ends_on: day(9) }),
        endsToday: await add(ctx.app, 'STATE-ENDS', { starts_on: day(-9), ends_on: day(0) }),
        usedUp: await add(ctx.app, 'STATE-USED-UP', { uses_limit: 1 }),
        expired: await add(ctx.app, 'STATE-EXPIRED', { starts_on: day(-9), ends_on: day(-1) }),
      };
      await usePromoCode(ctx.app.db, 'state-used-up');
      const states = Object.fromEntries(
        await Promise.all(
          Object.entries(made).map(async ([key, p]) => [key, (await send('GET', `/promo-codes/${p.id}`)).json().state]),
        ),
      );
      expect(states).toEqual({
        scheduled: 'scheduled',
        startsToday: 'active',
        endsToday: 'active',
        usedUp: 'used_up',
        expired: 'expired',
      });
      const inState = async (state: string) =>
        ((await send('GET', `/promo-codes?q=state-&state=${state}&pageSize=100`)).json().items as PromoCode[])
          .map((p) => p.code)
          .sort();
      expect(await inState('scheduled')).toEqual(['STATE-SCHEDULED']);
      expect(await inState('active')).toEqual(['STATE-ENDS', 'STATE-STARTS']);
      expect(await inState('used_up')).toEqual(['STATE-USED-UP']);
      expect(await inState('expired')).toEqual(['STATE-EXPIRED']);
      expect((await send('GET', '/promo-codes?state=gone')).statusCode).toBe(400);

      // The export says the state in the reader's language.
      const csv = await send('GET', '/promo-codes/export?format=csv&lang=ar&q=state-used-up');
      expect(csv.body).toContain('مستنفد');
    });

    it('keeps the number of uses from going below the uses taken', async () => {
      const made = await add(ctx.app, 'LIMITED', { uses_limit: 3 });
      await usePromoCode(ctx.app.db, 'LIMITED');
      await usePromoCode(ctx.app.db, 'limited');
      const lower = await send('PATCH', `/promo-codes/${made.id}`, { uses_limit: 1 });
      expect(lower.statusCode).toBe(400);
      expect(lower.json().errors).toEqual([{ path: 'uses_limit', code: 'promo_code.limit_below_used' }]);
      const exact = await send('PATCH', `/promo-codes/${made.id}`, { uses_limit: 2 });
      expect(exact.json()).toMatchObject({ used_count: 2, uses_limit: 2, uses_left: 0, state: 'used_up' });
      // A used code is kept.
      const gone = await send('DELETE', `/promo-codes/${made.id}`);
      expect(gone.statusCode).toBe(409);
      expect(gone.json().code).toBe('promo_code.in_use');
    });

    it('keeps a used code’s name: renaming it is a 409 on the code, in either language, and changes nothing', async () => {
      const fresh = await add(ctx.app, 'RENAME-ME');
      const renamed = await send('PATCH', `/promo-codes/${fresh.id}`, { code: 'renamed-once' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().code).toBe('RENAMED-ONCE');

      await usePromoCode(ctx.app.db, 'RENAMED-ONCE');
      const audited = async () =>
        (
          await ctx.app.db
            .selectFrom('audit_log')
            .select('id')
            .where('entity', '=', 'promo-codes')
            .where('entity_id', '=', String(fresh.id))
            .execute()
        ).length;
      const rows = await audited();
      for (const language of ['en', 'ar'] as const) {
        const refused = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/promo-codes/${fresh.id}`,
          headers: { ...admin, 'accept-language': language },
          payload: { code: 'RENAMED-TWICE', discount_percent: 50 },
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          status: 409,
          code: 'promo_code.rename_used',
          message:
            language === 'en'
              ? 'This promo code has been used and cannot be renamed'
              : 'استُخدم كود الخصم هذا، فلا يمكن تغيير اسمه',
          errors: [{ path: 'code', code: 'promo_code.rename_used' }],
        });
      }
      expect((await send('GET', `/promo-codes/${fresh.id}`)).json()).toMatchObject({
        code: 'RENAMED-ONCE',
        discount_percent: 20,
      });
      expect(await audited()).toBe(rows);
      // Its own code again, in any case, is no rename; its other fields still change.
      const same = await send('PATCH', `/promo-codes/${fresh.id}`, { code: 'renamed-once', uses_limit: 9 });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json()).toMatchObject({ code: 'RENAMED-ONCE', uses_limit: 9 });
    });

    it('is for admins only', async () => {
      for (const role of ['teacher', 'support-agent'] as const) {
        const { headers } = await signInAs(ctx.app, role);
        const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/promo-codes', headers });
        expect(res.statusCode, role).toBe(403);
      }
    });

    describe('usePromoCode', () => {
      it('takes a use of an active code in any case, and answers why it cannot otherwise', async () => {
        await add(ctx.app, 'USE-ME', { uses_limit: 2 });
        const used = await usePromoCode(ctx.app.db, ' use-me ');
        expect(used).toMatchObject({ code: 'USE-ME', used_count: 1, uses_left: 1, state: 'active' });

        expect(await refusal(() => usePromoCode(ctx.app.db, 'NO-SUCH-CODE'))).toEqual({
          status: 400,
          code: 'promo_code.unknown',
          errors: [{ path: 'promo_code', code: 'promo_code.unknown' }],
        });
        await add(ctx.app, 'USE-LATER', { starts_on: day(3), ends_on: day(9) });
        await add(ctx.app, 'USE-BEFORE', { starts_on: day(-9), ends_on: day(-3) });
        const why = async (code: string, on?: string) =>
          (await refusal(() => usePromoCode(ctx.app.db, code, on))).errors?.[0]?.params?.state;
        expect(await why('USE-LATER')).toBe('scheduled');
        expect(await why('USE-BEFORE')).toBe('expired');
        // The day is the caller's: the scheduled code is usable on its first day.
        expect((await usePromoCode(ctx.app.db, 'USE-LATER', day(3))).used_count).toBe(1);
        expect(await why('USE-LATER', day(10))).toBe('expired');

        await usePromoCode(ctx.app.db, 'USE-ME');
        expect(await refusal(() => usePromoCode(ctx.app.db, 'USE-ME'))).toEqual({
          status: 409,
          code: 'promo_code.not_usable',
          errors: [{ path: 'promo_code', code: 'promo_code.not_usable', params: { state: 'used_up' } }],
        });
        const row = await ctx.app.db
          .selectFrom('promo_codes')
          .select('used_count')
          .where('code', '=', 'USE-ME')
          .executeTakeFirstOrThrow();
        expect(row.used_count).toBe(2);
      });

      it('never passes the limit, however many uses arrive at once: 20 against 5', async () => {
        await add(ctx.app, 'RUSH-HOUR', { uses_limit: 5 });
        // Each use in a transaction of its own, as a subscription's would be.
        const answers = await Promise.allSettled(
          Array.from({ length: 20 }, () => transaction(ctx.app.db, (trx) => usePromoCode(trx, 'rush-hour'))),
        );
        const taken = answers.filter((a) => a.status === 'fulfilled');
        expect(taken).toHaveLength(5);
        expect(taken.map((a) => a.value.used_count).sort()).toEqual([1, 2, 3, 4, 5]);
        for (const refused of answers.filter((a) => a.status === 'rejected')) {
          expect(refused.reason).toBeInstanceOf(AppError);
          expect(refused.reason).toMatchObject({
            statusCode: 409,
            code: 'promo_code.not_usable',
            errors: [{ path: 'promo_code', code: 'promo_code.not_usable', params: { state: 'used_up' } }],
          });
        }
        const listed = (await send('GET', '/promo-codes?q=rush-hour')).json().items[0] as PromoCode;
        expect(listed).toMatchObject({ used_count: 5, uses_left: 0, state: 'used_up' });
      });
    });
  });
}
