import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { EGYPTIAN_MOBILE } from '@dashboard/contracts';
import { searchText } from '../../lib/list.js';
import { seedIfEmpty } from '../../db/seed/index.js';
import { signIn, signInAs, useApp } from '../../test/build.js';
import { addClass, addStage, addSubject } from '../../test/academic.js';
import { dialects } from '../../test/dialects.js';
import { csvLines, xlsxSheet } from '../../test/exports.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PASSWORD = 'Teach@1234';

/** A stage, classes and subjects written straight to the database, so the suite needs no other module. */
async function academicStructure(app: FastifyInstance) {
  const stage = await addStage(app, 'SEC', 'Secondary', 1, 'المرحلة الثانوية');
  const cls = (name_en: string, name_ar: string, sort_order: number) =>
    addClass(app, stage, name_en, sort_order, name_ar);
  const subject = (code: string, name_en: string, name_ar: string) => addSubject(app, code, name_en, [], name_ar);
  return {
    classes: {
      s1: await cls('Secondary 1', 'الصف الأول الثانوي', 1),
      s2: await cls('Secondary 2', 'الصف الثاني الثانوي', 2),
    },
    subjects: {
      physics: await subject('PHY', 'Physics', 'الفيزياء'),
      chemistry: await subject('CHEM', 'Chemistry', 'الكيمياء'),
    },
  };
}

let studentSeq = 0;
async function addRatings(app: FastifyInstance, teacherId: number, ratings: [number, string | null, string][]) {
  for (const [stars, comment, created_at] of ratings) {
    studentSeq += 1;
    const name = `طالب ${studentSeq}`;
    const phone = `0122${String(studentSeq).padStart(7, '0')}`;
    const student = await app.db
      .insertInto('students')
      .values({
        name,
        phone,
        email: null,
        class_id: null,
        system_id: null,
        search_text: searchText(name, phone),
        created_at,
        updated_at: created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('teacher_ratings')
      .values({ teacher_id: teacherId, student_id: student.id, stars, comment, created_at })
      .execute();
  }
}

type Item = { id: number; name: string };
const names = (body: { items: Item[] }) => body.items.map((x) => x.name);

for (const dialect of dialects) {
  describe(`teachers on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    let admin: Record<string, string>;
    let adminId: number;
    let s: Awaited<ReturnType<typeof academicStructure>>;

    const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
    const create = (payload: object, headers = admin) => inject('POST', '/teachers', payload, headers);
    let phoneSeq = 0;
    const newTeacher = async (extra: object = {}) => {
      phoneSeq += 1;
      const res = await create({
        name: `Teacher ${phoneSeq}`,
        phone: `0106${String(phoneSeq).padStart(7, '0')}`,
        password: PASSWORD,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; phone: string; name: string };
    };

    beforeAll(async () => {
      const a = await signInAs(ctx.app, 'admin');
      admin = a.headers;
      adminId = a.id;
      s = await academicStructure(ctx.app);
    });

    it('adds a teacher with an Arabic-digit phone stored normalised, then reads, changes and lists it', async () => {
      const res = await create({
        name: '  أحمد محمود  ',
        phone: '٠١٠ ١٢٣٤ ٥٦٧٨',
        email: ' Ahmed.Mahmoud@Example.COM ',
        password: PASSWORD,
        subject_ids: [s.subjects.physics, s.subjects.physics],
        class_ids: [s.classes.s2, s.classes.s1],
      });
      expect(res.statusCode, res.body).toBe(201);
      const teacher = res.json();
      expect(teacher).toMatchObject({
        name: 'أحمد محمود',
        phone: '01012345678',
        email: 'ahmed.mahmoud@example.com',
        photo: null,
        photo_url: null,
        active: true,
        subjects: [{ id: s.subjects.physics, name_en: 'Physics', name_ar: 'الفيزياء' }],
        classes: [
          { id: s.classes.s1, name_en: 'Secondary 1', name_ar: 'الصف الأول الثانوي' },
          { id: s.classes.s2, name_en: 'Secondary 2', name_ar: 'الصف الثاني الثانوي' },
        ],
        rating_average: 0,
        rating_count: 0,
      });
      expect(teacher).not.toHaveProperty('password');
      expect(teacher).not.toHaveProperty('password_hash');
      const row = await ctx.app.db
        .selectFrom('users')
        .select(['role', 'phone', 'search_text'])
        .where('id', '=', teacher.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        role: 'teacher',
        phone: '01012345678',
        search_text: searchText('أحمد محمود', '01012345678', 'ahmed.mahmoud@example.com'),
      });
      // The teacher signs in with the normalised number.
      await signIn(ctx.app, '01012345678', PASSWORD);

      expect((await inject('GET', `/teachers/${teacher.id}`)).json()).toEqual(teacher);

      const patched = await inject('PATCH', `/teachers/${teacher.id}`, {
        name: 'أحمد محمود عبد الله',
        email: '',
        subject_ids: [s.subjects.chemistry],
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({
        name: 'أحمد محمود عبد الله',
        phone: '01012345678',
        email: null,
        subjects: [{ id: s.subjects.chemistry }],
        classes: [{ id: s.classes.s1 }, { id: s.classes.s2 }],
      });
      const list = (await inject('GET', '/teachers')).json();
      expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(list.items[0].id).toBe(teacher.id);
    });

    it("keeps each subject's teacher count as teachers come, change their subjects and go", async () => {
      const count = async (id: number) => (await inject('GET', `/subjects/${id}`)).json().teacher_count as number;
      const before = { physics: await count(s.subjects.physics), chemistry: await count(s.subjects.chemistry) };
      const t = await newTeacher({ subject_ids: [s.subjects.physics] });
      expect(await count(s.subjects.physics)).toBe(before.physics + 1);
      const changed = await inject('PATCH', `/teachers/${t.id}`, { subject_ids: [s.subjects.chemistry] });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await count(s.subjects.physics)).toBe(before.physics);
      expect(await count(s.subjects.chemistry)).toBe(before.chemistry + 1);
      expect((await inject('DELETE', `/teachers/${t.id}`)).statusCode).toBe(204);
      expect(await count(s.subjects.chemistry)).toBe(before.chemistry);
    });

    it('keeps a photo that was uploaded, and refuses one that was not', async () => {
      const boundary = '----teachers';
      const upload = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(upload.statusCode).toBe(201);
      const { name, url } = upload.json();
      const t = await newTeacher({ photo: name });
      expect((await inject('GET', `/teachers/${t.id}`)).json()).toMatchObject({ photo: name, photo_url: url });
      const missing = await inject('PATCH', `/teachers/${t.id}`, { photo: `${'a'.repeat(32)}.png` });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ path: 'photo', code: 'upload.missing' }]);
      const cleared = await inject('PATCH', `/teachers/${t.id}`, { photo: null });
      expect(cleared.json()).toMatchObject({ photo: null, photo_url: null });
      await inject('DELETE', `/teachers/${t.id}`);
    });

    it('says what is wrong with bad input and changes nothing', async () => {
      const before = (await inject('GET', '/teachers')).json().total;
      const missing = await create({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: 'name', code: 'user.name_required' },
        { path: 'phone', code: 'auth.phone_required' },
        { path: 'password', code: 'auth.password_required' },
      ]);
      const bad = await create({
        name: 'م',
        phone: '0101234',
        email: 'not-an-email',
        password: 'short',
        active: 'yes',
        role: 'admin',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual(
        expect.arrayContaining([
          { path: 'name', code: 'validation.min', params: { min: 2 } },
          { path: 'phone', code: 'validation.phone' },
          { path: 'email', code: 'validation.email' },
          { path: 'password', code: 'validation.min', params: { min: 8 } },
          { path: 'active', code: 'validation.invalid' },
          { path: 'role', code: 'validation.unknown_field' },
        ]),
      );
      const long = await create({ name: 'x'.repeat(121), phone: '01012340000', password: 'y'.repeat(129) });
      expect(long.json().errors).toEqual([
        { path: 'name', code: 'validation.max', params: { max: 120 } },
        { path: 'password', code: 'validation.max', params: { max: 128 } },
      ]);
      const unknownLinks = await create({
        name: 'Someone',
        phone: '01012340001',
        password: PASSWORD,
        subject_ids: [s.subjects.physics, 999_999],
        class_ids: [999_998],
      });
      expect(unknownLinks.statusCode).toBe(400);
      expect(unknownLinks.json().errors).toEqual([
        { path: 'subject_ids', code: 'resource.not_found' },
        { path: 'class_ids', code: 'resource.not_found' },
      ]);
      for (const url of [
        '/teachers?active=maybe',
        '/teachers?sort=password',
        '/teachers?subject_id=x',
        '/teachers?x=1',
      ]) {
        expect((await inject('GET', url)).statusCode, url).toBe(400);
      }
      expect((await inject('GET', '/teachers')).json().total).toBe(before);
      expect(
        await ctx.app.db
          .selectFrom('users')
          .select('id')
          .where('phone', 'in', ['01012340000', '01012340001'])
          .execute(),
      ).toEqual([]);
    });

    it('refuses a phone or email any user already has (409 on the field) and changes nothing', async () => {
      const first = await newTeacher({ email: 'taken@example.com' });
      const admins = await ctx.app.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', adminId)
        .executeTakeFirstOrThrow();
      const dupPhone = await create({ name: 'Copy', phone: admins.phone, password: PASSWORD });
      expect(dupPhone.statusCode).toBe(409);
      expect(dupPhone.json()).toMatchObject({
        code: 'user.taken',
        message: 'Email or phone number is already registered',
        errors: [{ path: 'phone', code: 'user.taken' }],
      });
      // The same number typed with Arabic-Indic digits is the same number.
      const arabicDigits = first.phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
      const dupEmail = await create({
        name: 'Copy',
        phone: arabicDigits,
        email: 'TAKEN@example.com',
        password: PASSWORD,
      });
      expect(dupEmail.statusCode).toBe(409);
      expect(dupEmail.json().errors).toEqual([
        { path: 'email', code: 'user.taken' },
        { path: 'phone', code: 'user.taken' },
      ]);
      const other = await newTeacher();
      const patch = await inject('PATCH', `/teachers/${other.id}`, { email: 'taken@example.com', name: 'Changed' });
      expect(patch.statusCode).toBe(409);
      expect(patch.json().errors).toEqual([{ path: 'email', code: 'user.taken' }]);
      expect((await inject('GET', `/teachers/${other.id}`)).json()).toMatchObject({ name: other.name, email: null });
      // Its own phone and email are not a duplicate of itself.
      const same = await inject('PATCH', `/teachers/${first.id}`, { phone: first.phone, email: 'taken@example.com' });
      expect(same.statusCode).toBe(200);
      await inject('DELETE', `/teachers/${first.id}`);
      await inject('DELETE', `/teachers/${other.id}`);
    });

    it('disabling a teacher ends the sessions and stops sign-in; a new password ends them too', async () => {
      const t = await newTeacher();
      const session = await signIn(ctx.app, t.phone, PASSWORD);
      const profile = () => ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: session.headers });
      expect((await profile()).statusCode).toBe(200);

      const off = await inject('PATCH', `/teachers/${t.id}`, { active: false });
      expect(off.json()).toMatchObject({ active: false });
      expect((await profile()).statusCode).toBe(401);
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login-phone',
        payload: { phone: t.phone, password: PASSWORD },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('auth.account_disabled');
      const revoked = await ctx.app.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('user_id', '=', t.id)
        .executeTakeFirstOrThrow();
      expect(revoked.revoked_at).not.toBeNull();

      expect((await inject('PATCH', `/teachers/${t.id}`, { active: true })).json()).toMatchObject({ active: true });
      const again = await signIn(ctx.app, t.phone, PASSWORD);
      // Other changes leave the session alone.
      await inject('PATCH', `/teachers/${t.id}`, { name: 'Renamed teacher' });
      const me = () => ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: again.headers });
      expect((await me()).statusCode).toBe(200);

      const changed = await inject('PATCH', `/teachers/${t.id}`, { password: 'NewSecret#99' });
      expect(changed.statusCode).toBe(200);
      expect((await me()).statusCode).toBe(401);
      await expect(signIn(ctx.app, t.phone, PASSWORD)).rejects.toThrow(/401/);
      await signIn(ctx.app, t.phone, 'NewSecret#99');
      await inject('DELETE', `/teachers/${t.id}`);
    });

    it('deletes a teacher with the links and ratings, and never a user of another role', async () => {
      const t = await newTeacher({ subject_ids: [s.subjects.physics], class_ids: [s.classes.s1] });
      await addRatings(ctx.app, t.id, [[5, 'ممتاز', new Date().toISOString()]]);
      const session = await signIn(ctx.app, t.phone, PASSWORD);
      expect((await inject('DELETE', `/teachers/${t.id}`)).statusCode).toBe(204);
      expect((await inject('GET', `/teachers/${t.id}`)).statusCode).toBe(404);
      expect((await inject('DELETE', `/teachers/${t.id}`)).statusCode).toBe(404);
      const db = ctx.app.db;
      expect(await db.selectFrom('teacher_ratings').select('id').where('teacher_id', '=', t.id).execute()).toEqual([]);
      expect(await db.selectFrom('teacher_subjects').selectAll().where('teacher_id', '=', t.id).execute()).toEqual([]);
      expect(await db.selectFrom('teacher_classes').selectAll().where('teacher_id', '=', t.id).execute()).toEqual([]);
      expect(await db.selectFrom('sessions').select('id').where('user_id', '=', t.id).execute()).toEqual([]);
      const gone = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: session.headers });
      expect(gone.statusCode).toBe(401);
      // The subject and the class stay.
      expect(
        await ctx.app.db.selectFrom('subjects').select('id').where('id', '=', s.subjects.physics).execute(),
      ).toHaveLength(1);

      const agent = await signInAs(ctx.app, 'support-agent');
      for (const id of [adminId, agent.id]) {
        expect((await inject('GET', `/teachers/${id}`)).statusCode).toBe(404);
        expect((await inject('PATCH', `/teachers/${id}`, { name: 'Hijacked' })).statusCode).toBe(404);
        expect((await inject('DELETE', `/teachers/${id}`)).statusCode).toBe(404);
        expect((await inject('GET', `/teachers/${id}/ratings`)).statusCode).toBe(404);
      }
      const still = await ctx.app.db
        .selectFrom('users')
        .select(['name', 'role'])
        .where('id', 'in', [adminId, agent.id])
        .execute();
      expect(still.map((u) => u.role).sort()).toEqual(['admin', 'support-agent']);
      expect(still.map((u) => u.name)).not.toContain('Hijacked');
      // Not in the list either.
      const all = (await inject('GET', '/teachers?pageSize=100')).json();
      expect(all.items.map((x: Item) => x.id)).not.toContain(adminId);
    });

    describe('search, filters, sort and paging', () => {
      const made: number[] = [];
      beforeAll(async () => {
        const mk = async (name: string, phone: string, extra: object) => {
          const res = await create({ name, phone, password: PASSWORD, ...extra });
          expect(res.statusCode, res.body).toBe(201);
          made.push(res.json().id);
          return res.json().id as number;
        };
        const a = await mk('Zaki Physics', '01155500001', {
          email: 'zaki@school.eg',
          subject_ids: [s.subjects.physics],
          class_ids: [s.classes.s1],
        });
        const b = await mk('إسراء الكيميائية', '01155500002', {
          subject_ids: [s.subjects.chemistry],
          class_ids: [s.classes.s2],
        });
        const c = await mk('Adel Both', '01155500003', {
          subject_ids: [s.subjects.physics, s.subjects.chemistry],
          class_ids: [s.classes.s2],
          active: false,
        });
        const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
        await addRatings(ctx.app, a, [
          [3, null, day(1)],
          [4, null, day(2)],
        ]);
        await addRatings(ctx.app, b, [[5, null, day(3)]]);
        await addRatings(ctx.app, c, [
          [2, null, day(4)],
          [1, null, day(5)],
        ]);
      });

      const list = async (query: string) => {
        const res = await inject('GET', `/teachers?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };

      it('finds by name ignoring Arabic letter variants and case, by phone in any digits, by email', async () => {
        for (const q of ['اسراء', 'إسراء', 'الكيميائيه', 'الكِيميائية']) {
          expect(names(await list(`q=${encodeURIComponent(q)}`)), q).toEqual(['إسراء الكيميائية']);
        }
        expect(names(await list('q=ZAKI'))).toEqual(['Zaki Physics']);
        expect(names(await list(`q=${encodeURIComponent('٥٥٥٠٠٠٠٣')}`))).toEqual(['Adel Both']);
        expect(names(await list('q=school.eg'))).toEqual(['Zaki Physics']);
        expect((await list(`q=${encodeURIComponent('%_')}`)).total).toBe(0);
      });

      it('filters by subject, class and status', async () => {
        const scope = 'q=01155500&sort=name';
        expect(names(await list(`${scope}&subject_id=${s.subjects.physics}`))).toEqual(['Adel Both', 'Zaki Physics']);
        expect(names(await list(`${scope}&class_id=${s.classes.s2}`))).toEqual(['Adel Both', 'إسراء الكيميائية']);
        expect(
          names(await list(`${scope}&subject_id=${s.subjects.chemistry}&class_id=${s.classes.s2}&active=true`)),
        ).toEqual(['إسراء الكيميائية']);
        expect(names(await list(`${scope}&active=false`))).toEqual(['Adel Both']);
      });

      it('sorts by rating, name and date, and pages', async () => {
        const scope = 'q=01155500';
        const byRating = await list(`${scope}&sort=-rating`);
        expect(names(byRating)).toEqual(['إسراء الكيميائية', 'Zaki Physics', 'Adel Both']);
        expect(byRating.items.map((x: { rating_average: number }) => x.rating_average)).toEqual([5, 3.5, 1.5]);
        expect(byRating.items.map((x: { rating_count: number }) => x.rating_count)).toEqual([1, 2, 2]);
        expect(names(await list(`${scope}&sort=rating`))).toEqual(['Adel Both', 'Zaki Physics', 'إسراء الكيميائية']);
        expect(names(await list(`${scope}&sort=-created_at`))).toEqual([
          'Adel Both',
          'إسراء الكيميائية',
          'Zaki Physics',
        ]);
        const p2 = await list(`${scope}&sort=name&pageSize=2&page=2`);
        expect(p2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
        expect(names(p2)).toEqual(['إسراء الكيميائية']);
      });

      it('exports the filtered list as CSV with a BOM and as XLSX, headings in the asked language', async () => {
        const csv = await inject(
          'GET',
          `/teachers/export?format=csv&lang=ar&q=01155500&sort=name&subject_id=${s.subjects.physics}`,
        );
        const lines = csvLines(csv);
        expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('المعلمون')}`);
        expect(lines[0]).toBe(
          'الاسم,رقم الهاتف,البريد الإلكتروني,المواد الدراسية,الصفوف الدراسية,متوسط التقييم,التقييمات,الحالة,تاريخ الإضافة',
        );
        expect(lines).toHaveLength(3);
        expect(lines[1]).toMatch(
          /^Adel Both,01155500003,,الكيمياء، الفيزياء,الصف الثاني الثانوي,1\.5,2,معطل,[٠-٩]{2}-[٠-٩]{2}-[٠-٩]{4}$/,
        );

        const xlsx = await inject('GET', '/teachers/export?format=xlsx&lang=en&q=01155500&sort=-rating');
        const sheet = await xlsxSheet(xlsx);
        expect(sheet.getRow(1).values).toEqual([
          undefined,
          'Name',
          'Phone number',
          'Email',
          'Subjects',
          'Classes',
          'Average rating',
          'Ratings',
          'Status',
          'Added on',
        ]);
        expect(sheet.rowCount).toBe(4);
        expect(sheet.getRow(2).getCell(1).value).toBe('إسراء الكيميائية');
        expect(sheet.getRow(4).getCell(8).value).toBe('Disabled');
      });
    });

    describe('ratings', () => {
      let mine: { id: number; phone: string };
      let other: { id: number };
      let teacherHeaders: Record<string, string>;
      beforeAll(async () => {
        mine = await newTeacher({ name: 'Rated teacher' });
        other = await newTeacher({ name: 'Other teacher' });
        teacherHeaders = (await signIn(ctx.app, mine.phone, PASSWORD)).headers;
        const day = (n: number) => new Date(Date.UTC(2026, 2, n, 10)).toISOString();
        await addRatings(ctx.app, mine.id, [
          [5, 'شرح ممتاز', day(1)],
          [4, null, day(2)],
          [5, 'Great', day(3)],
          [2, 'سريع جدًا', day(4)],
          [5, null, day(5)],
        ]);
        await addRatings(ctx.app, other.id, [[1, null, day(6)]]);
      });

      it('gives an admin any teacher’s average, distribution and a page of ratings', async () => {
        const res = await inject('GET', `/teachers/${mine.id}/ratings?pageSize=2`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({
          teacher: { id: mine.id, name: 'Rated teacher', photo_url: null },
          average: 4.2,
          count: 5,
          distribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 3 },
          total: 5,
          page: 1,
          pageSize: 2,
        });
        expect(body.items).toHaveLength(2);
        expect(body.items[0]).toMatchObject({
          stars: 5,
          comment: null,
          created_at: new Date(Date.UTC(2026, 2, 5, 10)).toISOString(),
        });
        expect(body.items[0].student_name).toMatch(/^طالب \d+$/);
        const page3 = (await inject('GET', `/teachers/${mine.id}/ratings?pageSize=2&page=3`)).json();
        expect(page3.items.map((r: { comment: string }) => r.comment)).toEqual(['شرح ممتاز']);

        const fives = (await inject('GET', `/teachers/${mine.id}/ratings?stars=5&sort=created_at`)).json();
        expect(fives).toMatchObject({ total: 3, count: 5, average: 4.2 });
        expect(fives.items.map((r: { comment: string | null }) => r.comment)).toEqual(['شرح ممتاز', 'Great', null]);
        const byStars = (await inject('GET', `/teachers/${mine.id}/ratings?sort=stars`)).json();
        expect(byStars.items.map((r: { stars: number }) => r.stars)).toEqual([2, 4, 5, 5, 5]);

        const none = (await inject('GET', `/teachers/${mine.id}/ratings?stars=3`)).json();
        expect(none).toMatchObject({ total: 0, items: [], count: 5 });
        for (const q of ['stars=6', 'stars=0', 'sort=student', 'q=x']) {
          expect((await inject('GET', `/teachers/${mine.id}/ratings?${q}`)).statusCode, q).toBe(400);
        }
        const empty = (await inject('GET', `/teachers/${(await newTeacher()).id}/ratings`)).json();
        expect(empty).toMatchObject({ average: 0, count: 0, total: 0, distribution: { '1': 0, '5': 0 } });
      });

      it('lets a teacher read only his or her own ratings', async () => {
        const own = await inject('GET', `/teachers/${mine.id}/ratings`, undefined, teacherHeaders);
        expect(own.statusCode).toBe(200);
        expect(own.json()).toMatchObject({ count: 5 });
        const others = await inject('GET', `/teachers/${other.id}/ratings`, undefined, teacherHeaders);
        expect(others.statusCode).toBe(403);
        expect(others.json().code).toBe('auth.not_owner');
        // The refusal comes before any lookup: an id that is no teacher's (an admin's, nobody's) answers
        // exactly as another teacher's does, so the answers cannot tell which ids are teachers.
        const admin = await signInAs(ctx.app, 'admin');
        for (const id of [admin.id, 999999]) {
          for (const suffix of ['', '/export']) {
            const res = await inject('GET', `/teachers/${id}/ratings${suffix}`, undefined, teacherHeaders);
            expect({ status: res.statusCode, code: res.json().code }, `${id}${suffix}`).toEqual({
              status: 403,
              code: 'auth.not_owner',
            });
          }
        }
        const otherExport = await inject('GET', `/teachers/${other.id}/ratings/export`, undefined, teacherHeaders);
        expect(otherExport.statusCode).toBe(403);
        expect((await inject('GET', `/teachers/${mine.id}/ratings/export`, undefined, teacherHeaders)).statusCode).toBe(
          200,
        );
        // The teachers' list and changes stay with the admin.
        expect((await inject('GET', '/teachers', undefined, teacherHeaders)).statusCode).toBe(403);
        expect((await inject('GET', `/teachers/${mine.id}`, undefined, teacherHeaders)).statusCode).toBe(403);
        expect((await inject('PATCH', `/teachers/${mine.id}`, { name: 'Me' }, teacherHeaders)).statusCode).toBe(403);
      });

      it('refuses support agents everything here', async () => {
        const agent = (await signInAs(ctx.app, 'support-agent')).headers;
        for (const url of [
          '/teachers',
          `/teachers/${mine.id}`,
          `/teachers/${mine.id}/ratings`,
          `/teachers/${mine.id}/ratings/export`,
          '/teachers/export',
        ]) {
          expect((await inject('GET', url, undefined, agent)).statusCode, url).toBe(403);
        }
        expect((await create({ name: 'Nope', phone: '01099999999', password: PASSWORD }, agent)).statusCode).toBe(403);
        expect((await inject('DELETE', `/teachers/${mine.id}`, undefined, agent)).statusCode).toBe(403);
        expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/teachers/${mine.id}/ratings` })).statusCode).toBe(
          401,
        );
      });

      it('exports the ratings as CSV with a BOM and as XLSX, in the asked language', async () => {
        const csv = await inject(
          'GET',
          `/teachers/${mine.id}/ratings/export?format=csv&lang=ar&stars=5&sort=created_at`,
        );
        const lines = csvLines(csv);
        expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('التقييمات')}`);
        expect(lines[0]).toBe('الطالب,النجوم,التعليق,التاريخ');
        expect(lines).toHaveLength(4);
        expect(lines[1]).toMatch(/^طالب \d+,5,شرح ممتاز,٠١-٠٣-٢٠٢٦$/);

        const xlsx = await inject('GET', `/teachers/${mine.id}/ratings/export?format=xlsx&lang=en`);
        const sheet = await xlsxSheet(xlsx);
        expect(sheet.getRow(1).values).toEqual([undefined, 'Student', 'Stars', 'Comment', 'Date']);
        expect(sheet.rowCount).toBe(6);
        expect(sheet.getRow(2).getCell(4).value).toBe('05-03-2026');
      });
    });
  });
}

for (const dialect of dialects) {
  describe(`demo teachers on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('seeds thirty teachers with subjects, classes and 5 to 40 ratings each by the demo students', async () => {
      expect(await seedIfEmpty(ctx.app.db)).toBe(true);
      const admin = await signIn(ctx.app, '01000000001', 'Demo@12345');
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/teachers?pageSize=100',
        headers: admin.headers,
      });
      const teachers = list.json().items as {
        id: number;
        phone: string;
        active: boolean;
        subjects: unknown[];
        classes: unknown[];
        rating_count: number;
        rating_average: number;
      }[];
      expect(teachers).toHaveLength(30);
      expect(new Set(teachers.map((x) => x.phone)).size).toBe(30);
      for (const x of teachers) {
        expect(x.phone).toMatch(EGYPTIAN_MOBILE);
        expect(x.subjects.length).toBeGreaterThanOrEqual(1);
        expect(x.subjects.length).toBeLessThanOrEqual(3);
        expect(x.classes.length).toBeGreaterThanOrEqual(1);
        expect(x.rating_count).toBeGreaterThanOrEqual(5);
        expect(x.rating_count).toBeLessThanOrEqual(40);
      }
      const mean = teachers.reduce((sum, x) => sum + x.rating_average, 0) / teachers.length;
      expect(mean).toBeGreaterThan(3.8);
      expect(teachers.filter((x) => !x.active).length).toBeGreaterThan(0);

      // The demo teacher signs in and reads her own ratings.
      const demo = teachers.find((x) => x.phone === '01000000002')!;
      const mona = await signIn(ctx.app, '01000000002', 'Demo@12345');
      const own = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/teachers/${demo.id}/ratings`,
        headers: mona.headers,
      });
      expect(own.json()).toMatchObject({ count: demo.rating_count });
      // Seeded teachers sign in with the demo password too.
      const other = teachers.find((x) => x.active && x.id !== demo.id)!;
      await signIn(ctx.app, other.phone, 'Demo@12345');
    });
  });
}
