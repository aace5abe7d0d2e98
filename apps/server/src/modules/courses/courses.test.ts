import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { insertSession } from '../auth/auth.repository.js';
import { build, countRows, createUser, signInAs, useApp } from '../../test/build.js';
import { classAndSubject as madeClassAndSubject, teaches } from '../../test/class-and-subject.js';
import { crudContract } from '../../test/crud-contract.js';
import { dialects } from '../../test/dialects.js';
import { demoPng } from './courses.seed.js';

type Headers = Record<string, string>;
type Item = { id: number } & Record<string, unknown>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let boundaries = 0;
/** Uploads a file through `POST /uploads` as `headers`; answers its stored name. */
async function upload(app: FastifyInstance, headers: Headers, bytes = demoPng([22, 142, 205], 8, 8), name = 'a.png') {
  const boundary = `----course-test-${(boundaries += 1)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { name: string }).name;
}

/** A class with a subject taught in it: what every course needs. */
const classAndSubject = (app: FastifyInstance, n: number | string) =>
  madeClassAndSubject(app, n, { stage: 'CS', subject: 'CU' });

const names = ['Algebra sprint', 'Biology revision', 'Chemistry clinic'];
let made = 0;

crudContract('courses', {
  path: '/api/v1/courses',
  valid: async (app, n, writer) => {
    const { klass, subject } = await classAndSubject(app, `C${(made += 1)}`);
    const teacher = await createUser(app, 'teacher');
    await teaches(app, teacher.id, klass, subject);
    return {
      name_ar: `كورس ${n + 1}`,
      name_en: names[n],
      teacher_id: teacher.id,
      class_id: klass,
      subject_id: subject,
      // Uploaded by whoever adds the course: a write takes only its own writer's upload.
      image: await upload(app, writer),
      promo_video_url: 'https://youtu.be/M7lc1UVf-VE',
      is_paid: true,
      price: (n + 1) * 10_000,
    };
  },
  sort: { field: 'name_en', value: (c) => c.name_en as string },
  search: (n) => names[n]!.split(' ')[0]!,
  filter: (items) => ({ query: `teacher_id=${items[1]!.teacher_id as number}`, keeps: [1] }),
  invalid: {
    body: { name_ar: 'ك', name_en: 'x'.repeat(101), class_id: 1, subject_id: 1, price: -1 },
    errors: [
      { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
      { path: 'name_en', code: 'validation.max', params: { max: 100 } },
      { path: 'image', code: 'course.image_required' },
      { path: 'price', code: 'validation.min_value', params: { min: 0 } },
    ],
  },
  change: { body: { is_paid: false, price: 0 }, expect: { is_paid: false, price: 0 } },
  exportHeadings: [
    'Arabic name',
    'English name',
    'Teacher',
    'Academic grade',
    'Subject',
    'Specializations',
    'Paid or free',
    'Price (EGP)',
    'Promotional video link',
    'Added on',
  ],
});

for (const dialect of dialects) {
  describe(`courses on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
    const created = async (res: Awaited<ReturnType<typeof send>>) => {
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Item;
    };
    const refusedOn = async (res: Awaited<ReturnType<typeof send>>, path: string, code: string, status = 400) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors, res.body).toEqual([{ path, code }]);
    };
    /** A free course's body in a fresh class and subject, which `teachers` teach (the first's headers upload its image). */
    const courseBody = async (tag: string, headers: Headers, teachers: number[]) => {
      const { klass, subject } = await classAndSubject(ctx.app, tag);
      for (const id of teachers) await teaches(ctx.app, id, klass, subject);
      return {
        name_ar: 'كورس',
        name_en: `Course ${tag}`,
        class_id: klass,
        subject_id: subject,
        image: await upload(ctx.app, headers),
      };
    };

    it('keeps a teacher to his or her own courses and their images; an admin sees all; an agent none', async () => {
      const mine = await signInAs(ctx.app, 'teacher');
      const other = await createUser(ctx.app, 'teacher');
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const agent = (await signInAs(ctx.app, 'support-agent')).headers;
      const body = await courseBody('OWN', mine.headers, [mine.id, other.id]);

      // A teacher's course is his or hers whatever the body says; naming another is refused.
      const refused = await send('POST', 'courses', mine.headers, {
        ...body,
        image: await upload(ctx.app, mine.headers),
        teacher_id: other.id,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('auth.not_owner');
      const own = await created(await send('POST', 'courses', mine.headers, { ...body, is_paid: true, price: 12_345 }));
      expect(own.teacher_id).toBe(mine.id);
      // An admin must name the teacher.
      const adminBody = { ...body, image: await upload(ctx.app, admin) };
      await refusedOn(await send('POST', 'courses', admin, adminBody), 'teacher_id', 'validation.required');
      const theirs = await created(await send('POST', 'courses', admin, { ...adminBody, teacher_id: other.id }));

      // Another teacher's course: read, change and delete refused, and nothing changes.
      for (const [method, payload] of [['GET'], ['PATCH', { name_en: 'Taken' }], ['DELETE']] as const) {
        const res = await send(method, `courses/${theirs.id}`, mine.headers, payload);
        expect(res.statusCode, method).toBe(403);
        expect(res.json().code).toBe('auth.not_owner');
      }
      expect((await send('GET', `courses/${theirs.id}`, admin)).json()).toEqual(theirs);

      // Lists and exports: a teacher's own only, whatever the filter asks; an admin's all.
      const listed = await send('GET', `courses?teacher_id=${other.id}`, mine.headers);
      expect(listed.json().items.map((c: Item) => c.id)).toEqual([own.id]);
      const exported = await send('GET', 'courses/export?format=csv', mine.headers);
      const [heading, line] = exported.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(line).toBeDefined();
      // The price is a number of pounds a spreadsheet sums, under a heading that names the currency.
      expect(line!.split(',')[heading!.split(',').indexOf('Price (EGP)')]).toBe('123.45');
      expect((await send('GET', 'courses', admin)).json().total).toBe(2);

      // The image is served to whoever may read the course.
      const image = (course: Item, headers: Headers) => send('GET', `uploads/${course.image as string}`, headers);
      expect((await image(own, mine.headers)).statusCode).toBe(200);
      expect((await image(own, mine.headers)).headers['content-type']).toBe('image/png');
      expect((await image(theirs, mine.headers)).statusCode).toBe(403);
      expect((await image(theirs, admin)).statusCode).toBe(200);
      expect((await image(own, agent)).statusCode).toBe(403);

      // Support agents do not open courses.
      expect((await send('GET', 'courses', agent)).statusCode).toBe(403);
      expect((await send('GET', `courses/${own.id}`, agent)).statusCode).toBe(403);
      expect((await send('POST', 'courses', agent, body)).statusCode).toBe(403);
    });

    it('takes only https links to YouTube or Vimeo videos as the promotional video', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const body = await courseBody('VID', teacher.headers, [teacher.id]);
      const accepted = [
        'https://www.youtube.com/watch?v=M7lc1UVf-VE',
        'https://youtube.com/watch?v=M7lc1UVf-VE&t=42',
        'https://m.youtube.com/watch?v=M7lc1UVf-VE',
        'https://youtu.be/M7lc1UVf-VE',
        'https://www.youtube.com/shorts/M7lc1UVf-VE',
        'https://vimeo.com/76979871',
        'https://player.vimeo.com/video/76979871',
      ];
      const refused = [
        'http://www.youtube.com/watch?v=M7lc1UVf-VE',
        'https://example.com/watch?v=M7lc1UVf-VE',
        'https://youtube.com.example.com/watch?v=M7lc1UVf-VE',
        'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
        'https://www.youtube.com/',
        'https://www.youtube.com/watch?v=short',
        'https://user:pass@www.youtube.com/watch?v=M7lc1UVf-VE',
        'https://www.youtube.com:8443/watch?v=M7lc1UVf-VE',
        'https://vimeo.com/about',
        'javascript:alert(1)',
        'not a link',
      ];
      const before = await countRows(ctx.app, 'courses');
      for (const link of refused) {
        await refusedOn(
          await send('POST', 'courses', teacher.headers, { ...body, promo_video_url: link }),
          'promo_video_url',
          'course.video_not_allowed',
        );
      }
      expect(await countRows(ctx.app, 'courses')).toBe(before);
      const course = await created(await send('POST', 'courses', teacher.headers, { ...body, promo_video_url: null }));
      expect(course.promo_video_url).toBeNull();
      for (const link of accepted) {
        const res = await send('PATCH', `courses/${course.id}`, teacher.headers, { promo_video_url: link });
        expect(res.statusCode, link).toBe(200);
        expect(res.json().promo_video_url).toBe(link);
      }
      await refusedOn(
        await send('PATCH', `courses/${course.id}`, teacher.headers, { promo_video_url: refused[1] }),
        'promo_video_url',
        'course.video_not_allowed',
      );
      // The refusal is in the language asked for.
      const arabic = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/courses/${course.id}`,
        headers: { ...teacher.headers, 'accept-language': 'ar' },
        payload: { promo_video_url: refused[0] },
      });
      expect(arabic.json().message).toMatch(/يوتيوب/);
      expect((await send('GET', `courses/${course.id}`, teacher.headers)).json().promo_video_url).toBe(accepted.at(-1));
    });

    it('needs a price above 0 for a paid course and 0 for a free one', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const body = await courseBody('PAY', teacher.headers, [teacher.id]);
      const before = await countRows(ctx.app, 'courses');
      await refusedOn(
        await send('POST', 'courses', teacher.headers, { ...body, is_paid: true }),
        'price',
        'course.price_required',
      );
      await refusedOn(
        await send('POST', 'courses', teacher.headers, { ...body, is_paid: false, price: 5_000 }),
        'price',
        'course.free_has_price',
      );
      expect(await countRows(ctx.app, 'courses')).toBe(before);
      // Refused, the image stayed free for the next try.
      const paid = await created(
        await send('POST', 'courses', teacher.headers, { ...body, is_paid: true, price: 9_950 }),
      );
      expect(paid).toMatchObject({ is_paid: true, price: 9_950 });
      await refusedOn(
        await send('PATCH', `courses/${paid.id}`, teacher.headers, { price: 0 }),
        'price',
        'course.price_required',
      );
      // Made free, its price becomes 0; made paid again, it needs one.
      const free = await send('PATCH', `courses/${paid.id}`, teacher.headers, { is_paid: false });
      expect(free.json()).toMatchObject({ is_paid: false, price: 0 });
      await refusedOn(
        await send('PATCH', `courses/${paid.id}`, teacher.headers, { is_paid: true }),
        'price',
        'course.price_required',
      );
      const again = await send('PATCH', `courses/${paid.id}`, teacher.headers, { is_paid: true, price: 20_000 });
      expect(again.json()).toMatchObject({ is_paid: true, price: 20_000 });
    });

    it('needs an image: an uploaded image no other record owns; a replaced or deleted one goes', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const h = teacher.headers;
      const { image, ...body } = await courseBody('IMG', h, [teacher.id]);
      const pdf = await upload(ctx.app, h, PDF, 'a.pdf');
      const before = await countRows(ctx.app, 'courses');
      await refusedOn(await send('POST', 'courses', h, body), 'image', 'course.image_required');
      await refusedOn(await send('POST', 'courses', h, { ...body, image: pdf }), 'image', 'upload.not_image');
      await refusedOn(
        await send('POST', 'courses', h, { ...body, image: `${'0'.repeat(32)}.png` }),
        'image',
        'upload.missing',
      );
      await refusedOn(
        await send('POST', 'courses', h, { ...body, image: '../../etc/passwd' }),
        'image',
        'validation.invalid',
      );
      expect(await countRows(ctx.app, 'courses')).toBe(before);

      const course = await created(await send('POST', 'courses', h, { ...body, image }));
      expect(course).toMatchObject({ image, image_url: `/api/v1/uploads/${image}` });
      // An image one course owns is not another's.
      await refusedOn(await send('POST', 'courses', h, { ...body, image }), 'image', 'upload.in_use');

      // A new image replaces the old one, whose file goes once the change commits.
      const next = await upload(ctx.app, h);
      const changed = await send('PATCH', `courses/${course.id}`, h, { image: next });
      expect(changed.json().image).toBe(next);
      expect((await send('GET', `uploads/${image}`, h)).statusCode).toBe(404);
      expect(await ctx.app.storage.stat(image)).toBeNull();
      expect((await send('GET', `uploads/${next}`, h)).statusCode).toBe(200);
      await refusedOn(await send('PATCH', `courses/${course.id}`, h, { image: pdf }), 'image', 'upload.not_image');
      await refusedOn(
        await send('PATCH', `courses/${course.id}`, h, { image: null }),
        'image',
        'course.image_required',
      );

      // Deleted, the course takes its image with it.
      expect((await send('DELETE', `courses/${course.id}`, h)).statusCode).toBe(204);
      expect((await send('GET', `uploads/${next}`, h)).statusCode).toBe(404);
      expect(await ctx.app.storage.stat(next)).toBeNull();
    });

    it('places a course only where its teacher teaches, on add and on a move', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const h = teacher.headers;
      const body = await courseBody('TCH', h, []);
      const before = await countRows(ctx.app, 'courses');
      await refusedOn(await send('POST', 'courses', h, body), 'class_id', 'course.class_not_taught');
      await ctx.app.db
        .insertInto('teacher_classes')
        .values({ teacher_id: teacher.id, class_id: body.class_id })
        .execute();
      await refusedOn(await send('POST', 'courses', h, body), 'subject_id', 'course.subject_not_taught');
      expect(await countRows(ctx.app, 'courses')).toBe(before);
      await teaches(ctx.app, teacher.id, body.class_id, body.subject_id);
      const course = await created(await send('POST', 'courses', h, body));
      const elsewhere = await classAndSubject(ctx.app, 'TCH2');
      await refusedOn(
        await send('PATCH', `courses/${course.id}`, h, { class_id: elsewhere.klass, subject_id: elsewhere.subject }),
        'class_id',
        'course.class_not_taught',
      );
      expect((await send('GET', `courses/${course.id}`, h)).json()).toMatchObject({ class_id: body.class_id });
    });

    it('refuses a subject not taught in the class, and a specialization of another class', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const h = teacher.headers;
      const a = await classAndSubject(ctx.app, 'RA');
      const b = await classAndSubject(ctx.app, 'RB');
      for (const x of [a, b]) await teaches(ctx.app, teacher.id, x.klass, x.subject);
      const body = { name_ar: 'كورس', name_en: 'Course', image: await upload(ctx.app, h) };
      await refusedOn(
        await send('POST', 'courses', h, { ...body, class_id: a.klass, subject_id: b.subject }),
        'subject_id',
        'course.subject_not_in_class',
      );
      const spec = await created(
        await send('POST', 'specializations', a.admin, { name_ar: 'علمي', name_en: 'Science', class_id: b.klass }),
      );
      await refusedOn(
        await send('POST', 'courses', h, {
          ...body,
          class_id: a.klass,
          subject_id: a.subject,
          specialization_ids: [spec.id],
        }),
        'specialization_ids',
        'course.specialization_not_in_class',
      );
      // A class that has specializations needs at least one.
      await refusedOn(
        await send('POST', 'courses', h, { ...body, class_id: b.klass, subject_id: b.subject }),
        'specialization_ids',
        'validation.required',
      );
      const ok = await created(
        await send('POST', 'courses', h, {
          ...body,
          class_id: b.klass,
          subject_id: b.subject,
          specialization_ids: [spec.id, spec.id],
        }),
      );
      expect(ok.specializations).toEqual([{ id: spec.id, name_ar: 'علمي', name_en: 'Science' }]);
    });

    it('keeps the teacher, class, subject and specialization a course names: their deletion is a 409', async () => {
      const { klass, subject, admin } = await classAndSubject(ctx.app, 'USE');
      const teacher = await createUser(ctx.app, 'teacher');
      await teaches(ctx.app, teacher.id, klass, subject);
      const spec = await created(
        await send('POST', 'specializations', admin, { name_ar: 'أدبي', name_en: 'Literary', class_id: klass }),
      );
      await created(
        await send('POST', 'courses', admin, {
          name_ar: 'كورس',
          name_en: 'In use',
          teacher_id: teacher.id,
          class_id: klass,
          subject_id: subject,
          specialization_ids: [spec.id],
          image: await upload(ctx.app, admin),
        }),
      );
      for (const [url, code] of [
        [`teachers/${teacher.id}`, 'teacher.in_use'],
        [`classes/${klass}`, 'class.in_use'],
        [`subjects/${subject}`, 'subject.in_use'],
        [`specializations/${spec.id}`, 'specialization.in_use'],
      ] as const) {
        const res = await send('DELETE', url, admin);
        expect(res.statusCode, url).toBe(409);
        expect(res.json().code, url).toBe(code);
      }
      const teacherInUse = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/teachers/${teacher.id}`,
        headers: admin,
      });
      expect(teacherInUse.json().message).toMatch(/curricula or courses/);
    });

    it('seeds demo courses whose images are real uploads the courses own, served to their teachers', async () => {
      const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-seed-'));
      const { app, close } = await build(dialect, { uploadsDir });
      try {
        expect(await seedIfEmpty(app.db, { storage: app.storage })).toBe(true);
        const courses = await app.db.selectFrom('courses').selectAll().orderBy('id').execute();
        expect(courses.length).toBeGreaterThanOrEqual(8);
        expect(courses.some((c) => c.promo_video_url !== null)).toBe(true);
        expect(courses.some((c) => c.is_paid === 0) && courses.some((c) => c.is_paid === 1)).toBe(true);
        const first = courses[0]!;
        const owned = await app.db
          .selectFrom('uploads')
          .selectAll()
          .where('name', '=', first.image)
          .executeTakeFirstOrThrow();
        expect(owned).toMatchObject({
          kind: 'image',
          content_type: 'image/png',
          owner_entity: 'courses',
          owner_id: first.id,
        });
        // Served, as the PNG it is, to the course's teacher.
        const token = newToken();
        await insertSession(app.db, first.teacher_id, hashToken(token));
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1/uploads/${first.image}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
        expect(res.rawPayload.length).toBe(Number(owned.size));
      } finally {
        await close();
        fs.rmSync(uploadsDir, { recursive: true, force: true });
      }
    });
  });
}
