import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';

for (const dialect of dialects) {
  describe(`stages on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const as = async (role: 'admin' | 'teacher' | 'support-agent') => (await signInAs(ctx.app, role)).headers;
    const create = async (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/stages', headers, payload });

    it('adds, reads, changes and lists stages', async () => {
      const admin = await as('admin');
      const res = await create(admin, {
        name_ar: ' المرحلة الإعدادية ',
        name_en: 'Preparatory',
        code: 'PREP',
        sort_order: 2,
      });
      expect(res.statusCode).toBe(201);
      const stage = res.json();
      expect(stage).toMatchObject({
        name_ar: 'المرحلة الإعدادية',
        name_en: 'Preparatory',
        code: 'PREP',
        sort_order: 2,
        class_count: 0,
      });

      const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/stages/${stage.id}`, headers: admin });
      expect(got.json()).toEqual(stage);

      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/stages/${stage.id}`,
        headers: admin,
        payload: { name_en: 'Preparatory stage' },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ name_en: 'Preparatory stage', code: 'PREP' });

      await create(admin, { name_ar: 'المرحلة الابتدائية', name_en: 'Primary', code: 'PRI', sort_order: 1 });
      await create(admin, { name_ar: 'المرحلة الثانوية', name_en: 'Secondary', code: 'SEC', sort_order: 3 });
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages?pageSize=2&sort=-sort_order',
        headers: admin,
      });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body.total).toBe(3);
      expect(body.items.map((s: { code: string }) => s.code)).toEqual(['SEC', 'PREP']);
      const page2 = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages?pageSize=2&page=2&sort=-sort_order',
        headers: admin,
      });
      expect(page2.json().items.map((s: { code: string }) => s.code)).toEqual(['PRI']);
    });

    it('searches ignoring Arabic letter variants, diacritics and case', async () => {
      const admin = await as('admin');
      for (const q of ['الاعدادية', 'الإعداديّة', 'preparatory', 'PREP']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/stages?q=${encodeURIComponent(q)}`,
          headers: admin,
        });
        expect(
          res.json().items.map((s: { code: string }) => s.code),
          q,
        ).toEqual(['PREP']);
      }
      const none = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/stages?q=${encodeURIComponent('100%_')}`,
        headers: admin,
      });
      expect(none.json().total).toBe(0);
    });

    it('says what is wrong with bad input and changes nothing', async () => {
      const admin = await as('admin');
      const before = (await ctx.app.inject({ method: 'GET', url: '/api/v1/stages', headers: admin })).json().total;
      const missing = await create(admin, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.required' },
        { path: 'name_en', code: 'validation.required' },
        { path: 'code', code: 'validation.required' },
      ]);
      const short = await create(admin, { name_ar: 'م', name_en: 'x'.repeat(101), code: 'has space' });
      expect(short.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
        { path: 'name_en', code: 'validation.max', params: { max: 100 } },
        { path: 'code', code: 'validation.invalid' },
      ]);
      const dup = await create(admin, { name_ar: 'مرحلة أخرى', name_en: 'Other', code: 'PREP' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors).toEqual([{ path: 'code', code: 'stage.code_taken' }]);
      for (const url of [
        '/api/v1/stages?page=0',
        '/api/v1/stages?pageSize=1000',
        '/api/v1/stages?sort=password',
        '/api/v1/stages?x=1',
      ]) {
        expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(400);
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/stages/abc', headers: admin })).statusCode).toBe(400);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/stages/99999', headers: admin })).statusCode).toBe(
        404,
      );
      const after = (await ctx.app.inject({ method: 'GET', url: '/api/v1/stages', headers: admin })).json().total;
      expect(after).toBe(before);
    });

    it('refuses to delete a stage that has classes, and deletes one that has none', async () => {
      const admin = await as('admin');
      const stage = (await create(admin, { name_ar: 'مرحلة مؤقتة', name_en: 'Temporary', code: 'TMP' })).json();
      const now = new Date().toISOString();
      const cls = await ctx.app.db
        .insertInto('classes')
        .values({
          stage_id: stage.id,
          name_ar: 'صف',
          name_en: 'Class',
          sort_order: 1,
          search_text: 'x',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/stages/${stage.id}`, headers: admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'stage.in_use' });
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/stages/${stage.id}`, headers: admin })).json().class_count,
      ).toBe(1);
      await ctx.app.db.deleteFrom('classes').where('id', '=', cls.id).execute();
      const ok = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/stages/${stage.id}`, headers: admin });
      expect(ok.statusCode).toBe(204);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/stages/${stage.id}`, headers: admin })).statusCode,
      ).toBe(404);
    });

    it('lets every role read but only an admin write', async () => {
      for (const role of ['teacher', 'support-agent'] as const) {
        const headers = await as(role);
        expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/stages', headers })).statusCode).toBe(200);
        expect((await create(headers, { name_ar: 'مرحلة', name_en: 'Stage', code: 'NOPE' })).statusCode).toBe(403);
      }
    });

    it('exports the filtered list as CSV with a BOM and as XLSX, headings in the asked language', async () => {
      const admin = await as('admin');
      const csv = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages/export?format=csv&lang=ar&q=prep',
        headers: admin,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('المراحل-الدراسية')}`,
      );
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('الكود,الاسم بالعربية,الاسم بالإنجليزية,الترتيب,الصفوف الدراسية,تاريخ الإضافة');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^PREP,المرحلة الإعدادية,Preparatory stage,2,0,[٠-٩]{2}-[٠-٩]{2}-[٠-٩]{4}$/);

      const xlsx = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages/export?format=xlsx&lang=en',
        headers: admin,
      });
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Code',
        'Arabic name',
        'English name',
        'Order',
        'Classes',
        'Added on',
      ]);
      expect(sheet.rowCount).toBe(4);
    });
  });
}
