import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../../test/build.js';
import { crudContract } from '../../test/crud-contract.js';
import { dialects } from '../../test/dialects.js';

let seq = 0;
/** A new stage at `stageOrder` with one class; returns the class's id. */
async function addClass(app: FastifyInstance, stageOrder: number) {
  seq += 1;
  const now = new Date().toISOString();
  const named = {
    name_ar: `مرحلة ${seq}`,
    name_en: `Stage ${seq}`,
    search_text: 'x',
    created_at: now,
    updated_at: now,
  };
  const stage = await app.db
    .insertInto('stages')
    .values({ ...named, code: `S${seq}`, sort_order: stageOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cls = await app.db
    .insertInto('classes')
    .values({ ...named, name_en: `Class ${seq}`, stage_id: stage.id, sort_order: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return cls.id;
}

const names = [
  { name_ar: 'عربي', name_en: 'Arabic' },
  { name_ar: 'لغات', name_en: 'Languages' },
  { name_ar: 'دولي', name_en: 'Zeta international' },
];

/** What makes a system or a specialization used, by table. */
const use = {
  systems: async (app: FastifyInstance, item: { id: number; [key: string]: unknown }) => {
    const now = new Date().toISOString();
    await app.db
      .insertInto('students')
      .values({
        name: 'Student',
        phone: '01088888888',
        email: null,
        class_id: item.class_id as number,
        system_id: item.id,
        search_text: 'x',
        created_at: now,
        updated_at: now,
      })
      .execute();
  },
  specializations: async (app: FastifyInstance, item: { id: number; [key: string]: unknown }) => {
    const now = new Date().toISOString();
    const subject = await app.db
      .insertInto('subjects')
      .values({
        name_ar: 'فيزياء',
        name_en: 'Physics',
        code: `PHY${item.id}`,
        specialization_id: item.id,
        search_text: 'x',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('subject_classes')
      .values({ subject_id: subject.id, class_id: item.class_id as number })
      .execute();
  },
};

for (const [table, inUseCode] of [
  ['systems', 'system.in_use'],
  ['specializations', 'specialization.in_use'],
] as const) {
  crudContract(table, {
    path: `/api/v1/${table}`,
    // Each in a class of its own, the classes in ladder order.
    valid: async (app, n) => ({ ...names[n], class_id: await addClass(app, n + 1) }),
    sort: { field: 'name_en', value: (s) => s.name_en as string },
    search: (n) => names[n]!.name_en,
    filter: (items) => ({ query: `class_id=${items[1]!.class_id}`, keeps: [1] }),
    invalid: {
      body: { name_ar: 'ع', name_en: 'x'.repeat(101), class_id: 0 },
      errors: [
        { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
        { path: 'name_en', code: 'validation.max', params: { max: 100 } },
        { path: 'class_id', code: 'validation.min_value', params: { min: 1 } },
      ],
    },
    conflict: (first) => ({
      body: { name_ar: 'عَرَبى', name_en: 'ARABIC', class_id: first.class_id },
      code: 'validation.duplicate',
    }),
    inUse: { use: use[table], code: inUseCode },
    change: { body: { name_en: 'Languages plus' }, expect: { name_en: 'Languages plus', name_ar: 'لغات' } },
    exportHeadings: ['Class', 'Arabic name', 'English name', 'Added on'],
  });

  for (const dialect of dialects) {
    describe(`${table} of a class on ${dialect.name}`, () => {
      const ctx = useApp(dialect);
      const url = `/api/v1/${table}`;

      it('lists in the ladder order of the classes, refuses a class that does not exist and moves an item', async () => {
        const headers = (await signInAs(ctx.app, 'admin')).headers;
        const add = (payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
        const secondary = await addClass(ctx.app, 3);
        const primary2 = await addClass(ctx.app, 2);
        const primary1 = await addClass(ctx.app, 1);
        for (const class_id of [secondary, primary2, primary1]) {
          expect((await add({ ...names[0], class_id })).statusCode).toBe(201);
        }
        const order = async (sort: string) =>
          (
            (await ctx.app.inject({ method: 'GET', url: `${url}?sort=${sort}`, headers })).json().items as {
              class_id: number;
            }[]
          ).map((s) => s.class_id);
        expect(await order('class')).toEqual([primary1, primary2, secondary]);
        expect(await order('-class')).toEqual([secondary, primary2, primary1]);

        const missing = await add({ ...names[1], class_id: 99999 });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toEqual([{ path: 'class_id', code: 'validation.invalid' }]);

        const [first] = (await ctx.app.inject({ method: 'GET', url, headers })).json().items as { id: number }[];
        const clash = await ctx.app.inject({
          method: 'PATCH',
          url: `${url}/${first!.id}`,
          headers,
          payload: { class_id: secondary },
        });
        expect(clash.statusCode).toBe(409);
        expect(clash.json().errors).toEqual([
          { path: 'name_ar', code: 'validation.duplicate' },
          { path: 'name_en', code: 'validation.duplicate' },
        ]);
        const moved = await ctx.app.inject({
          method: 'PATCH',
          url: `${url}/${first!.id}`,
          headers,
          payload: { class_id: secondary, ...names[1] },
        });
        expect(moved.json()).toMatchObject({ class_id: secondary, name_en: 'Languages' });
      });
    });
  }
}
