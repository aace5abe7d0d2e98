import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';

type Named = { id: number; name_en: string; class_name_en: string };
const names = (body: { items: Named[] }) => body.items.map((s) => `${s.class_name_en}: ${s.name_en}`);

for (const dialect of dialects) {
  describe(`specializations on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const as = async (role: 'admin' | 'teacher' | 'support-agent') => (await signInAs(ctx.app, role)).headers;
    const create = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/specializations', headers, payload });
    const get = async (headers: Record<string, string>, url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    /** Secondary 1 and 2 (stage order 2) and Primary 1 (stage order 1), added in that order. */
    const classes = {} as Record<'Secondary 1' | 'Secondary 2' | 'Primary 1', number>;
    const specs = {} as Record<string, number>;

    it('adds, reads, changes and lists the specializations of a class', async () => {
      const admin = await as('admin');
      const stage = async (code: string, name_en: string, name_ar: string, sort_order: number) =>
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/stages',
            headers: admin,
            payload: { code, name_en, name_ar, sort_order },
          })
        ).json().id as number;
      const sec = await stage('SEC', 'Secondary', 'المرحلة الثانوية', 2);
      const pri = await stage('PRI', 'Primary', 'المرحلة الابتدائية', 1);
      for (const [name_en, name_ar, stage_id, sort_order] of [
        ['Secondary 1', 'الصف الأول الثانوي', sec, 1],
        ['Secondary 2', 'الصف الثاني الثانوي', sec, 2],
        ['Primary 1', 'الصف الأول الابتدائي', pri, 1],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/classes',
          headers: admin,
          payload: { name_en, name_ar, stage_id, sort_order },
        });
        classes[name_en] = res.json().id;
      }

      const res = await create(admin, { name_ar: ' علمي علوم ', name_en: 'Science', class_id: classes['Secondary 2'] });
      expect(res.statusCode).toBe(201);
      const spec = res.json();
      expect(spec).toMatchObject({
        name_ar: 'علمي علوم',
        name_en: 'Science',
        class_id: classes['Secondary 2'],
        class_name_ar: 'الصف الثاني الثانوي',
        class_name_en: 'Secondary 2',
      });
      specs['Secondary 2: Science'] = spec.id;
      expect(await get(admin, `/api/v1/specializations/${spec.id}`)).toEqual(spec);

      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/specializations/${spec.id}`,
        headers: admin,
        payload: { name_en: 'Science stream' },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        name_en: 'Science stream',
        name_ar: 'علمي علوم',
        class_id: classes['Secondary 2'],
      });

      for (const [cls, name_en, name_ar] of [
        ['Secondary 2', 'Literary', 'أدبي'],
        ['Secondary 1', 'Literary', 'أدبي'],
        ['Primary 1', 'Science', 'علمي علوم'],
      ] as const) {
        const made = await create(admin, { name_en, name_ar, class_id: classes[cls] });
        expect(made.statusCode, `${cls}: ${name_en}`).toBe(201);
        specs[`${cls}: ${name_en}`] = made.json().id;
      }
      expect((await get(admin, `/api/v1/classes/${classes['Secondary 2']}`)).specialization_count).toBe(2);

      // The ladder's order of the classes, then the order the specializations were added in.
      expect(names(await get(admin, '/api/v1/specializations'))).toEqual([
        'Primary 1: Science',
        'Secondary 1: Literary',
        'Secondary 2: Science stream',
        'Secondary 2: Literary',
      ]);
      expect(names(await get(admin, '/api/v1/specializations?sort=-class'))).toEqual([
        'Secondary 2: Science stream',
        'Secondary 2: Literary',
        'Secondary 1: Literary',
        'Primary 1: Science',
      ]);
      // Equal names keep the order they were added in.
      expect(names(await get(admin, '/api/v1/specializations?sort=name_en'))).toEqual([
        'Secondary 2: Literary',
        'Secondary 1: Literary',
        'Primary 1: Science',
        'Secondary 2: Science stream',
      ]);
      const ofClass = await get(admin, `/api/v1/specializations?class_id=${classes['Secondary 2']}&pageSize=1&page=2`);
      expect(ofClass).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(names(ofClass)).toEqual(['Secondary 2: Literary']);
      expect((await get(admin, '/api/v1/specializations?class_id=99999')).total).toBe(0);

      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/specializations/${specs['Secondary 1: Literary']}`,
        headers: admin,
        payload: { class_id: classes['Primary 1'] },
      });
      expect(moved.json()).toMatchObject({ class_id: classes['Primary 1'], class_name_en: 'Primary 1' });
      expect((await get(admin, `/api/v1/classes/${classes['Secondary 1']}`)).specialization_count).toBe(0);
    });

    it('searches ignoring Arabic letter variants, diacritics and case', async () => {
      const admin = await as('admin');
      const search = async (q: string, extra = '') =>
        names(await get(admin, `/api/v1/specializations?q=${encodeURIComponent(q)}${extra}`));
      expect(await search('علمى علوم')).toEqual(['Primary 1: Science', 'Secondary 2: Science stream']);
      expect(await search('عِلْمي', `&class_id=${classes['Secondary 2']}`)).toEqual(['Secondary 2: Science stream']);
      expect(await search('LITERARY')).toEqual(['Primary 1: Literary', 'Secondary 2: Literary']);
      expect(await search('ادبى')).toEqual(['Primary 1: Literary', 'Secondary 2: Literary']);
      expect(await search('100%_')).toEqual([]);
    });

    it('says what is wrong with bad input and changes nothing', async () => {
      const admin = await as('admin');
      const before = (await get(admin, '/api/v1/specializations')).total;
      const missing = await create(admin, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.required' },
        { path: 'name_en', code: 'validation.required' },
        { path: 'class_id', code: 'validation.required' },
      ]);
      const bad = await create(admin, { name_ar: 'ع', name_en: 'x'.repeat(101), class_id: 'one' });
      expect(bad.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
        { path: 'name_en', code: 'validation.max', params: { max: 100 } },
        { path: 'class_id', code: 'validation.number' },
      ]);
      const unknownClass = await create(admin, { name_ar: 'عام', name_en: 'General', class_id: 99999 });
      expect(unknownClass.statusCode).toBe(400);
      expect(unknownClass.json()).toMatchObject({
        code: 'validation.invalid',
        errors: [{ path: 'class_id', code: 'validation.invalid' }],
      });
      const movedToNowhere = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/specializations/${specs['Primary 1: Science']}`,
        headers: admin,
        payload: { class_id: 99999 },
      });
      expect(movedToNowhere.statusCode).toBe(400);
      expect(movedToNowhere.json().errors).toEqual([{ path: 'class_id', code: 'validation.invalid' }]);
      const extra = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/specializations/${specs['Primary 1: Science']}`,
        headers: admin,
        payload: { stage_id: 1 },
      });
      expect(extra.json().errors).toEqual([{ path: 'stage_id', code: 'validation.unknown_field' }]);

      // One class cannot have two specializations of the same name; another class may.
      const dup = await create(admin, { name_ar: 'ادبى', name_en: 'General', class_id: classes['Secondary 2'] });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors).toEqual([{ path: 'name_ar', code: 'validation.duplicate' }]);
      const renamed = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/specializations/${specs['Secondary 2: Literary']}`,
        headers: admin,
        payload: { name_en: 'SCIENCE STREAM' },
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().errors).toEqual([{ path: 'name_en', code: 'validation.duplicate' }]);

      for (const url of [
        '/api/v1/specializations?sort=class_id',
        '/api/v1/specializations?stage_id=1',
        '/api/v1/specializations?class_id=0',
        '/api/v1/specializations/abc',
      ]) {
        expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(400);
      }
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/specializations/99999', headers: admin })).statusCode,
      ).toBe(404);
      expect((await get(admin, '/api/v1/specializations')).total).toBe(before);
      expect((await get(admin, `/api/v1/specializations/${specs['Secondary 2: Literary']}`)).name_en).toBe('Literary');
    });

    it('refuses to delete a specialization subjects belong to, changes nothing, and deletes one they do not', async () => {
      const admin = await as('admin');
      const id = specs['Secondary 2: Literary']!;
      const now = new Date().toISOString();
      const subject = await ctx.app.db
        .insertInto('subjects')
        .values({
          name_ar: 'التاريخ',
          name_en: 'History',
          code: 'HIST-T',
          specialization_id: id,
          search_text: 'x',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const remove = () => ctx.app.inject({ method: 'DELETE', url: `/api/v1/specializations/${id}`, headers: admin });
      const refused = await remove();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'specialization.in_use',
        message: 'This specialization is in use and cannot be deleted',
      });
      expect((await get(admin, `/api/v1/specializations/${id}`)).name_en).toBe('Literary');

      // The class is in use too, while it has specializations.
      const classRefused = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/classes/${classes['Secondary 2']}`,
        headers: admin,
      });
      expect(classRefused.json()).toMatchObject({ code: 'class.in_use' });

      await ctx.app.db.deleteFrom('subjects').where('id', '=', subject.id).execute();
      expect((await remove()).statusCode).toBe(204);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/specializations/${id}`, headers: admin })).statusCode,
      ).toBe(404);
      expect((await get(admin, `/api/v1/classes/${classes['Secondary 2']}`)).specialization_count).toBe(1);
    });

    it('lets every role read but only an admin write', async () => {
      const id = specs['Primary 1: Science']!;
      for (const role of ['teacher', 'support-agent'] as const) {
        const headers = await as(role);
        expect((await get(headers, `/api/v1/specializations?class_id=${classes['Primary 1']}`)).total).toBe(2);
        expect((await get(headers, `/api/v1/specializations/${id}`)).id).toBe(id);
        expect(
          (await create(headers, { name_ar: 'دولي', name_en: 'IG', class_id: classes['Primary 1'] })).statusCode,
        ).toBe(403);
        for (const method of ['PATCH', 'DELETE'] as const) {
          const res = await ctx.app.inject({
            method,
            url: `/api/v1/specializations/${id}`,
            headers,
            ...(method === 'PATCH' ? { payload: { name_en: 'Hacked' } } : {}),
          });
          expect(res.statusCode, `${role} ${method}`).toBe(403);
        }
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/specializations' })).statusCode).toBe(401);
      expect((await get(await as('admin'), `/api/v1/specializations/${id}`)).name_en).toBe('Science');
    });

    it('exports the filtered list as CSV with a BOM and as XLSX, headings in the asked language', async () => {
      const admin = await as('admin');
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/specializations/export?format=csv&lang=ar&class_id=${classes['Primary 1']}`,
        headers: admin,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('الشعب')}`);
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('الصف الدراسي,الاسم بالعربية,الاسم بالإنجليزية,تاريخ الإضافة');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^الصف الأول الابتدائي,أدبي,Literary,[٠-٩]{2}-[٠-٩]{2}-[٠-٩]{4}$/);
      expect(lines[2]).toMatch(/^الصف الأول الابتدائي,علمي علوم,Science,/);

      const xlsx = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/specializations/export?format=xlsx&lang=en&q=science',
        headers: admin,
      });
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe('Specializations');
      expect(sheet.getRow(1).values).toEqual([undefined, 'Class', 'Arabic name', 'English name', 'Added on']);
      expect(sheet.rowCount).toBe(3);
      expect(sheet.getRow(2).values).toEqual([undefined, 'Primary 1', 'علمي علوم', 'Science', expect.any(String)]);
    });
  });
}
