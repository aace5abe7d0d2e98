import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countRows, createUser, signInAs, useApp } from '../../test/build.js';
import { teaches } from '../../test/class-and-subject.js';
import { crudContract } from '../../test/crud-contract.js';
import { dialects } from '../../test/dialects.js';
import { csvLines, xlsxSheet } from '../../test/exports.js';
import { multipart, PNG, samples } from '../../test/sample-files.js';

type Headers = Record<string, string>;
type Item = { id: number } & Record<string, unknown>;

let seq = 0;

/** A curriculum of `teacherId` (a new teacher's when left out) with a unit of two lessons and another unit, made as an admin. */
async function curriculum(app: FastifyInstance, teacherId?: number) {
  const n = `Q${(seq += 1)}${process.pid % 1000}`;
  const admin = (await signInAs(app, 'admin')).headers;
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: admin, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const stage = await post('stages', { name_ar: `مرحلة ${n}`, name_en: `Stage ${n}`, code: `S${n}` });
  const klass = await post('classes', { name_ar: `صف ${n}`, name_en: `Class ${n}`, stage_id: stage });
  const subject = await post('subjects', {
    name_ar: `مادة ${n}`,
    name_en: `Subject ${n}`,
    code: `U${n}`,
    class_ids: [klass],
  });
  const teacher = teacherId ?? (await createUser(app, 'teacher')).id;
  await teaches(app, teacher, klass, subject);
  const id = await post('curricula', {
    title_ar: `منهج ${n}`,
    title_en: `Curriculum ${n}`,
    teacher_id: teacher,
    class_id: klass,
    subject_id: subject,
    price: 0,
  });
  const unit = await post('units', { curriculum_id: id, title_ar: 'الوحدة الأولى', title_en: 'Unit 1' });
  const otherUnit = await post('units', { curriculum_id: id, title_ar: 'الوحدة الثانية', title_en: 'Unit 2' });
  const lesson = await post('lessons', { unit_id: unit, title_ar: 'الدرس الأول', title_en: 'Lesson 1' });
  const lesson2 = await post('lessons', { unit_id: otherUnit, title_ar: 'الدرس الثاني', title_en: 'Lesson 2' });
  return { id, teacher, klass, subject, unit, otherUnit, lesson, lesson2 };
}

/** An upload of `bytes` (a PNG unless said) by `headers`' user: its stored name. */
async function upload(app: FastifyInstance, headers: Headers, bytes: Buffer = PNG, name = 'a.png') {
  const form = multipart('file', name, 'application/octet-stream', bytes);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { name: string }).name;
}

const WAV = samples.find((s) => s.label === 'WAV')!.bytes;

const prompts = ['Photosynthesis makes ___ from light.', 'Volcanoes are found near plate edges.', 'Pyramids'];

crudContract('questions', {
  path: '/api/v1/questions',
  valid: async (app, n) => {
    const { id } = await curriculum(app);
    // Sorted by type, the three come in n order: choose, complete, true_false.
    return [
      {
        type: 'choose',
        curriculum_id: id,
        prompt: `${prompts[2]}: which king built the Great Pyramid?`,
        options: [{ text: 'Khufu', correct: true }, { text: 'Ramses II' }],
      },
      { type: 'complete', curriculum_id: id, points: 2, prompt: prompts[0], blanks: [['sugar', 'glucose']] },
      { type: 'true_false', curriculum_id: id, prompt: prompts[1], correct: true },
    ][n]!;
  },
  sort: { field: 'type', value: (q) => q.type as string },
  search: (n) => ['Pyramid', 'Photosynthesis', 'Volcanoes'][n]!,
  filter: (items) => ({ query: `curriculum_id=${items[1]!.curriculum_id as number}`, keeps: [1] }),
  invalid: {
    body: { type: 'true_false', curriculum_id: 1, points: 0, prompt: '', correct: 'yes' },
    errors: [
      { path: 'points', code: 'validation.min_value', params: { min: 1 } },
      { path: 'prompt', code: 'validation.required', params: { min: 1 } },
      { path: 'correct', code: 'validation.invalid' },
    ],
  },
  change: {
    body: { points: 7, prompt: 'Photosynthesis makes ___ and oxygen.' },
    expect: { points: 7, prompt: 'Photosynthesis makes ___ and oxygen.' },
  },
  exportHeadings: ['Type', 'Question', 'Points', 'Answer', 'Unit', 'Lesson', 'Added on'],
});

/** A `multipart/form-data` body of text fields and one file. */
function importForm(fields: Record<string, string | number>, file: Buffer, filename = 'questions.csv') {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const csv = (rows: string[][]) =>
  Buffer.from(
    rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n'),
  );

async function xlsx(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const englishHead = [
  'Type',
  'Question',
  'Points',
  'Option 1',
  'Option 2',
  'Option 3',
  'Option 4',
  'Option 5',
  'Option 6',
  'Correct answer',
  'Accepted answers',
  'Model answer',
];

for (const dialect of dialects) {
  describe(`the question bank on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
    const created = async (res: Awaited<ReturnType<typeof send>>) => {
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Item;
    };
    const refused = (res: Awaited<ReturnType<typeof send>>, errors: object[], status = 400) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors).toEqual(errors);
    };
    const importFile = (headers: Headers, fields: Record<string, string | number>, file: Buffer, dryRun: boolean) => {
      const form = importForm(fields, file);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/questions/import?dryRun=${dryRun}`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    const questionsOf = async (curriculumId: number) =>
      ctx.app.db.selectFrom('questions').selectAll().where('curriculum_id', '=', curriculumId).orderBy('id').execute();

    it('takes each type with its own fields, and its files become the question’s', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const c = await curriculum(ctx.app, teacher.id);
      const h = teacher.headers;
      const image = await upload(ctx.app, h);
      const optionImage = await upload(ctx.app, h);
      const audio = await upload(ctx.app, h, WAV, 'a.wav');
      const bodies = [
        {
          type: 'choose',
          curriculum_id: c.id,
          image,
          options: [{ image: optionImage }, { text: 'مثلث قائم', correct: true }],
        },
        {
          type: 'complete',
          curriculum_id: c.id,
          prompt: 'عاصمة مصر هي ___ ونهرها ___.',
          blanks: [['القاهرة'], ['النيل']],
        },
        {
          type: 'group',
          curriculum_id: c.id,
          points: 6,
          prompt: 'Read the passage and answer.',
          parts: [
            { type: 'true_false', prompt: 'The Nile flows north.', correct: true },
            { type: 'paragraph', prompt: 'Why?', model_answer: 'The land slopes down to the sea.' },
            {
              type: 'choose',
              prompt: 'Longest river?',
              options: [{ text: 'Nile', correct: true }, { text: 'Amazon' }],
            },
          ],
        },
        { type: 'paragraph', curriculum_id: c.id, points: 10, prompt: 'Describe the water cycle.' },
        { type: 'true_false', curriculum_id: c.id, prompt: 'Iron is a metal.', correct: true, lesson_id: c.lesson },
        { type: 'voice', curriculum_id: c.id, audio, answer: 'written', unit_id: c.unit },
        { type: 'voice', curriculum_id: c.id, prompt: 'Read the poem aloud.' },
      ];
      const items = [];
      for (const body of bodies) items.push(await created(await send('POST', 'questions', h, body)));
      expect(items.map((q) => q.type)).toEqual(bodies.map((b) => b.type));
      expect(items[0]).toMatchObject({
        teacher_id: teacher.id,
        curriculum_id: c.id,
        course_id: null,
        points: 1,
        prompt: '',
        image,
        options: [
          { text: '', image: optionImage, correct: false },
          { text: 'مثلث قائم', image: null, correct: true },
        ],
      });
      expect(items[3]).toMatchObject({ model_answer: '', points: 10 });
      // A lesson brings its unit; a unit alone files the question under it.
      expect(items[4]).toMatchObject({
        unit_id: c.unit,
        lesson_id: c.lesson,
        unit: { id: c.unit, title_en: 'Unit 1' },
        lesson: { id: c.lesson, title_ar: 'الدرس الأول' },
      });
      expect(items[5]).toMatchObject({ unit_id: c.unit, lesson_id: null, audio, answer: 'written' });
      expect(items[6]).toMatchObject({ audio: null, answer: 'spoken' });
      const owned = await ctx.app.db
        .selectFrom('uploads')
        .select(['name', 'owner_entity', 'owner_id'])
        .where('name', 'in', [image, optionImage, audio])
        .orderBy('name')
        .execute();
      expect(owned).toEqual(
        [
          { name: image, owner_entity: 'questions', owner_id: items[0]!.id },
          { name: optionImage, owner_entity: 'questions', owner_id: items[0]!.id },
          { name: audio, owner_entity: 'questions', owner_id: items[5]!.id },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      );
      // The teacher reads them back; the curriculum counts them.
      const row = await ctx.app.db
        .selectFrom('curricula')
        .select('question_count')
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.question_count)).toBe(bodies.length);
      const listed = await send('GET', `questions?curriculum_id=${c.id}&type=voice&sort=created_at`, h);
      expect(listed.json().items.map((q: Item) => q.id)).toEqual([items[5]!.id, items[6]!.id]);
      expect((await send('GET', `questions?unit_id=${c.unit}`, h)).json().total).toBe(2);
      expect((await send('GET', `questions?lesson_id=${c.lesson}`, h)).json().total).toBe(1);
      expect((await send('GET', `questions?q=${encodeURIComponent('القاهره')}`, h)).json().items[0].id).toBe(
        items[1]!.id,
      );
    });

    it('refuses what breaks a type’s rules with the field and the reason, and adds nothing', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const c = await curriculum(ctx.app, teacher.id);
      const h = teacher.headers;
      const audio = await upload(ctx.app, h, WAV, 'a.wav');
      const before = await countRows(ctx.app, 'questions');
      const bank = { curriculum_id: c.id };
      const cases: [object, object[]][] = [
        [
          {
            ...bank,
            type: 'choose',
            prompt: 'Pick',
            options: [
              { text: 'a', correct: true },
              { text: 'b', correct: true },
            ],
          },
          [{ path: 'options', code: 'question.one_correct' }],
        ],
        [
          { ...bank, type: 'choose', prompt: 'Pick', options: [{ text: 'a', correct: true }] },
          [{ path: 'options', code: 'question.options_count', params: { min: 2 } }],
        ],
        [
          { ...bank, type: 'choose', options: [{ text: '', correct: true }, { text: 'b' }] },
          [
            { path: 'options.0.text', code: 'question.option_empty' },
            { path: 'prompt', code: 'question.prompt_required' },
          ],
        ],
        [
          { ...bank, type: 'complete', prompt: 'The ___ of ___', blanks: [['x']] },
          [{ path: 'blanks', code: 'question.blanks_mismatch' }],
        ],
        [
          { ...bank, type: 'complete', prompt: 'No blank', blanks: [['x']] },
          [{ path: 'prompt', code: 'question.no_blanks' }],
        ],
        [
          { ...bank, type: 'complete', prompt: 'A ___', blanks: [[]] },
          [{ path: 'blanks.0', code: 'validation.required', params: { min: 1 } }],
        ],
        [
          { ...bank, type: 'group', prompt: 'Passage', parts: [{ type: 'voice', prompt: 'x' }] },
          [{ path: 'parts.0.type', code: 'validation.invalid' }],
        ],
        [
          { ...bank, type: 'group', prompt: 'Passage', parts: [] },
          [{ path: 'parts', code: 'validation.required', params: { min: 1 } }],
        ],
        [{ ...bank, type: 'voice', answer: 'written' }, [{ path: 'audio', code: 'question.voice_empty' }]],
        [{ ...bank, type: 'voice', audio: 'nothing.wav' }, [{ path: 'audio', code: 'validation.invalid' }]],
        [
          { ...bank, type: 'true_false', prompt: 'x', correct: true, points: 101 },
          [{ path: 'points', code: 'validation.max_value', params: { max: 100 } }],
        ],
        [
          { ...bank, type: 'true_false', prompt: 'x', correct: true, options: [] },
          [{ path: 'options', code: 'validation.unknown_field' }],
        ],
        // An image where a recording goes, a recording where an image goes.
        [
          { ...bank, type: 'voice', audio: await upload(ctx.app, h), answer: 'spoken' },
          [{ path: 'audio', code: 'upload.not_audio' }],
        ],
        [
          { ...bank, type: 'choose', image: audio, options: [{ text: 'a', correct: true }, { text: 'b' }] },
          [{ path: 'image', code: 'upload.not_image' }],
        ],
      ];
      for (const [body, errors] of cases) refused(await send('POST', 'questions', h, body), errors);
      expect(await countRows(ctx.app, 'questions')).toBe(before);
    });

    it('keeps a question in one bank: a course’s or a curriculum’s, its unit and lesson the curriculum’s', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const c = await curriculum(ctx.app, teacher.id);
      const other = await curriculum(ctx.app, teacher.id);
      const h = teacher.headers;
      const body = { type: 'true_false', prompt: 'Egypt is in Africa.', correct: true };
      refused(await send('POST', 'questions', h, body), [{ path: 'curriculum_id', code: 'question.bank_required' }]);
      refused(await send('POST', 'questions', h, { ...body, curriculum_id: c.id, course_id: 1 }), [
        { path: 'course_id', code: 'question.one_bank' },
      ]);
      refused(await send('POST', 'questions', h, { ...body, curriculum_id: 999_999 }), [
        { path: 'curriculum_id', code: 'validation.invalid' },
      ]);
      refused(await send('POST', 'questions', h, { ...body, curriculum_id: c.id, unit_id: other.unit }), [
        { path: 'unit_id', code: 'question.unit_not_in_bank' },
      ]);
      refused(await send('POST', 'questions', h, { ...body, curriculum_id: c.id, lesson_id: other.lesson }), [
        { path: 'lesson_id', code: 'question.lesson_not_in_bank' },
      ]);
      refused(
        await send('POST', 'questions', h, { ...body, curriculum_id: c.id, unit_id: c.otherUnit, lesson_id: c.lesson }),
        [{ path: 'lesson_id', code: 'question.lesson_not_in_bank' }],
      );

      // A course's bank takes no unit or lesson.
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const image = await upload(ctx.app, admin);
      const course = await created(
        await send('POST', 'courses', admin, {
          name_ar: 'كورس الجغرافيا',
          name_en: 'Geography course',
          description: '',
          teacher_id: teacher.id,
          class_id: c.klass,
          subject_id: c.subject,
          image,
          is_paid: false,
          price: 0,
        }),
      );
      const q = await created(await send('POST', 'questions', h, { ...body, course_id: course.id }));
      expect(q).toMatchObject({ course_id: course.id, curriculum_id: null, teacher_id: teacher.id });
      refused(await send('POST', 'questions', h, { ...body, course_id: course.id, unit_id: c.unit }), [
        { path: 'unit_id', code: 'question.unit_not_in_bank' },
      ]);
      expect((await send('GET', `questions?course_id=${course.id}`, h)).json().total).toBe(1);

      // Deleting a unit leaves its questions in the bank, unfiled; deleting the bank deletes them.
      const filed = await created(
        await send('POST', 'questions', h, { ...body, curriculum_id: c.id, lesson_id: c.lesson2 }),
      );
      expect(filed.unit_id).toBe(c.otherUnit);
      expect((await send('DELETE', `units/${c.otherUnit}`, h)).statusCode).toBe(204);
      expect((await send('GET', `questions/${filed.id}`, h)).json()).toMatchObject({
        unit_id: null,
        lesson_id: null,
        unit: null,
      });
      expect((await send('DELETE', `curricula/${c.id}`, h)).statusCode).toBe(204);
      expect((await send('GET', `questions/${filed.id}`, h)).statusCode).toBe(404);
      expect((await send('DELETE', `courses/${course.id}`, h)).statusCode).toBe(204);
      expect((await send('GET', `questions/${q.id}`, h)).statusCode).toBe(404);
    });

    it('keeps a teacher to his or her own banks (403); an admin reaches all; an agent none', async () => {
      const mine = await signInAs(ctx.app, 'teacher');
      const other = await createUser(ctx.app, 'teacher');
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const agent = (await signInAs(ctx.app, 'support-agent')).headers;
      const own = await curriculum(ctx.app, mine.id);
      const theirs = await curriculum(ctx.app, other.id);
      const body = { type: 'true_false', prompt: 'Cairo is on the Nile.', correct: true };
      const before = await countRows(ctx.app, 'questions');
      const denied = await send('POST', 'questions', mine.headers, { ...body, curriculum_id: theirs.id });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('auth.not_owner');
      const deniedImport = await importFile(
        mine.headers,
        { curriculum_id: theirs.id },
        csv([englishHead.slice(0, 3).concat('Correct answer'), ['true_false', 'Yes?', '1', 'true']]),
        true,
      );
      expect(deniedImport.statusCode).toBe(403);
      expect(await countRows(ctx.app, 'questions')).toBe(before);

      const q = await created(await send('POST', 'questions', admin, { ...body, curriculum_id: theirs.id }));
      expect(q.teacher_id).toBe(other.id);
      await created(await send('POST', 'questions', mine.headers, { ...body, curriculum_id: own.id }));
      for (const [method, payload] of [['GET'], ['PATCH', { points: 3 }], ['DELETE']] as const) {
        const res = await send(method, `questions/${q.id}`, mine.headers, payload);
        expect(res.statusCode, method).toBe(403);
        expect(res.json().code).toBe('auth.not_owner');
      }
      expect((await send('GET', `questions/${q.id}`, admin)).json().points).toBe(1);
      // Lists and exports hold the teacher's own only, whatever the filter names.
      expect((await send('GET', `questions?curriculum_id=${theirs.id}`, mine.headers)).json().total).toBe(0);
      expect(csvLines(await send('GET', 'questions/export?format=csv', mine.headers))).toHaveLength(2);
      expect((await send('GET', 'questions', agent)).statusCode).toBe(403);
      expect((await send('POST', 'questions', agent, { ...body, curriculum_id: own.id })).statusCode).toBe(403);

      // A curriculum given to another teacher (one who teaches its class and subject) takes its bank with it.
      await teaches(ctx.app, mine.id, theirs.klass, theirs.subject);
      expect((await send('PATCH', `curricula/${theirs.id}`, admin, { teacher_id: mine.id })).statusCode).toBe(200);
      expect((await send('GET', `questions/${q.id}`, mine.headers)).json().teacher_id).toBe(mine.id);
    });

    it('changes a question as a whole: merged, checked by its type, files let go; a new type needs its fields', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const c = await curriculum(ctx.app, teacher.id);
      const h = teacher.headers;
      const first = await upload(ctx.app, h, WAV, 'a.wav');
      const second = await upload(ctx.app, h, WAV, 'b.wav');
      const q = await created(
        await send('POST', 'questions', h, { type: 'voice', curriculum_id: c.id, prompt: 'Listen', audio: first }),
      );
      const changed = await send('PATCH', `questions/${q.id}`, h, { audio: second, lesson_id: c.lesson });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ prompt: 'Listen', audio: second, unit_id: c.unit, lesson_id: c.lesson });
      const uploads = await ctx.app.db
        .selectFrom('uploads')
        .select('name')
        .where('name', 'in', [first, second])
        .execute();
      expect(uploads.map((u) => u.name)).toEqual([second]);
      // A field of another type, a rule broken by the merge, a new type without its fields: 400, nothing changed.
      refused(await send('PATCH', `questions/${q.id}`, h, { options: [{ text: 'a', correct: true }, { text: 'b' }] }), [
        { path: 'options', code: 'validation.unknown_field' },
      ]);
      refused(await send('PATCH', `questions/${q.id}`, h, { audio: null, answer: 'written' }), [
        { path: 'audio', code: 'question.voice_empty' },
      ]);
      refused(await send('PATCH', `questions/${q.id}`, h, { type: 'true_false' }), [
        { path: 'correct', code: 'validation.required' },
      ]);
      refused(await send('PATCH', `questions/${q.id}`, h, { unit_id: c.otherUnit, lesson_id: c.lesson }), [
        { path: 'lesson_id', code: 'question.lesson_not_in_bank' },
      ]);
      expect((await send('GET', `questions/${q.id}`, h)).json()).toEqual(changed.json());
      // Made a true/false question, it lets its recording go; a new unit lets go of the lesson.
      const retyped = await send('PATCH', `questions/${q.id}`, h, {
        type: 'true_false',
        correct: false,
        unit_id: c.otherUnit,
      });
      expect(retyped.statusCode, retyped.body).toBe(200);
      expect(retyped.json()).toMatchObject({
        type: 'true_false',
        prompt: 'Listen',
        correct: false,
        unit_id: c.otherUnit,
        lesson_id: null,
      });
      expect(retyped.json()).not.toHaveProperty('audio');
      expect(
        await ctx.app.db.selectFrom('uploads').select('name').where('name', '=', second).executeTakeFirst(),
      ).toBeUndefined();
      expect((await send('DELETE', `questions/${q.id}`, h)).statusCode).toBe(204);
    });

    it('offers the bulk-add template in either language, as CSV and as XLSX', async () => {
      const h = (await signInAs(ctx.app, 'teacher')).headers;
      const en = csvLines(await send('GET', 'questions/template?format=csv&lang=en', h));
      expect(en[0]).toBe(englishHead.join(','));
      expect(en).toHaveLength(5);
      expect(en.slice(1).map((l) => l.split(',')[0])).toEqual(['Choose', 'Complete', 'True or false', 'Paragraph']);
      const ar = await xlsxSheet(await send('GET', 'questions/template?format=xlsx&lang=ar', h));
      expect(ar.views[0]?.rightToLeft).toBe(true);
      expect(ar.getRow(1).getCell(2).value).toBe('السؤال');
      expect(ar.getRow(2).getCell(1).value).toBe('اختيار من متعدد');
      expect(ar.rowCount).toBe(5);
    });

    it('checks a file first, listing every bad cell; then saves all of a good file or none of a bad one', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const c = await curriculum(ctx.app, teacher.id);
      const h = teacher.headers;
      const good: string[][] = [
        ['choose', 'What is 7 × 8?', '2', '54', '56', '64', '', '', '', '2', '', ''],
        [
          'Complete',
          'The capital of Egypt is ___ and its river is the ___.',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          'Cairo|Al-Qahira; Nile',
          '',
        ],
        ['True or false', 'Water boils at 100 °C.', '1', '', '', '', '', '', '', 'True', '', ''],
        ['paragraph', 'Explain why iron rusts.', '5', '', '', '', '', '', '', '', '', 'Salt speeds it up.'],
      ];
      const bad: string[][] = [
        ...good.slice(0, 2),
        ['choose', 'Pick one', 'ten', 'a', '', 'c', '', '', '', '2', '', ''],
        [],
        ['riddle', 'What?', '', '', '', '', '', '', '', '', '', ''],
        ['true_false', '', '', '', '', '', '', '', '', 'maybe', '', ''],
        ['complete', 'No blanks here', '', '', '', '', '', '', '', '', 'x', ''],
      ];
      const before = await countRows(ctx.app, 'questions');
      const fields = { curriculum_id: c.id, lesson_id: c.lesson };
      const check = await importFile(h, fields, csv([englishHead, ...bad]), true);
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json()).toEqual({
        total: 6,
        valid: 2,
        saved: 0,
        errors: [
          { row: 4, column: 'Points', code: 'validation.number' },
          { row: 4, column: 'Correct answer', code: 'question.import_correct_option' },
          { row: 6, column: 'Type', code: 'question.import_type' },
          { row: 7, column: 'Correct answer', code: 'question.import_true_false' },
          { row: 7, column: 'Question', code: 'validation.required', params: { min: 1 } },
          { row: 8, column: 'Question', code: 'question.no_blanks' },
        ],
      });
      // Saved without a dry run, the same file is refused whole.
      const saving = await importFile(h, fields, csv([englishHead, ...bad]), false);
      expect(saving.statusCode).toBe(400);
      expect(saving.json().code).toBe('question.import_invalid');
      expect(saving.json().errors[0]).toEqual({
        path: 'file',
        code: 'validation.number',
        params: { row: 4, column: 'Points' },
      });
      expect(saving.json().errors).toHaveLength(6);
      expect(await countRows(ctx.app, 'questions')).toBe(before);

      // Fixed, it is saved whole, filed under the lesson and its unit, with one audit row.
      const saved = await importFile(h, fields, csv([englishHead, ...good]), false);
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toEqual({ total: 4, valid: 4, saved: 4, errors: [] });
      const rows = await questionsOf(c.id);
      expect(rows.map((r) => [r.type, r.points, r.unit_id, r.lesson_id, r.teacher_id])).toEqual([
        ['choose', 2, c.unit, c.lesson, teacher.id],
        ['complete', 1, c.unit, c.lesson, teacher.id],
        ['true_false', 1, c.unit, c.lesson, teacher.id],
        ['paragraph', 5, c.unit, c.lesson, teacher.id],
      ]);
      const [choose, complete] = await Promise.all(
        rows.slice(0, 2).map(async (r) => (await send('GET', `questions/${r.id}`, h)).json()),
      );
      expect(choose.options).toEqual([
        { text: '54', image: null, correct: false },
        { text: '56', image: null, correct: true },
        { text: '64', image: null, correct: false },
      ]);
      expect(complete.blanks).toEqual([['Cairo', 'Al-Qahira'], ['Nile']]);
      const trail = await ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'entity', 'details'])
        .where('entity', '=', 'questions')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(trail.action).toBe('create');
      expect(JSON.parse(trail.details!)).toMatchObject({ imported: 4, curriculum_id: c.id, lesson_id: c.lesson });
    });

    it('reads XLSX files headed in Arabic, with Arabic-Indic digits and Arabic answers', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const c = await curriculum(ctx.app, teacher.id);
      const h = teacher.headers;
      const head = [
        'النوع',
        'السؤال',
        'الدرجات',
        'الاختيار ١',
        'الاختيار ٢',
        'الاختيار ٣',
        'الإجابة الصحيحة',
        'الإجابات المقبولة',
      ];
      const rows: (string | number)[][] = [
        ['اختيار من متعدد', 'ما ناتج ٣ × ٣؟', '٢', '٦', '٩', '١٢', '٢', ''],
        ['اكمل', 'جمع كلمة (كتاب) هو ___.', 3, '', '', '', '', 'كتب'],
        ['صح أو خطأ', 'الشمس نجم.', '', '', '', '', 'صح', ''],
        ['صح او خطا', 'القمر نجم.', '', '', '', '', 'خطأ', ''],
      ];
      const bad = await importFile(
        h,
        { curriculum_id: c.id },
        await xlsx([head, ...rows, ['مقالي', '', '', '', '', '', '', '']]),
        true,
      );
      expect(bad.json().errors).toEqual([
        { row: 6, column: 'السؤال', code: 'validation.required', params: { min: 1 } },
      ]);
      const res = await importFile(h, { curriculum_id: c.id }, await xlsx([head, ...rows]), false);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().saved).toBe(4);
      const saved = (await send('GET', `questions?curriculum_id=${c.id}&sort=created_at`, h)).json().items as Item[];
      expect(saved.map((q) => [q.type, q.points])).toEqual([
        ['choose', 2],
        ['complete', 3],
        ['true_false', 1],
        ['true_false', 1],
      ]);
      expect(saved.map((q) => q.correct ?? null).slice(2)).toEqual([true, false]);
      expect((saved[0]!.options as { correct: boolean }[]).map((o) => o.correct)).toEqual([false, true, false]);
    });

    it('refuses a file it cannot use: missing or unknown columns, no rows, not a sheet, no bank', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const c = await curriculum(ctx.app, teacher.id);
      const h = teacher.headers;
      const fields = { curriculum_id: c.id };
      const heads = await importFile(
        h,
        fields,
        csv([
          ['Question', 'Colour'],
          ['Why?', 'red'],
        ]),
        true,
      );
      expect(heads.json().errors).toEqual([
        { row: 1, column: 'Colour', code: 'question.import_unknown_column' },
        { row: 1, column: 'Type', code: 'question.import_missing_column' },
      ]);
      const problem = async (res: Awaited<ReturnType<typeof importFile>>, code: string, status = 400) => {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().code).toBe(code);
      };
      await problem(await importFile(h, fields, csv([englishHead]), true), 'question.import_empty');
      await problem(
        await importFile(h, fields, Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3]), true),
        'question.import_unreadable',
      );
      await problem(
        await importFile(h, fields, Buffer.from([0xff, 0xfe, 0x00, 0x41]), true),
        'question.import_unreadable',
      );
      await problem(await importFile(h, {}, csv([englishHead, ...[]]), true), 'question.bank_required');
      await problem(await importFile(h, { curriculum_id: 'x' }, csv([englishHead]), true), 'validation.invalid');
      const notForm = await send('POST', 'questions/import?dryRun=true', h, { file: 'x' });
      expect(notForm.statusCode).toBe(415);
      // Semicolon-separated, as a spreadsheet in some languages saves it.
      const semi = Buffer.from('Type;Question;Correct answer\r\ntrue_false;"Egypt; a country in Africa";true\r\n');
      const ok = await importFile(h, fields, semi, true);
      expect(ok.json()).toEqual({ total: 1, valid: 1, saved: 0, errors: [] });
    });
  });
}
