// `npm run seed -- --scale N`: fills the database DATABASE_URL names (SQLite by default, or PostgreSQL)
// with N realistic rows in each large table — teachers, support agents, subjects, students and
// ratings — on top of the academic structure, and teaching content in proportion (N/10 curricula of
// 20 lessons each, N/10 courses sharing one stored image, and 10×N questions in their banks), for
// benchmarks and for trying the lists at size.
// It runs the real migrations first and writes search_text with the app's own helper, so the rows
// are what the app itself would have written. Running it again adds N more of each.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { questionContentSchema, type QuestionContent } from '@dashboard/contracts';
import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { configFromEnv } from '../apps/server/src/config.js';
import { createDb } from '../apps/server/src/db/create-dialect.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { Database } from '../apps/server/src/db/types.js';
import { searchText } from '../apps/server/src/lib/list.js';
import { seededRandom, type SeededRandom as Rand } from '../apps/server/src/lib/seeded-random.js';
import { hashPassword } from '../apps/server/src/lib/password.js';
import { LocalDiskStorage, type Storage } from '../apps/server/src/lib/storage.js';
import { demoPng } from '../apps/server/src/modules/courses/courses.seed.js';
import { COURSE_FILES } from '../apps/server/src/modules/courses/courses.service.js';
import { questionRow, type Bank } from '../apps/server/src/modules/questions/questions.service.js';
import { insertUpload } from '../apps/server/src/modules/uploads/uploads.repository.js';
import { seedClasses } from '../apps/server/src/modules/classes/classes.seed.js';
import { seedSpecializations } from '../apps/server/src/modules/specializations/specializations.seed.js';
import { seedStages } from '../apps/server/src/modules/stages/stages.seed.js';
import { seedSubjects } from '../apps/server/src/modules/subjects/subjects.seed.js';
import { seedSystems } from '../apps/server/src/modules/systems/systems.seed.js';

/** Rows a statement inserts: under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const CHUNK = 1000;
/** Rows a transaction commits: large enough to be quick, small enough not to hold the writer long. */
const PER_TRANSACTION = 20_000;

const arabicFirst = [
  'أحمد',
  'محمد',
  'محمود',
  'مصطفى',
  'إبراهيم',
  'يوسف',
  'عمر',
  'خالد',
  'طارق',
  'حسن',
  'حسين',
  'كريم',
  'فاطمة',
  'مريم',
  'نورا',
  'سارة',
  'هدى',
  'إيمان',
  'آية',
  'رحاب',
  'منى',
  'ياسمين',
  'هالة',
  'دينا',
];
const arabicFamily = [
  'عبد الله',
  'السيد',
  'علي',
  'حسن',
  'إبراهيم',
  'عبد الرحمن',
  'الشافعي',
  'المصري',
  'فؤاد',
  'سليمان',
  'النجار',
  'الشريف',
  'عثمان',
  'رمضان',
  'زكي',
  'منصور',
  'عبد العزيز',
  'جمال',
  'صلاح',
  'فتحي',
];
const latinFirst = [
  'Ahmed',
  'Mohamed',
  'Mahmoud',
  'Mostafa',
  'Ibrahim',
  'Youssef',
  'Omar',
  'Khaled',
  'Tarek',
  'Hassan',
  'Fatma',
  'Mariam',
  'Nora',
  'Sara',
  'Hoda',
  'Eman',
  'Aya',
  'Mona',
  'Yasmin',
  'Dina',
];
const latinFamily = [
  'Abdallah',
  'El-Sayed',
  'Ali',
  'Hassan',
  'Ibrahim',
  'Abdelrahman',
  'El-Shafei',
  'El-Masry',
  'Fouad',
  'Soliman',
  'El-Naggar',
  'El-Sherif',
  'Osman',
  'Ramadan',
  'Zaki',
  'Mansour',
  'Gamal',
  'Salah',
];
const topics: readonly [string, string][] = [
  ['Algebra', 'الجبر'],
  ['Geometry', 'الهندسة'],
  ['Arabic Grammar', 'النحو'],
  ['Arabic Reading', 'القراءة'],
  ['English', 'اللغة الإنجليزية'],
  ['French', 'اللغة الفرنسية'],
  ['Physics', 'الفيزياء'],
  ['Chemistry', 'الكيمياء'],
  ['Biology', 'الأحياء'],
  ['History', 'التاريخ'],
  ['Geography', 'الجغرافيا'],
  ['Philosophy', 'الفلسفة'],
  ['Statistics', 'الإحصاء'],
  ['Computer Science', 'الحاسب الآلي'],
  ['Religious Studies', 'التربية الدينية'],
];
const comments = [
  'شرح ممتاز وواضح',
  'مدرس رائع، شكراً جزيلاً',
  'الحصص مفيدة جداً',
  'Great teacher, very clear',
  'Explains step by step',
  'أتمنى مزيداً من التمارين',
  null,
  null,
  null,
];

const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

function personName(rand: Rand, index: number): string {
  // Most staff and students write their names in Arabic; about a third in Latin letters.
  return index % 3 === 2
    ? `${rand.pick(latinFirst)} ${rand.pick(latinFirst)} ${rand.pick(latinFamily)}`
    : `${rand.pick(arabicFirst)} ${rand.pick(arabicFirst)} ${rand.pick(arabicFamily)}`;
}

/** An Egyptian mobile number, unique for (operator, serial): 01X followed by 8 digits. */
function phone(operator: '0' | '1' | '2' | '5', serial: number): string {
  return `01${operator}${String(40_000_000 + serial).padStart(8, '0')}`;
}

/** A moment in the last `years` years, as the app stores it (ISO UTC). */
function pastDate(rand: Rand, years: number, now: number): string {
  return new Date(now - Math.floor(rand.next() * years * 365 * 86_400_000)).toISOString();
}

async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let from = 0; from < rows.length; from += PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(rows.length, from + PER_TRANSACTION);
      for (let i = from; i < end; i += CHUNK) {
        await trx
          .insertInto(table)
          .values(rows.slice(i, Math.min(end, i + CHUNK)) as never)
          .execute();
      }
    });
  }
}

/** Ids of rows inserted after `afterId`, in id order. */
/** The tables rows are added to and read back by id. */
type Growing = 'users' | 'subjects' | 'students' | 'curricula' | 'units' | 'lessons' | 'courses' | 'questions';

async function idsAfter(db: Kysely<Database>, table: Growing, afterId: number) {
  const rows = await db.selectFrom(table).select('id').where('id', '>', afterId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

async function maxId(db: Kysely<Database>, table: Growing) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

export interface ScaleCounts {
  teachers: number;
  supportAgents: number;
  subjects: number;
  students: number;
  ratings: number;
  curricula: number;
  lessons: number;
  courses: number;
  questions: number;
  seconds: number;
}

/**
 * Rows made one at a time and inserted PER_TRANSACTION at a time, so a million questions never
 * sit in memory together.
 */
function batcher<T extends keyof Database & string>(db: Kysely<Database>, table: T) {
  let rows: Insertable<Database[T]>[] = [];
  let count = 0;
  return {
    async add(row: Insertable<Database[T]>) {
      rows.push(row);
      count += 1;
      if (rows.length >= PER_TRANSACTION) await this.flush();
    },
    async flush() {
      const full = rows;
      rows = [];
      await insertInChunks(db, table, full);
    },
    get count() {
      return count;
    },
  };
}

/** What a bank holds, in turn: mostly choose, then complete and true/false, a few of the rest. */
const questionPlan = [
  'choose',
  'complete',
  'true_false',
  'choose',
  'paragraph',
  'group',
  'choose',
  'voice',
  'complete',
  'true_false',
] as const;

/**
 * The k-th generated question of a bank about `topic`, in Arabic or English: numbers vary with k,
 * so prompts differ and a search finds some, not all. Checked by the contract like any other.
 */
function scaleQuestion(k: number, ar: boolean, topic: readonly [string, string]): QuestionContent {
  const a = 2 + (k % 9);
  const b = 3 + ((k * 7) % 31);
  const d = (v: number) => (ar ? arabicDigits(v) : String(v));
  const [en, arTopic] = topic;
  const t = (arText: string, enText: string) => (ar ? arText : enText);
  const type = questionPlan[k % questionPlan.length]!;
  const opts = (right: number) =>
    [right, right + 1, right + 2, right - 1].map((v, i, all) => ({
      text: d(all[(i + k) % 4]!),
      image: null,
      correct: all[(i + k) % 4] === right,
    }));
  let draft: unknown;
  switch (type) {
    case 'choose':
      draft = {
        type,
        prompt: t(`(${arTopic}) ناتج ${d(a)} × ${d(b)} يساوي:`, `(${en}) ${a} × ${b} equals:`),
        image: null,
        options: opts(a * b),
        points: 1 + (k % 3),
      };
      break;
    case 'complete':
      draft = {
        type,
        prompt: t(`(${arTopic}) ${d(a)} + ${d(b)} = ___`, `(${en}) ${a} + ${b} = ___`),
        blanks: [[String(a + b), d(a + b)]],
        points: 2,
      };
      break;
    case 'true_false':
      draft = {
        type,
        prompt: t(`(${arTopic}) العدد ${d(b)} عدد زوجي.`, `(${en}) ${b} is an even number.`),
        correct: b % 2 === 0,
        points: 1,
      };
      break;
    case 'paragraph':
      draft = {
        type,
        prompt: t(
          `اشرح بأسلوبك فكرة الدرس رقم ${d(a)} في ${arTopic}.`,
          `Explain in your own words lesson ${a} of ${en}.`,
        ),
        model_answer: t('الفكرة الرئيسية ومثال عليها وخلاصة.', 'The main idea, an example of it and a summary.'),
        points: 5,
      };
      break;
    case 'group':
      draft = {
        type,
        prompt: t(`مستطيل طوله ${d(b)} سم وعرضه ${d(a)} سم.`, `A rectangle is ${b} cm long and ${a} cm wide.`),
        points: 4,
        parts: [
          {
            type: 'choose',
            prompt: t('مساحته بالسنتيمتر المربع:', 'Its area in cm² is:'),
            image: null,
            options: opts(a * b),
          },
          {
            type: 'complete',
            prompt: t('محيطه = ___ سم', 'Its perimeter is ___ cm.'),
            blanks: [[String(2 * (a + b))]],
          },
          { type: 'true_false', prompt: t('هذا المستطيل مربع.', 'This rectangle is a square.'), correct: a === b },
        ],
      };
      break;
    case 'voice':
      draft = {
        type,
        prompt: t(
          `سجّل إجابتك: لخّص الدرس رقم ${d(a)} في ${arTopic}.`,
          `Record your answer: sum up lesson ${a} of ${en}.`,
        ),
        audio: null,
        answer: 'spoken',
        points: 3,
      };
      break;
  }
  return questionContentSchema.parse(draft);
}

/**
 * Adds `n` teachers, support agents, subjects, students and ratings (plus the links between them)
 * to a migrated database; creates the academic structure first when it is empty.
 */
export async function seedScale(
  db: Kysely<Database>,
  n: number,
  log: (line: string) => void = () => {},
  { storage }: { storage?: Storage } = {},
): Promise<ScaleCounts> {
  const started = Date.now();
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const rand = seededRandom(n);
  const now = Date.now();

  const hasStages = await db.selectFrom('stages').select('id').limit(1).executeTakeFirst();
  if (!hasStages) {
    await db.transaction().execute(async (trx) => {
      for (const seed of [seedStages, seedClasses, seedSystems, seedSpecializations, seedSubjects]) await seed(trx);
    });
    log('academic structure: stages, classes, systems, specializations and the demo subjects');
  }
  const classes = await db.selectFrom('classes').select(['id', 'name_en', 'name_ar']).execute();
  const systems = await db.selectFrom('systems').select(['id', 'class_id']).execute();
  const specializations = await db.selectFrom('specializations').select(['id', 'class_id']).execute();
  if (classes.length === 0) throw new Error('the database has stages but no classes: nothing to link rows to');

  // Serials continue after what is there, so phones, emails and codes stay unique on a second run.
  const userBase = await maxId(db, 'users');
  const subjectBase = await maxId(db, 'subjects');
  const studentBase = await maxId(db, 'students');

  // Nobody signs in as a generated user: one hash of a password nobody knows.
  const hash = await hashPassword(randomBytes(24).toString('base64url'));

  const teacherNames: string[] = [];
  const staff = (role: 'teacher' | 'support-agent', operator: '0' | '2', offset: number) =>
    Array.from({ length: n }, (_, i) => {
      const serial = userBase + offset + i;
      const name = personName(rand, i);
      if (role === 'teacher') teacherNames.push(name);
      const mobile = phone(operator, serial);
      const email = i % 4 === 0 ? `${role === 'teacher' ? 't' : 'a'}${serial}@scale.example.eg` : null;
      const created = pastDate(rand, 6, now);
      return {
        name,
        phone: mobile,
        email,
        role,
        password_hash: hash,
        photo: null,
        active: rand.next() < 0.9 ? 1 : 0,
        joined_on: role === 'support-agent' ? created.slice(0, 10) : null,
        search_text: searchText(name, mobile, email),
        created_at: created,
        updated_at: created,
      } satisfies Insertable<Database['users']>;
    });

  await insertInChunks(db, 'users', staff('teacher', '0', 0));
  const teacherIds = await idsAfter(db, 'users', userBase);
  log(`teachers: ${teacherIds.length}`);
  const agentBase = await maxId(db, 'users');
  await insertInChunks(db, 'users', staff('support-agent', '2', n));
  log(`support agents: ${(await idsAfter(db, 'users', agentBase)).length}`);

  const subjects = Array.from({ length: n }, (_, i) => {
    const serial = subjectBase + i + 1;
    const [en, ar] = rand.pick(topics);
    const cls = rand.pick(classes);
    const unit = rand.int(1, 40);
    const name_en = `${en} ${cls.name_en} – Unit ${unit}`.slice(0, 100);
    const name_ar = `${ar} ${cls.name_ar} – الوحدة ${arabicDigits(unit)}`.slice(0, 100);
    const code = `SC${String(serial).padStart(7, '0')}`;
    const specs = specializations.filter((s) => s.class_id === cls.id);
    const created = pastDate(rand, 5, now);
    return {
      row: {
        code,
        name_en,
        name_ar,
        specialization_id: specs.length && rand.next() < 0.3 ? rand.pick(specs).id : null,
        search_text: searchText(name_ar, name_en, code),
        created_at: created,
        updated_at: created,
      },
      classId: cls.id,
    };
  });
  await insertInChunks(
    db,
    'subjects',
    subjects.map((s) => s.row),
  );
  const subjectIds = await idsAfter(db, 'subjects', subjectBase);
  const subjectClasses = subjectIds.flatMap((subject_id, i) => {
    const own = subjects[i]!.classId;
    const other = rand.pick(classes).id;
    return other === own || rand.next() < 0.6
      ? [{ subject_id, class_id: own }]
      : [
          { subject_id, class_id: own },
          { subject_id, class_id: other },
        ];
  });
  await insertInChunks(db, 'subject_classes', subjectClasses);
  log(`subjects: ${subjectIds.length} (${subjectClasses.length} class links)`);

  const teacherSubjects = teacherIds.flatMap((teacher_id) => {
    const ids = new Set(Array.from({ length: rand.int(1, 3) }, () => rand.pick(subjectIds)));
    return [...ids].map((subject_id) => ({ teacher_id, subject_id }));
  });
  const teacherClasses = teacherIds.flatMap((teacher_id) => {
    const ids = new Set(Array.from({ length: rand.int(1, 3) }, () => rand.pick(classes).id));
    return [...ids].map((class_id) => ({ teacher_id, class_id }));
  });
  await insertInChunks(db, 'teacher_subjects', teacherSubjects);
  await insertInChunks(db, 'teacher_classes', teacherClasses);
  log(`teacher links: ${teacherSubjects.length} subjects, ${teacherClasses.length} classes`);

  const students = Array.from({ length: n }, (_, i) => {
    const serial = studentBase + i;
    const name = personName(rand, i);
    const mobile = phone(rand.next() < 0.5 ? '1' : '5', serial);
    const email = i % 5 === 0 ? `s${serial}@scale.example.eg` : null;
    const cls = rand.pick(classes);
    const own = systems.filter((s) => s.class_id === cls.id);
    const created = pastDate(rand, 4, now);
    return {
      name,
      phone: mobile,
      email,
      class_id: cls.id,
      system_id: own.length ? rand.pick(own).id : null,
      search_text: searchText(name, mobile, email),
      created_at: created,
      updated_at: created,
    };
  });
  await insertInChunks(db, 'students', students);
  const studentIds = await idsAfter(db, 'students', studentBase);
  log(`students: ${studentIds.length}`);

  // Ratings lean on a few popular teachers (the square skews the pick), one per student and teacher.
  const seen = new Set<string>();
  const ratings: Insertable<Database['teacher_ratings']>[] = [];
  while (ratings.length < n && teacherIds.length && studentIds.length) {
    const teacher_id = teacherIds[Math.floor(rand.next() ** 2 * teacherIds.length)]!;
    const student_id = rand.pick(studentIds);
    const key = `${teacher_id}:${student_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const r = rand.next();
    ratings.push({
      teacher_id,
      student_id,
      stars: r < 0.03 ? 1 : r < 0.08 ? 2 : r < 0.2 ? 3 : r < 0.55 ? 4 : 5,
      comment: rand.pick(comments),
      created_at: pastDate(rand, 2, now),
    });
  }
  await insertInChunks(db, 'teacher_ratings', ratings);
  log(`ratings: ${ratings.length} (teachers' summaries kept by the triggers)`);

  // Curricula in proportion (one for ten teachers), each with four units of five lessons and one
  // element a lesson: at N = 100,000, 10,000 curricula and 200,000 lessons. Counts by the triggers.
  const curriculumBase = await maxId(db, 'curricula');
  const curricula = Array.from({ length: Math.max(1, Math.floor(n / 10)) }, () => {
    const i = rand.int(0, subjects.length - 1);
    const subject = subjects[i]!.row;
    const teacherId = rand.pick(teacherIds);
    const created = pastDate(rand, 3, now);
    const title_en = `${subject.name_en} (${rand.int(2024, 2027)})`.slice(0, 100);
    const title_ar = `${subject.name_ar} (${arabicDigits(rand.int(2024, 2027))})`.slice(0, 100);
    return {
      teacher_id: teacherId,
      class_id: subjects[i]!.classId,
      subject_id: subjectIds[i]!,
      title_ar,
      title_en,
      price: rand.int(0, 60) * 1000,
      status: rand.next() < 0.85 ? ('open' as const) : ('closed' as const),
      search_text: searchText(title_ar, title_en, subject.name_ar, subject.name_en),
      created_at: created,
      updated_at: created,
    };
  });
  await insertInChunks(db, 'curricula', curricula);
  const curriculumIds = await idsAfter(db, 'curricula', curriculumBase);
  const unitBase = await maxId(db, 'units');
  const units = curriculumIds.flatMap((curriculum_id, c) =>
    Array.from({ length: 4 }, (_, u) => {
      const title_en = `Unit ${u + 1}: ${rand.pick(topics)[0]}`;
      const title_ar = `الوحدة ${arabicDigits(u + 1)}: ${rand.pick(topics)[1]}`;
      return {
        curriculum_id,
        title_ar,
        title_en,
        description: '',
        sort_order: u,
        search_text: searchText(title_ar, title_en),
        created_at: curricula[c]!.created_at,
        updated_at: curricula[c]!.created_at,
      };
    }),
  );
  await insertInChunks(db, 'units', units);
  const unitIds = await idsAfter(db, 'units', unitBase);
  const lessonBase = await maxId(db, 'lessons');
  const lessons = unitIds.flatMap((unit_id, u) => {
    const curriculum = curricula[Math.floor(u / 4)]!;
    return Array.from({ length: 5 }, (_, l) => {
      const title_en = `Lesson ${l + 1}: ${rand.pick(topics)[0]}`;
      const title_ar = `الدرس ${arabicDigits(l + 1)}: ${rand.pick(topics)[1]}`;
      return {
        unit_id,
        curriculum_id: units[u]!.curriculum_id,
        teacher_id: curriculum.teacher_id,
        title_ar,
        title_en,
        description: '',
        sort_order: l,
        search_text: searchText(title_ar, title_en),
        created_at: curriculum.created_at,
        updated_at: curriculum.created_at,
      };
    });
  });
  await insertInChunks(db, 'lessons', lessons);
  const lessonIds = await idsAfter(db, 'lessons', lessonBase);
  const kinds = ['video', 'document', 'quiz', 'assignment'] as const;
  const elements = lessonIds.map((lesson_id, i) => {
    const type = kinds[i % kinds.length]!;
    const lesson = lessons[i]!;
    return {
      lesson_id,
      unit_id: lesson.unit_id,
      curriculum_id: lesson.curriculum_id,
      type,
      title_ar: lesson.title_ar,
      title_en: lesson.title_en,
      sort_order: 0,
      url: type === 'video' ? 'https://youtu.be/dQw4w9WgXcQ' : null,
      file: null,
      body: type === 'assignment' ? 'Solve the exercises at the end of the lesson.' : null,
      time_limit_minutes: type === 'quiz' ? 20 : null,
      pass_mark: type === 'quiz' ? 50 : null,
      due_at: null,
      created_at: lesson.created_at,
      updated_at: lesson.created_at,
    };
  });
  // Documents without a file are not something the API makes: they stand for uploads a real bank has.
  await insertInChunks(db, 'lesson_elements', elements);
  log(
    `curricula: ${curriculumIds.length}, with ${unitIds.length} units, ${lessonIds.length} lessons and an element each`,
  );

  // Courses in proportion too (one for ten teachers). Every course shows one small PNG, stored once
  // in the file store and recorded as an upload the first of them owns: a real upload the app serves
  // (an image is read through its owner, and an admin reads every course), and one file, not 10,000.
  const courseBase = await maxId(db, 'courses');
  const store = storage ?? (await LocalDiskStorage.create(configFromEnv().uploadsDir));
  const png = demoPng([22, 142, 205], 64, 36);
  const image = await store.put(Readable.from([png]), { extension: 'png' });
  const courses = Array.from({ length: Math.max(1, Math.floor(n / 10)) }, () => {
    const i = rand.int(0, subjects.length - 1);
    const subject = subjects[i]!.row;
    const t = rand.int(0, teacherIds.length - 1);
    const created = pastDate(rand, 3, now);
    const first = rand.next() < 0.5;
    const name_en = (first ? `${subject.name_en} essentials` : `${subject.name_en}: revision`).slice(0, 100);
    const name_ar = (first ? `أساسيات ${subject.name_ar}` : `مراجعة ${subject.name_ar}`).slice(0, 100);
    const paid = rand.next() < 0.6;
    return {
      row: {
        teacher_id: teacherIds[t]!,
        class_id: subjects[i]!.classId,
        subject_id: subjectIds[i]!,
        name_ar,
        name_en,
        description: `${subject.name_en}, lesson by lesson, with exercises after each one.`,
        promo_video_url: rand.next() < 0.5 ? 'https://www.youtube.com/watch?v=M7lc1UVf-VE' : null,
        image: image.name,
        is_paid: paid ? 1 : 0,
        price: paid ? rand.int(1, 60) * 1000 : 0,
        search_text: searchText(name_ar, name_en, teacherNames[t]!, subject.name_ar, subject.name_en),
        created_at: created,
        updated_at: created,
      },
      classId: subjects[i]!.classId,
    };
  });
  await insertInChunks(
    db,
    'courses',
    courses.map((c) => c.row),
  );
  const courseIds = await idsAfter(db, 'courses', courseBase);
  const courseSpecs = courseIds.flatMap((course_id, c) => {
    const own = specializations.filter((s) => s.class_id === courses[c]!.classId);
    return own.length && rand.next() < 0.5 ? [{ course_id, specialization_id: rand.pick(own).id }] : [];
  });
  await insertInChunks(db, 'course_specializations', courseSpecs);
  await insertUpload(db, {
    name: image.name,
    kind: 'image',
    content_type: 'image/png',
    size: image.size,
    user_id: courses[0]!.row.teacher_id,
    api_key_id: null,
    created_at: new Date(now).toISOString(),
    owner_entity: COURSE_FILES,
    owner_id: courseIds[0]!,
  });
  log(`courses: ${courseIds.length} (${courseSpecs.length} specialization links), one shared image`);

  // Question banks: 10 questions for each row of N, spread evenly over the curricula's and the
  // courses' banks (at N = 100,000: 1,000,000 questions, 50 a bank), every type in turn; a
  // curriculum's are a third unfiled, a third filed under a unit, a third under a lesson.
  const banks: { bank: Omit<Bank, 'unit_id' | 'lesson_id'>; index: number; created: string; ar: boolean }[] = [
    ...curriculumIds.map((id, c) => ({
      bank: { teacher_id: curricula[c]!.teacher_id, course_id: null, curriculum_id: id },
      index: c,
      created: curricula[c]!.created_at,
      ar: c % 2 === 0,
    })),
    ...courseIds.map((id, c) => ({
      bank: { teacher_id: courses[c]!.row.teacher_id, course_id: id, curriculum_id: null },
      index: -1,
      created: courses[c]!.row.created_at,
      ar: c % 2 === 1,
    })),
  ];
  const totalQuestions = n * 10;
  const questions = batcher(db, 'questions');
  for (const [b, { bank, index, created, ar }] of banks.entries()) {
    const count = Math.floor(totalQuestions / banks.length) + (b < totalQuestions % banks.length ? 1 : 0);
    const topic = topics[b % topics.length]!;
    const start = Date.parse(created);
    for (let k = 0; k < count; k++) {
      const filed = index < 0 ? 0 : k % 3;
      const lesson = index * 20 + ((k * 7) % 20);
      const place: Bank = {
        ...bank,
        unit_id: filed === 1 ? unitIds[index * 4 + (k % 4)]! : filed === 2 ? lessons[lesson]!.unit_id : null,
        lesson_id: filed === 2 ? lessonIds[lesson]! : null,
      };
      const at = new Date(Math.min(now, start + (k + 1) * 3_600_000)).toISOString();
      await questions.add(questionRow(place, scaleQuestion(b + k, ar, topic), at));
    }
  }
  await questions.flush();
  log(`questions: ${questions.count} in ${banks.length} banks (counts kept by the triggers)`);

  // Fresh statistics, so the planners see the tables as they now are. On PostgreSQL, VACUUM also
  // marks the new pages all-visible, as autovacuum soon would, so a list can read its ids from the
  // index alone (an index-only scan) instead of visiting 80,000 rows of the table for a deep page.
  await sql`${sql.raw(pg ? 'vacuum analyze' : 'analyze')}`.execute(db);
  return {
    teachers: teacherIds.length,
    supportAgents: n,
    subjects: subjectIds.length,
    students: studentIds.length,
    ratings: ratings.length,
    curricula: curriculumIds.length,
    lessons: lessonIds.length,
    courses: courseIds.length,
    questions: questions.count,
    seconds: (Date.now() - started) / 1000,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--scale');
  const raw = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--scale='))?.slice('--scale='.length);
  const n = Number(raw);
  if (!raw || !Number.isInteger(n) || n < 1 || n > 10_000_000) {
    console.error('usage: npm run seed -- --scale N   (N rows per large table, 1 to 10,000,000)');
    process.exit(2);
  }
  const { databaseUrl } = configFromEnv();
  const { db, dialect } = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    console.log(
      `Seeding ${n.toLocaleString('en')} rows per large table into ${dialect} (${databaseUrl.split('@').pop()})`,
    );
    const counts = await seedScale(db, n, (line) => console.log(`  ${line}`));
    console.log(`Done in ${counts.seconds.toFixed(1)} s.`);
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
