import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../../lib/list.js';
import { createUser, signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';
import { seedClasses } from '../classes/classes.seed.js';
import { seedSpecializations } from '../specializations/specializations.seed.js';
import { seedStages } from '../stages/stages.seed.js';
import { demoSubjects, seedSubjects } from './subjects.seed.js';
import { csvLines, xlsxSheet } from '../../test/exports.js';

/** Stages, classes and specializations written straight to the database, so the suite needs no other module. */
async function academicStructure(app: FastifyInstance) {
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const stage = async (code: string, name_en: string, name_ar: string, sort_order: number) =>
    (
      await app.db
        .insertInto('stages')
        .values({ code, name_en, name_ar, sort_order, search_text: searchText(name_ar, name_en, code), ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const cls = async (stage_id: number, name_en: string, name_ar: string, sort_order: number) =>
    (
      await app.db
        .insertInto('classes')
        .values({ stage_id, name_en, name_ar, sort_order, search_text: searchText(name_ar, name_en), ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const spec = async (class_id: number, name_en: string, name_ar: string) =>
    (
      await app.db
        .insertInto('specializations')
        .values({ class_id, name_en, name_ar, search_text: searchText(name_ar, name_en), ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const pri = await stage('PRI', 'Primary', 'المرحلة الابتدائية', 1);
  const sec = await stage('SEC', 'Secondary', 'المرحلة الثانوية', 2);
  const p1 = await cls(pri, 'Primary 1', 'الصف الأول الابتدائي', 1);
  const p2 = await cls(pri, 'Primary 2', 'الصف الثاني الابتدائي', 2);
  const s2 = await cls(sec, 'Secondary 2', 'الصف الثاني الثانوي', 2);
  const s3 = await cls(sec, 'Secondary 3', 'الصف الثالث الثانوي', 3);
  return {
    stages: { pri, sec },
    classes: { p1, p2, s2, s3 },
    specializations: {
      science3: await spec(s3, 'Science', 'علمي علوم'),
      maths3: await spec(s3, 'Mathematics', 'علمي رياضة'),
      literary2: await spec(s2, 'Literary', 'أدبي'),
    },
  };
}

type Structure = Awaited<ReturnType<typeof academicStructure>>;
type Item = { id: number; code: string };
const codes = (body: { items: Item[] }) => body.items.map((s) => s.code);

for (const dialect of dialects) {
  describe(`subjects on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    let admin: Record<string, string>;
    let x: Structure;
    beforeAll(async () => {
      admin = (await signInAs(ctx.app, 'admin')).headers;
      x = await academicStructure(ctx.app);
    });

    const create = (payload: object, headers = admin) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/subjects', headers, payload });
    const patch = (id: number, payload: object, headers = admin) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/subjects/${id}`, headers, payload });
    const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
    const count = async () => (await get('/api/v1/subjects?pageSize=1')).json().total as number;

    it('adds, reads and changes a subject with its classes and specialization', async () => {
      const res = await create({
        name_ar: ' الأحياء ',
        name_en: 'Biology',
        code: 'BIO',
        specialization_id: x.specializations.science3,
        class_ids: [x.classes.s3, x.classes.s2, x.classes.s3],
      });
      expect(res.statusCode).toBe(201);
      const subject = res.json();
      expect(subject).toMatchObject({
        name_ar: 'الأحياء',
        name_en: 'Biology',
        code: 'BIO',
        specialization_id: x.specializations.science3,
        specialization: {
          id: x.specializations.science3,
          name_en: 'Science',
          name_ar: 'علمي علوم',
          class_id: x.classes.s3,
        },
        class_ids: [x.classes.s2, x.classes.s3],
        classes: [
          {
            id: x.classes.s2,
            name_en: 'Secondary 2',
            name_ar: 'الصف الثاني الثانوي',
            stage_id: x.stages.sec,
            stage_name_en: 'Secondary',
            stage_name_ar: 'المرحلة الثانوية',
          },
          {
            id: x.classes.s3,
            name_en: 'Secondary 3',
            name_ar: 'الصف الثالث الثانوي',
            stage_id: x.stages.sec,
            stage_name_en: 'Secondary',
            stage_name_ar: 'المرحلة الثانوية',
          },
        ],
        teacher_count: 0,
      });

      const got = await get(`/api/v1/subjects/${subject.id}`);
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual(subject);

      const renamed = await patch(subject.id, { name_en: 'Biology (Science)' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        name_en: 'Biology (Science)',
        code: 'BIO',
        class_ids: [x.classes.s2, x.classes.s3],
        specialization_id: x.specializations.science3,
      });

      // Dropping Secondary 3 would leave its specialization outside the classes: refused, nothing changed.
      const orphan = await patch(subject.id, { class_ids: [x.classes.s2] });
      expect(orphan.statusCode).toBe(400);
      expect(orphan.json()).toMatchObject({
        code: 'subject.specialization_mismatch',
        message: 'The specialization must belong to one of the chosen classes',
        errors: [{ path: 'specialization_id', code: 'subject.specialization_mismatch' }],
      });
      expect((await get(`/api/v1/subjects/${subject.id}`)).json().class_ids).toEqual([x.classes.s2, x.classes.s3]);

      const moved = await patch(subject.id, {
        class_ids: [x.classes.s2],
        specialization_id: x.specializations.literary2,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        class_ids: [x.classes.s2],
        specialization: { id: x.specializations.literary2, name_en: 'Literary' },
      });
      const cleared = await patch(subject.id, { specialization_id: null, class_ids: [x.classes.s3, x.classes.p1] });
      expect(cleared.json()).toMatchObject({
        specialization_id: null,
        specialization: null,
        // Stage order first (primary before secondary), then class order.
        class_ids: [x.classes.p1, x.classes.s3],
      });
      const rows = await ctx.app.db
        .selectFrom('subject_classes')
        .select('class_id')
        .where('subject_id', '=', subject.id)
        .orderBy('class_id')
        .execute();
      expect(rows.map((r) => r.class_id)).toEqual([x.classes.p1, x.classes.s3].sort((a, b) => a - b));
    });

    it('says what is wrong with bad input, on the field, and changes nothing', async () => {
      const before = await count();
      const missing = await create({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.required' },
        { path: 'name_en', code: 'validation.required' },
        { path: 'code', code: 'validation.required' },
        { path: 'class_ids', code: 'validation.required' },
      ]);
      const bad = await create({ name_ar: 'ع', name_en: 'x'.repeat(101), code: 'has space', class_ids: [] });
      expect(bad.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
        { path: 'name_en', code: 'validation.max', params: { max: 100 } },
        { path: 'code', code: 'validation.invalid' },
        { path: 'class_ids', code: 'validation.required', params: { min: 1 } },
      ]);
      const valid = { name_ar: 'الجيولوجيا', name_en: 'Geology', code: 'GEOL', class_ids: [x.classes.s3] };
      const unknownClass = await create({ ...valid, class_ids: [x.classes.s3, 999_999] });
      expect(unknownClass.statusCode).toBe(400);
      expect(unknownClass.json().errors).toEqual([{ path: 'class_ids', code: 'validation.invalid' }]);
      const unknownSpec = await create({ ...valid, specialization_id: 999_999 });
      expect(unknownSpec.json().errors).toEqual([{ path: 'specialization_id', code: 'validation.invalid' }]);
      const mismatch = await create({ ...valid, specialization_id: x.specializations.literary2 });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toEqual([{ path: 'specialization_id', code: 'subject.specialization_mismatch' }]);
      const extra = await create({ ...valid, teacher_count: 3 });
      expect(extra.json().errors).toEqual([{ path: 'teacher_count', code: 'validation.unknown_field' }]);
      const wrongType = await create({ ...valid, class_ids: ['one'] });
      expect(wrongType.json().errors).toEqual([{ path: 'class_ids.0', code: 'validation.number' }]);
      expect(await count()).toBe(before);

      expect((await create(valid)).statusCode).toBe(201);
      const dup = await create({ ...valid, name_en: 'Geology again', code: ' GEOL ' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({
        code: 'subject.code_taken',
        errors: [{ path: 'code', code: 'subject.code_taken' }],
      });
      const other = (
        await create({ name_ar: 'مادة أخرى', name_en: 'Other subject', code: 'OTHER', class_ids: [x.classes.p1] })
      ).json();
      const dupPatch = await patch(other.id, { code: 'GEOL' });
      expect(dupPatch.statusCode).toBe(409);
      expect(dupPatch.json().errors).toEqual([{ path: 'code', code: 'subject.code_taken' }]);
      expect((await patch(other.id, { code: 'OTHER' })).statusCode).toBe(200);
      expect((await patch(other.id, { class_ids: [] })).json().errors).toEqual([
        { path: 'class_ids', code: 'validation.required', params: { min: 1 } },
      ]);
      expect((await get(`/api/v1/subjects/${other.id}`)).json()).toMatchObject({
        code: 'OTHER',
        class_ids: [x.classes.p1],
      });

      for (const url of [
        '/api/v1/subjects?page=0',
        '/api/v1/subjects?pageSize=1000',
        '/api/v1/subjects?sort=search_text',
        '/api/v1/subjects?stage_id=abc',
        '/api/v1/subjects?student_id=1',
      ]) {
        expect((await get(url)).statusCode, url).toBe(400);
      }
      expect((await get('/api/v1/subjects/abc')).statusCode).toBe(400);
      expect((await get('/api/v1/subjects/99999')).statusCode).toBe(404);
      expect((await patch(99999, { name_en: 'Nothing' })).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: '/api/v1/subjects/99999', headers: admin })).statusCode,
      ).toBe(404);
    });

    it('refuses to delete a subject a teacher teaches, keeping it whole, and deletes an unused one', async () => {
      const subject = (
        await create({
          name_ar: 'الفيزياء',
          name_en: 'Physics',
          code: 'PHY',
          specialization_id: x.specializations.maths3,
          class_ids: [x.classes.s2, x.classes.s3],
        })
      ).json();
      const teacher = await createUser(ctx.app, 'teacher');
      await ctx.app.db
        .insertInto('teacher_subjects')
        .values({ teacher_id: teacher.id, subject_id: subject.id })
        .execute();
      expect((await get(`/api/v1/subjects/${subject.id}`)).json().teacher_count).toBe(1);

      const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/subjects/${subject.id}`, headers: admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'subject.in_use', message: 'Cannot delete this subject' });
      const kept = await get(`/api/v1/subjects/${subject.id}`);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ class_ids: [x.classes.s2, x.classes.s3], teacher_count: 1 });

      await ctx.app.db.deleteFrom('teacher_subjects').where('subject_id', '=', subject.id).execute();
      const ok = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/subjects/${subject.id}`, headers: admin });
      expect(ok.statusCode).toBe(204);
      expect((await get(`/api/v1/subjects/${subject.id}`)).statusCode).toBe(404);
      const left = await ctx.app.db
        .selectFrom('subject_classes')
        .select('class_id')
        .where('subject_id', '=', subject.id)
        .execute();
      expect(left).toEqual([]);
    });

    describe('lists', () => {
      beforeAll(async () => {
        const add = async (payload: object) => {
          const res = await create(payload);
          if (res.statusCode !== 201) throw new Error(res.body);
        };
        await add({
          name_ar: 'اللغة العربية',
          name_en: 'Arabic',
          code: 'L-ARB',
          class_ids: [x.classes.p1, x.classes.s2],
        });
        await add({ name_ar: 'اللغة الإنجليزية', name_en: 'English', code: 'L-ENG', class_ids: [x.classes.p2] });
        await add({
          name_ar: 'الرياضيات البحتة',
          name_en: 'Pure Mathematics',
          code: 'L-PMATH',
          specialization_id: x.specializations.maths3,
          class_ids: [x.classes.s3],
        });
        await add({
          name_ar: 'الرياضيات التطبيقية',
          name_en: 'Applied Mathematics',
          code: 'L-AMATH',
          specialization_id: x.specializations.maths3,
          class_ids: [x.classes.s2, x.classes.s3],
        });
        await add({
          name_ar: 'الفلسفة والمنطق',
          name_en: 'Philosophy',
          code: 'L-PHIL',
          specialization_id: x.specializations.literary2,
          class_ids: [x.classes.s2],
        });
      });

      it('searches names and code ignoring Arabic letter variants, diacritics and case', async () => {
        const cases: [string, string[]][] = [
          ['اللغه العربيه', ['L-ARB']],
          ['الانجليزيه', ['L-ENG']],
          ['الرِّياضيّات', ['L-AMATH', 'L-PMATH']],
          ['التطبيقيه', ['L-AMATH']],
          ['pure MATH', ['L-PMATH']],
          ['l-phil', ['L-PHIL']],
          ['والمنطق', ['L-PHIL']],
        ];
        for (const [q, expected] of cases) {
          const res = await get(`/api/v1/subjects?sort=code&q=${encodeURIComponent(q)}`);
          expect(res.statusCode, q).toBe(200);
          expect(codes(res.json()), q).toEqual(expected);
        }
        expect((await get(`/api/v1/subjects?q=${encodeURIComponent('100%_')}`)).json().total).toBe(0);
      });

      it('filters by stage, class and specialization, together with the search', async () => {
        const list = async (query: string) => codes((await get(`/api/v1/subjects?q=L-&sort=code&${query}`)).json());
        expect(await list(`stage_id=${x.stages.pri}`)).toEqual(['L-ARB', 'L-ENG']);
        expect(await list(`stage_id=${x.stages.sec}`)).toEqual(['L-AMATH', 'L-ARB', 'L-PHIL', 'L-PMATH']);
        expect(await list(`class_id=${x.classes.s2}`)).toEqual(['L-AMATH', 'L-ARB', 'L-PHIL']);
        expect(await list(`class_id=${x.classes.p2}`)).toEqual(['L-ENG']);
        expect(await list(`specialization_id=${x.specializations.maths3}`)).toEqual(['L-AMATH', 'L-PMATH']);
        expect(await list(`specialization_id=${x.specializations.maths3}&class_id=${x.classes.s2}`)).toEqual([
          'L-AMATH',
        ]);
        expect(await list(`stage_id=${x.stages.pri}&class_id=${x.classes.s3}`)).toEqual([]);
        // The subjects a teacher teaches, with the class's (what a curriculum's or course's form offers).
        const teacher = await createUser(ctx.app, 'teacher');
        const all = (await get('/api/v1/subjects?q=L-&pageSize=100')).json().items as { id: number; code: string }[];
        const id = (code: string) => all.find((s) => s.code === code)!.id;
        await ctx.app.db
          .insertInto('teacher_subjects')
          .values([id('L-ARB'), id('L-PHIL')].map((subject_id) => ({ teacher_id: teacher.id, subject_id })))
          .execute();
        expect(await list(`teacher_id=${teacher.id}`)).toEqual(['L-ARB', 'L-PHIL']);
        expect(await list(`teacher_id=${teacher.id}&class_id=${x.classes.p1}`)).toEqual(['L-ARB']);
        expect(await list(`teacher_id=${teacher.id}&class_id=${x.classes.p2}`)).toEqual([]);
        // Unlinked again: the subjects' teacher counts, which the export shows, are as they were.
        await ctx.app.db.deleteFrom('teacher_subjects').where('teacher_id', '=', teacher.id).execute();
        // A subject in two classes of the stage is listed once.
        const once = (await get(`/api/v1/subjects?q=L-AMATH&stage_id=${x.stages.sec}`)).json();
        expect(once.total).toBe(1);
        expect(once.items).toHaveLength(1);
      });

      it('sorts and pages on the server', async () => {
        const page1 = (await get('/api/v1/subjects?q=L-&sort=-code&pageSize=2')).json();
        expect(page1.total).toBe(5);
        expect(page1.page).toBe(1);
        expect(page1.pageSize).toBe(2);
        expect(codes(page1)).toEqual(['L-PMATH', 'L-PHIL']);
        const page3 = (await get('/api/v1/subjects?q=L-&sort=-code&pageSize=2&page=3')).json();
        expect(codes(page3)).toEqual(['L-AMATH']);
        const byName = (await get('/api/v1/subjects?q=L-&sort=name_en')).json();
        expect(byName.items.map((s: { name_en: string }) => s.name_en)).toEqual([
          'Applied Mathematics',
          'Arabic',
          'English',
          'Philosophy',
          'Pure Mathematics',
        ]);
        const newest = (await get('/api/v1/subjects?q=L-&sort=-created_at')).json();
        const stamps = newest.items.map((s: { created_at: string }) => s.created_at);
        expect(stamps).toEqual([...stamps].sort().reverse());
        const arabic = await get('/api/v1/subjects?q=L-&sort=name_ar');
        expect(arabic.statusCode).toBe(200);
        expect(arabic.json().items).toHaveLength(5);
      });

      it('exports the filtered list as CSV with a BOM and as XLSX, headings in the asked language', async () => {
        const csv = await get(`/api/v1/subjects/export?format=csv&lang=ar&q=L-&class_id=${x.classes.s2}&sort=code`);
        const lines = csvLines(csv);
        expect(csv.headers['content-disposition']).toContain(
          `filename*=UTF-8''${encodeURIComponent('المواد-الدراسية')}`,
        );
        expect(lines[0]).toBe('الكود,الاسم بالعربية,الاسم بالإنجليزية,الصفوف الدراسية,الشعبة,المعلمون,تاريخ الإضافة');
        expect(lines).toHaveLength(4);
        expect(lines[1]).toMatch(
          /^L-AMATH,الرياضيات التطبيقية,Applied Mathematics,الصف الثاني الثانوي، الصف الثالث الثانوي,علمي رياضة,0,[٠-٩]{2}-[٠-٩]{2}-[٠-٩]{4}$/,
        );
        expect(lines[2]).toMatch(/^L-ARB,اللغة العربية,Arabic,الصف الأول الابتدائي، الصف الثاني الثانوي,,0,/);

        const xlsx = await get(`/api/v1/subjects/export?format=xlsx&lang=en&q=L-&stage_id=${x.stages.pri}`);
        const sheet = await xlsxSheet(xlsx);
        expect(sheet.name).toBe('Subjects');
        expect(sheet.getRow(1).values).toEqual([
          undefined,
          'Code',
          'Arabic name',
          'English name',
          'Academic years',
          'Specialization',
          'Teachers',
          'Added on',
        ]);
        expect(sheet.rowCount).toBe(3);
        expect(sheet.getRow(2).getCell(4).value).toBe('Primary 1, Secondary 2');
        expect((await get('/api/v1/subjects/export?format=pdf')).statusCode).toBe(400);
      });
    });

    it('lets every role read but only an admin write', async () => {
      const subject = (
        await create({ name_ar: 'التربية الوطنية', name_en: 'Citizenship', code: 'CIT', class_ids: [x.classes.s2] })
      ).json();
      for (const role of ['teacher', 'support-agent'] as const) {
        const headers = (await signInAs(ctx.app, role)).headers;
        expect((await get('/api/v1/subjects', headers)).statusCode).toBe(200);
        expect((await get(`/api/v1/subjects/${subject.id}`, headers)).statusCode).toBe(200);
        expect(
          (await create({ name_ar: 'مادة', name_en: 'Nope', code: 'NOPE', class_ids: [x.classes.s2] }, headers))
            .statusCode,
        ).toBe(403);
        expect((await patch(subject.id, { name_en: 'Changed' }, headers)).statusCode).toBe(403);
        expect(
          (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/subjects/${subject.id}`, headers })).statusCode,
        ).toBe(403);
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/subjects' })).statusCode).toBe(401);
      expect((await get(`/api/v1/subjects/${subject.id}`)).json().name_en).toBe('Citizenship');
    });
  });

  describe(`subjects demo data on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('links the demo subjects to the seeded classes and specializations', async () => {
      const db = ctx.app.db;
      await seedStages(db);
      await seedClasses(db);
      await seedSpecializations(db);
      await seedSubjects(db);
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const list = (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/subjects?pageSize=100&sort=code', headers })
      ).json();
      expect(list.total).toBe(demoSubjects.length);
      expect(list.total).toBeGreaterThanOrEqual(18);
      type Listed = {
        code: string;
        classes: { name_en: string }[];
        specialization: { name_en: string; class_id: number } | null;
        class_ids: number[];
      };
      const byCode = new Map<string, Listed>(list.items.map((s: Listed) => [s.code, s]));
      for (const demo of demoSubjects) {
        const got = byCode.get(demo.code)!;
        expect(
          got.classes.map((c) => c.name_en),
          demo.code,
        ).toEqual(demo.classes);
        expect(got.specialization?.name_en ?? null, demo.code).toBe(demo.specialization?.name_en ?? null);
        if (got.specialization) expect(got.class_ids).toContain(got.specialization.class_id);
      }
      expect(byCode.get('ARB')!.classes).toHaveLength(12);
    });
  });

  describe(`subjects demo data without classes on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('still adds the subjects, skipping the links it cannot make', async () => {
      await seedSubjects(ctx.app.db);
      const rows = await ctx.app.db.selectFrom('subjects').select(['code', 'specialization_id']).execute();
      expect(rows).toHaveLength(demoSubjects.length);
      expect(rows.every((r) => r.specialization_id === null)).toBe(true);
    });
  });
}
