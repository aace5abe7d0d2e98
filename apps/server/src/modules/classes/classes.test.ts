import { describe, expect, it } from 'vitest';
import { build, createUser, signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';
import { seedSpecializations } from '../specializations/specializations.seed.js';
import { seedStages } from '../stages/stages.seed.js';
import { seedSystems } from '../systems/systems.seed.js';
import { seedClasses } from './classes.seed.js';
import { csvLines, xlsxSheet } from '../../test/exports.js';

type Named = { id: number; name_en: string };
const names = (body: { items: Named[] }) => body.items.map((c) => c.name_en);

for (const dialect of dialects) {
  describe(`classes on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const as = async (role: 'admin' | 'teacher' | 'support-agent') => (await signInAs(ctx.app, role)).headers;
    const create = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/classes', headers, payload });
    const get = async (headers: Record<string, string>, url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const stages = {} as Record<'PRI' | 'PREP', number>;
    const classes = {} as Record<string, number>;

    it('adds, reads, changes and lists the classes of a stage', async () => {
      const admin = await as('admin');
      for (const [code, name_en, name_ar, sort_order] of [
        ['PREP', 'Preparatory', 'المرحلة الإعدادية', 2],
        ['PRI', 'Primary', 'المرحلة الابتدائية', 1],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/stages',
          headers: admin,
          payload: { code, name_en, name_ar, sort_order },
        });
        stages[code] = res.json().id;
      }

      const res = await create(admin, {
        name_ar: ' الصف الأول الإعدادي ',
        name_en: 'Preparatory 1',
        stage_id: stages.PREP,
      });
      expect(res.statusCode).toBe(201);
      const cls = res.json();
      expect(cls).toMatchObject({
        name_ar: 'الصف الأول الإعدادي',
        name_en: 'Preparatory 1',
        sort_order: 0,
        stage_id: stages.PREP,
        stage_name_ar: 'المرحلة الإعدادية',
        stage_name_en: 'Preparatory',
        system_count: 0,
        specialization_count: 0,
      });
      classes['Preparatory 1'] = cls.id;
      expect(await get(admin, `/api/v1/classes/${cls.id}`)).toEqual(cls);

      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/classes/${cls.id}`,
        headers: admin,
        payload: { sort_order: 1 },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ sort_order: 1, name_en: 'Preparatory 1', stage_id: stages.PREP });

      for (const [name_en, name_ar, stage_id, sort_order] of [
        ['Preparatory 2', 'الصف الثاني الإعدادي', stages.PREP, 2],
        ['Primary 1', 'الصف الأول الابتدائي', stages.PRI, 1],
      ] as const) {
        const made = await create(admin, { name_en, name_ar, stage_id, sort_order });
        expect(made.statusCode).toBe(201);
        classes[name_en] = made.json().id;
      }
      expect((await get(admin, `/api/v1/stages/${stages.PREP}`)).class_count).toBe(2);

      // The ladder's order: the stage's place first, then the class's place in it.
      expect(names(await get(admin, '/api/v1/classes'))).toEqual(['Primary 1', 'Preparatory 1', 'Preparatory 2']);
      expect(names(await get(admin, '/api/v1/classes?sort=-sort_order'))).toEqual([
        'Preparatory 2',
        'Preparatory 1',
        'Primary 1',
      ]);
      expect(names(await get(admin, '/api/v1/classes?sort=-name_en'))).toEqual([
        'Primary 1',
        'Preparatory 2',
        'Preparatory 1',
      ]);
      const ofStage = await get(admin, `/api/v1/classes?stage_id=${stages.PREP}&pageSize=1`);
      expect(ofStage).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(names(ofStage)).toEqual(['Preparatory 1']);
      expect(names(await get(admin, `/api/v1/classes?stage_id=${stages.PREP}&pageSize=1&page=2`))).toEqual([
        'Preparatory 2',
      ]);
      expect((await get(admin, '/api/v1/classes?stage_id=99999')).total).toBe(0);

      // The classes a teacher teaches, in the ladder's order (a curriculum's or course's form offers these).
      const teacher = await createUser(ctx.app, 'teacher');
      await ctx.app.db
        .insertInto('teacher_classes')
        .values(
          [classes['Preparatory 2']!, classes['Primary 1']!].map((class_id) => ({ teacher_id: teacher.id, class_id })),
        )
        .execute();
      expect(names(await get(admin, `/api/v1/classes?teacher_id=${teacher.id}`))).toEqual([
        'Primary 1',
        'Preparatory 2',
      ]);
      expect(names(await get(admin, `/api/v1/classes?teacher_id=${teacher.id}&stage_id=${stages.PREP}`))).toEqual([
        'Preparatory 2',
      ]);
      expect((await get(admin, `/api/v1/classes?teacher_id=${(await createUser(ctx.app, 'teacher')).id}`)).total).toBe(
        0,
      );
    });

    it('moves a class to another stage', async () => {
      const admin = await as('admin');
      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/classes/${classes['Preparatory 2']}`,
        headers: admin,
        payload: { stage_id: stages.PRI },
      });
      expect(moved.json()).toMatchObject({ stage_id: stages.PRI, stage_name_en: 'Primary' });
      const back = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/classes/${classes['Preparatory 2']}`,
        headers: admin,
        payload: { stage_id: stages.PREP },
      });
      expect(back.json()).toMatchObject({ stage_id: stages.PREP, stage_name_en: 'Preparatory' });
    });

    it('searches ignoring Arabic letter variants, diacritics and case', async () => {
      const admin = await as('admin');
      const search = async (q: string, extra = '') =>
        names(await get(admin, `/api/v1/classes?q=${encodeURIComponent(q)}${extra}`));
      expect(await search('الاول')).toEqual(['Primary 1', 'Preparatory 1']);
      expect(await search('الأوّل', `&stage_id=${stages.PREP}`)).toEqual(['Preparatory 1']);
      expect(await search('الاعدادى')).toEqual(['Preparatory 1', 'Preparatory 2']);
      expect(await search('PREPARATORY 2')).toEqual(['Preparatory 2']);
      expect(await search('100%_')).toEqual([]);
    });

    it('says what is wrong with bad input and changes nothing', async () => {
      const admin = await as('admin');
      const before = (await get(admin, '/api/v1/classes')).total;

      const missing = await create(admin, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.required' },
        { path: 'name_en', code: 'validation.required' },
        { path: 'stage_id', code: 'validation.required' },
      ]);

      const bad = await create(admin, { name_ar: 'ص', name_en: 'x'.repeat(101), stage_id: stages.PRI, sort_order: -1 });
      expect(bad.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
        { path: 'name_en', code: 'validation.max', params: { max: 100 } },
        { path: 'sort_order', code: 'validation.min_value', params: { min: 0 } },
      ]);

      const unknownStage = await create(admin, { name_ar: 'صف جديد', name_en: 'New class', stage_id: 99999 });
      expect(unknownStage.statusCode).toBe(400);
      expect(unknownStage.json().errors).toEqual([{ path: 'stage_id', code: 'validation.invalid' }]);

      const extra = await create(admin, { name_ar: 'صف جديد', name_en: 'New class', stage_id: stages.PRI, x: 1 });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().errors).toEqual([{ path: 'x', code: 'validation.unknown_field' }]);

      // Two classes of one stage cannot share a name; another stage may use it.
      const dup = await create(admin, {
        name_ar: 'الصف الاول الاعدادي',
        name_en: 'preparatory 1',
        stage_id: stages.PREP,
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({
        code: 'validation.duplicate',
        errors: [
          { path: 'name_ar', code: 'validation.duplicate' },
          { path: 'name_en', code: 'validation.duplicate' },
        ],
      });
      const renamed = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/classes/${classes['Preparatory 2']}`,
        headers: admin,
        payload: { name_en: 'Preparatory 1' },
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().errors).toEqual([{ path: 'name_en', code: 'validation.duplicate' }]);
      const movedOnto = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/classes/${classes['Primary 1']}`,
        headers: admin,
        payload: { stage_id: 99999 },
      });
      expect(movedOnto.statusCode).toBe(400);
      expect(movedOnto.json().errors).toEqual([{ path: 'stage_id', code: 'validation.invalid' }]);

      for (const url of [
        '/api/v1/classes?page=0',
        '/api/v1/classes?pageSize=1000',
        '/api/v1/classes?sort=search_text',
        '/api/v1/classes?stage_id=abc',
        '/api/v1/classes?class_id=1',
        '/api/v1/classes/abc',
      ]) {
        expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(400);
      }
      const gone = await ctx.app.inject({ method: 'GET', url: '/api/v1/classes/99999', headers: admin });
      expect(gone.statusCode).toBe(404);
      expect((await get(admin, '/api/v1/classes')).total).toBe(before);
      expect((await get(admin, `/api/v1/classes/${classes['Preparatory 2']}`)).name_en).toBe('Preparatory 2');
    });

    it('keeps the system and specialization counts as they are added, moved and deleted', async () => {
      const admin = await as('admin');
      const [a = 0, b = 0] = await Promise.all(
        ['Counted A', 'Counted B'].map(async (name_en, i) => {
          const res = await create(admin, { name_ar: `صف للعد ${i + 1}`, name_en, stage_id: stages.PRI });
          expect(res.statusCode, res.body).toBe(201);
          return res.json().id as number;
        }),
      );
      const counts = async () =>
        Promise.all(
          [a, b].map(async (id) => {
            const c = await get(admin, `/api/v1/classes/${id}`);
            return [c.system_count, c.specialization_count];
          }),
        );
      const add = async (kind: 'systems' | 'specializations', class_id: number) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/${kind}`,
          headers: admin,
          payload: { class_id, name_ar: `عنصر ${kind}`, name_en: `Item ${kind}` },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as number;
      };
      const system = await add('systems', a);
      const specialization = await add('specializations', a);
      expect(await counts()).toEqual([
        [1, 1],
        [0, 0],
      ]);
      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/systems/${system}`,
        headers: admin,
        payload: { class_id: b },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await counts()).toEqual([
        [0, 1],
        [1, 0],
      ]);
      for (const [kind, id] of [
        ['systems', system],
        ['specializations', specialization],
      ] as const) {
        const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/${kind}/${id}`, headers: admin });
        expect(res.statusCode, res.body).toBe(204);
      }
      expect(await counts()).toEqual([
        [0, 0],
        [0, 0],
      ]);
    });

    it('refuses to delete a class that is used, changes nothing, and deletes one that is not', async () => {
      const admin = await as('admin');
      const teacher = await signInAs(ctx.app, 'teacher');
      const cls = (await create(admin, { name_ar: 'صف مؤقت', name_en: 'Temporary', stage_id: stages.PRI })).json();
      const db = ctx.app.db;
      const now = new Date().toISOString();
      const stamp = { search_text: 'x', created_at: now, updated_at: now };
      const remove = () => ctx.app.inject({ method: 'DELETE', url: `/api/v1/classes/${cls.id}`, headers: admin });
      const expectRefused = async (what: string) => {
        const res = await remove();
        expect(res.statusCode, what).toBe(409);
        expect(res.json(), what).toMatchObject({
          code: 'class.in_use',
          message: 'This class is in use and cannot be deleted',
        });
        expect((await get(admin, `/api/v1/classes/${cls.id}`)).name_en, what).toBe('Temporary');
      };

      const system = await db
        .insertInto('systems')
        .values({ class_id: cls.id, name_ar: 'عربي', name_en: 'Arabic', ...stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await get(admin, `/api/v1/classes/${cls.id}`)).system_count).toBe(1);
      await expectRefused('systems');
      expect((await get(admin, `/api/v1/systems/${system.id}`)).class_id).toBe(cls.id);
      await db.deleteFrom('systems').where('id', '=', system.id).execute();

      const spec = await db
        .insertInto('specializations')
        .values({ class_id: cls.id, name_ar: 'عام', name_en: 'General', ...stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await get(admin, `/api/v1/classes/${cls.id}`)).specialization_count).toBe(1);
      await expectRefused('specializations');
      await db.deleteFrom('specializations').where('id', '=', spec.id).execute();

      const subject = await db
        .insertInto('subjects')
        .values({ name_ar: 'مادة', name_en: 'Subject', code: 'CLS-TEST', specialization_id: null, ...stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('subject_classes').values({ subject_id: subject.id, class_id: cls.id }).execute();
      await expectRefused('subjects');
      await db.deleteFrom('subjects').where('id', '=', subject.id).execute();

      await db.insertInto('teacher_classes').values({ teacher_id: teacher.id, class_id: cls.id }).execute();
      await expectRefused('teachers');
      await db.deleteFrom('teacher_classes').where('class_id', '=', cls.id).execute();

      const student = await db
        .insertInto('students')
        .values({ name: 'Student', phone: '01099999999', email: null, class_id: cls.id, system_id: null, ...stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expectRefused('students');
      await db.deleteFrom('students').where('id', '=', student.id).execute();

      expect((await remove()).statusCode).toBe(204);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/classes/${cls.id}`, headers: admin })).statusCode,
      ).toBe(404);
      expect((await remove()).statusCode).toBe(404);
    });

    it('lets every role read but only an admin write', async () => {
      const id = classes['Primary 1'];
      for (const role of ['teacher', 'support-agent'] as const) {
        const headers = await as(role);
        expect((await get(headers, '/api/v1/classes')).total).toBeGreaterThan(0);
        expect((await get(headers, `/api/v1/classes/${id}`)).id).toBe(id);
        expect((await create(headers, { name_ar: 'صف', name_en: 'Class', stage_id: stages.PRI })).statusCode).toBe(403);
        for (const method of ['PATCH', 'DELETE'] as const) {
          const res = await ctx.app.inject({
            method,
            url: `/api/v1/classes/${id}`,
            headers,
            ...(method === 'PATCH' ? { payload: { name_en: 'Hacked' } } : {}),
          });
          expect(res.statusCode, `${role} ${method}`).toBe(403);
        }
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/classes' })).statusCode).toBe(401);
      expect((await get(await as('admin'), `/api/v1/classes/${id}`)).name_en).toBe('Primary 1');
    });

    it('exports the filtered list as CSV with a BOM and as XLSX, headings in the asked language', async () => {
      const admin = await as('admin');
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/classes/export?format=csv&lang=ar&stage_id=${stages.PREP}`,
        headers: admin,
      });
      const lines = csvLines(csv);
      expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('الصفوف-الدراسية')}`);
      expect(lines[0]).toBe(
        'المرحلة الدراسية,الاسم بالعربية,الاسم بالإنجليزية,الترتيب,الأنظمة التعليمية,الشعب,تاريخ الإضافة',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(
        /^المرحلة الإعدادية,الصف الأول الإعدادي,Preparatory 1,1,0,0,[٠-٩]{2}-[٠-٩]{2}-[٠-٩]{4}$/,
      );

      const xlsx = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/classes/export?format=xlsx&lang=en&q=primary',
        headers: admin,
      });
      const sheet = await xlsxSheet(xlsx);
      expect(sheet.name).toBe('Classes');
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Academic stage',
        'Arabic name',
        'English name',
        'Order',
        'Educational systems',
        'Specializations',
        'Added on',
      ]);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).value).toBe('Primary');
      expect(sheet.getRow(2).getCell(3).value).toBe('Primary 1');
    });
  });

  describe(`demo classes, systems and specializations on ${dialect.name}`, () => {
    it('seeds the twelve classes of the ladder in order, with their systems and specializations', async () => {
      const built = await build(dialect);
      try {
        const { app } = built;
        for (const seed of [seedStages, seedClasses, seedSystems, seedSpecializations]) await seed(app.db);
        const { headers } = await signInAs(app, 'admin');
        const list = (await app.inject({ method: 'GET', url: '/api/v1/classes?pageSize=100', headers })).json() as {
          total: number;
          items: { name_en: string; system_count: number; specialization_count: number }[];
        };
        expect(list.total).toBe(12);
        expect(list.items.map((c) => c.name_en)).toEqual([
          ...[1, 2, 3, 4, 5, 6].map((n) => `Primary ${n}`),
          ...[1, 2, 3].map((n) => `Preparatory ${n}`),
          ...[1, 2, 3].map((n) => `Secondary ${n}`),
        ]);
        expect(list.items.every((c) => c.system_count === 2)).toBe(true);
        expect(list.items.map((c) => c.specialization_count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 3]);
        const sec3 = list.items[11] as unknown as { id: number };
        const specs = (
          await app.inject({ method: 'GET', url: `/api/v1/specializations?class_id=${sec3.id}`, headers })
        ).json() as { items: { name_ar: string; name_en: string }[] };
        expect(specs.items.map((s) => [s.name_en, s.name_ar])).toEqual([
          ['Science', 'علمي علوم'],
          ['Mathematics', 'علمي رياضة'],
          ['Literary', 'أدبي'],
        ]);
        const systems = (
          await app.inject({ method: 'GET', url: `/api/v1/systems?class_id=${sec3.id}`, headers })
        ).json() as { items: { name_ar: string; name_en: string }[] };
        expect(systems.items.map((s) => [s.name_en, s.name_ar])).toEqual([
          ['Arabic', 'عربي'],
          ['Languages', 'لغات'],
        ]);
      } finally {
        await built.close();
      }
    });
  });
}
