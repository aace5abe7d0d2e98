import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Seed, SeedContext } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';
import { linkSpecializations, teachingPairs } from '../../lib/teaching-content.js';
import { insertUpload } from '../uploads/uploads.repository.js';
import { ELEMENT_ENTITY, elementExam } from '../lessons/elements.service.js';

const ordinalsAr = ['الأولى', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة'];
const lessonOrdinalsAr = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس'];

/** What a unit of each demo subject is about, in both languages (subjects.seed.ts codes); others get numbered units. */
const unitTopics: Record<string, [string, string][]> = {
  ARB: [
    ['النحو: الجملة الاسمية', 'Grammar: the nominal sentence'],
    ['البلاغة', 'Rhetoric'],
    ['القراءة والنصوص', 'Reading and texts'],
  ],
  MATH: [
    ['الجبر', 'Algebra'],
    ['الهندسة', 'Geometry'],
    ['حساب المثلثات', 'Trigonometry'],
  ],
  PHY: [
    ['الحركة', 'Motion'],
    ['الكهربية', 'Electricity'],
    ['الموجات', 'Waves'],
  ],
  CHEM: [
    ['الكيمياء العضوية', 'Organic chemistry'],
    ['الاتزان الكيميائي', 'Chemical equilibrium'],
    ['الكيمياء الكهربية', 'Electrochemistry'],
  ],
  BIO: [
    ['الخلية', 'The cell'],
    ['الوراثة', 'Genetics'],
    ['التكاثر', 'Reproduction'],
  ],
  ENG: [
    ['القواعد', 'Grammar'],
    ['القراءة', 'Reading'],
    ['الكتابة', 'Writing'],
  ],
};

/**
 * A one-page PDF with a title line (PDF 1.4, Helvetica, ASCII text), made at
 * seed time so a demo document is a real file the browser can show.
 */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET\nBT /F1 12 Tf 72 690 Td (Lesson notes: read before the quiz.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A lesson's demo elements, one of each kind: a YouTube video, a document
 * (a PDF made here, stored as a real upload the element owns, when the seed
 * has the store), a quiz and an assignment. The counts follow by the triggers.
 */
async function seedElements(
  db: Kysely<Database>,
  storage: SeedContext['storage'],
  lesson: { id: number; unit_id: number; curriculum_id: number; teacher_id: number; title_en: string },
  at: string,
) {
  const base = {
    lesson_id: lesson.id,
    unit_id: lesson.unit_id,
    curriculum_id: lesson.curriculum_id,
    created_at: at,
    updated_at: at,
  };
  const none = { url: null, file: null, body: null, time_limit_minutes: null, pass_mark: null, due_at: null };
  const rows = [
    {
      ...none,
      type: 'video' as const,
      title_ar: 'شرح الدرس بالفيديو',
      title_en: 'The lesson on video',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    {
      ...none,
      type: 'quiz' as const,
      title_ar: 'اختبار قصير',
      title_en: 'Short quiz',
      time_limit_minutes: 15,
      pass_mark: 50,
    },
    {
      ...none,
      type: 'assignment' as const,
      title_ar: 'واجب الدرس',
      title_en: 'Homework',
      body: 'حل تمارين نهاية الدرس وارفع صورة الحل. Solve the exercises at the end of the lesson.',
      due_at: new Date(Date.parse(at) + 7 * 86_400_000).toISOString(),
    },
  ];
  let place = 0;
  for (const row of rows) {
    const { id } = await db
      .insertInto('lesson_elements')
      .values({ ...base, ...row, sort_order: place++ })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A quiz's and an assignment's questions are an exam's, as when a teacher adds them (the exams seed fills them).
    if (row.type === 'quiz' || row.type === 'assignment') {
      await db
        .insertInto('exams')
        .values(elementExam(lesson, { ...row, id }, at))
        .execute();
    }
  }
  if (!storage) return;
  const pdf = demoPdf(lesson.title_en);
  const stored = await storage.put(Readable.from([pdf]), { extension: 'pdf' });
  const { id } = await db
    .insertInto('lesson_elements')
    .values({
      ...base,
      ...none,
      type: 'document',
      title_ar: 'ملخص الدرس',
      title_en: 'Lesson notes',
      file: stored.name,
      sort_order: place,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertUpload(db, {
    name: stored.name,
    kind: 'pdf',
    content_type: 'application/pdf',
    size: stored.size,
    user_id: lesson.teacher_id,
    api_key_id: null,
    created_at: at,
    owner_entity: ELEMENT_ENTITY,
    owner_id: id,
  });
}

/**
 * Curricula for the demo teachers (the demo account first): one or two
 * each, for a subject they teach in a class it is taught in, with three
 * units of three to five lessons, the first of each with an element of every
 * kind. Counts are kept by the triggers.
 */
export async function seedCurricula(db: Kysely<Database>, { storage }: SeedContext = {}): Promise<void> {
  const pairs = await teachingPairs(db).execute();
  const perTeacher = new Map<number, typeof pairs>();
  for (const p of pairs) {
    const list = perTeacher.get(p.teacher_id) ?? [];
    if (list.length < 2 && !list.some((q) => q.subject_id === p.subject_id && q.class_id === p.class_id)) list.push(p);
    perTeacher.set(p.teacher_id, list);
  }
  const now = Date.now();
  let n = 0;
  for (const p of [...perTeacher.values()].slice(0, 12).flat()) {
    n += 1;
    const at = new Date(now - (120 - n * 3) * 86_400_000).toISOString();
    const specs = await db.selectFrom('specializations').select('id').where('class_id', '=', p.class_id).execute();
    const specializationIds = specs.length ? [specs.find((s) => s.id === p.specialization_id)?.id ?? specs[0]!.id] : [];
    const title_ar = `${p.subject_ar} - ${p.class_ar}`;
    const title_en = `${p.subject_en} for ${p.class_en}`;
    const { id } = await db
      .insertInto('curricula')
      .values({
        teacher_id: p.teacher_id,
        class_id: p.class_id,
        subject_id: p.subject_id,
        title_ar,
        title_en,
        price: (150 + (n % 5) * 50) * 100,
        status: n % 7 === 0 ? 'closed' : 'open',
        search_text: searchText(title_ar, title_en, p.teacher_name, p.subject_ar, p.subject_en),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await linkSpecializations(db, 'curricula', id, specializationIds);
    const topics = unitTopics[p.code] ?? [];
    for (let u = 0; u < 3; u += 1) {
      const [topicAr, topicEn] = topics[u] ?? [`${p.subject_ar}`, `${p.subject_en}`];
      const unitAr = `الوحدة ${ordinalsAr[u]}: ${topicAr}`;
      const unitEn = `Unit ${u + 1}: ${topicEn}`;
      const unit = await db
        .insertInto('units')
        .values({
          curriculum_id: id,
          title_ar: unitAr,
          title_en: unitEn,
          description: '',
          sort_order: u,
          search_text: searchText(unitAr, unitEn),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lessons = 3 + ((n + u) % 3);
      for (let l = 0; l < lessons; l += 1) {
        const lessonAr = `الدرس ${lessonOrdinalsAr[l]}: ${topicAr}`;
        const lessonEn = `Lesson ${l + 1}: ${topicEn}`;
        const lesson = await db
          .insertInto('lessons')
          .values({
            unit_id: unit.id,
            curriculum_id: id,
            teacher_id: p.teacher_id,
            title_ar: lessonAr,
            title_en: lessonEn,
            description: '',
            sort_order: l,
            search_text: searchText(lessonAr, lessonEn),
            created_at: at,
            updated_at: at,
          })
          .returning(['id', 'unit_id', 'curriculum_id', 'teacher_id', 'title_en'])
          .executeTakeFirstOrThrow();
        // The first lesson of each unit has one element of every kind.
        if (l === 0) await seedElements(db, storage, lesson, at);
      }
    }
  }
}

export const seed: Seed = { after: ['teachers', 'subjects', 'classes', 'specializations'], run: seedCurricula };
