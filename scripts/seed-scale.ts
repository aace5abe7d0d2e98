// `npm run seed -- --scale N`: fills the database DATABASE_URL names (SQLite by default, or PostgreSQL)
// with N students, their ratings, wallets, subscriptions, payments and codes in proportion, on top of
// the academic structure; and the staff and teaching content of a platform of that size: as many
// teachers, support agents and subjects, N/10 curricula of 20 lessons each, N/10 courses sharing one
// stored image, 10×N questions in their banks, an exam for each quiz and assignment and one a bank,
// and about 20×N results with their answers and figures. Past 100,000 the staff and content stop
// growing (`--content C` sets their N apart): a million students' money is what that scale
// measures, and the content of a million would be 200 million answers (tens of gigabytes, hours).
// It runs the real migrations first and writes search_text with the app's own helper, so the rows
// are what the app itself would have written. Running it again adds as many more of each.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  addDays,
  markAnswer,
  printedCode,
  todayInCairo,
  questionContentSchema,
  type MarkableQuestion,
  type QuestionAnswer,
  type QuestionContent,
} from '@dashboard/contracts';
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
import { elementExam } from '../apps/server/src/modules/lessons/elements.service.js';
import { tenthsOf } from '../apps/server/src/modules/exams/exams.service.js';
import { drawCodes } from '../apps/server/src/modules/codes/codes.service.js';
import { addDaySums } from '../apps/server/src/modules/payments/payments.repository.js';
import { cardColumns } from '../apps/server/src/modules/subscriptions/subscriptions.repository.js';
import { seedClasses } from '../apps/server/src/modules/classes/classes.seed.js';
import { seedSpecializations } from '../apps/server/src/modules/specializations/specializations.seed.js';
import { seedStages } from '../apps/server/src/modules/stages/stages.seed.js';
import { seedSubjects } from '../apps/server/src/modules/subjects/subjects.seed.js';
import { seedSystems } from '../apps/server/src/modules/systems/systems.seed.js';

/** The tables whose rows triggers rewrite as their children are added (counts, kept lists, figures). */
const KEPT_ON_WRITE = ['users', 'subjects', 'curricula', 'units', 'lessons', 'courses', 'exams', 'students'];

/** What a wallet code's card sells for, in piastres: 50, 100 or 200 EGP. */
const WALLET_CODE_PRICES = [5_000, 10_000, 20_000] as const;
/** Codes a batch: as an admin prints them, a few thousand cards at a time. */
const CODES_A_BATCH = 5_000;

/** A wallet code a scale student redeemed: its credit is in the ledger already. */
interface Redeemed {
  code: string;
  price: number;
  student_id: number;
  student_name: string;
  used_at: string;
}

/** The N of the staff and content unless told (`--content`): issue 25's scale. */
export const CONTENT_AT_MOST = 100_000;

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

/**
 * The indexes of `rows` in the order of their moments (`at`, ISO), the same moment in the order
 * drawn: a platform writes a student, a subscription, a payment or a wallet move as it happens, so
 * its ids follow its days, and a list newest first walks its table's pages in order.
 */
function inTimeOrder<T>(rows: readonly T[], at: (row: T) => string): number[] {
  const moments = rows.map(at);
  return rows.map((_, k) => k).sort((a, b) => (moments[a]! < moments[b]! ? -1 : moments[a]! > moments[b]! ? 1 : a - b));
}

/** A moment in the last `years` years, as the app stores it (ISO UTC). */
function pastDate(rand: Rand, years: number, now: number): string {
  return new Date(now - Math.floor(rand.next() * years * 365 * 86_400_000)).toISOString();
}

async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  /** PostgreSQL: write as a replica does, without triggers (a superuser's session only). */
  replica = false,
) {
  for (let from = 0; from < rows.length; from += PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      if (replica) await sql`set local session_replication_role = replica`.execute(trx);
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
type Growing =
  | 'users'
  | 'subjects'
  | 'students'
  | 'curricula'
  | 'units'
  | 'lessons'
  | 'lesson_elements'
  | 'courses'
  | 'questions'
  | 'exams'
  | 'exam_results'
  | 'subscriptions'
  | 'payments'
  | 'code_groups';

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
  exams: number;
  results: number;
  answers: number;
  subscriptions: number;
  payments: number;
  codes: number;
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
    /** Inserted without triggers (`insertInChunks`). */
    replica: false,
    async add(row: Insertable<Database[T]>) {
      rows.push(row);
      count += 1;
      if (rows.length >= PER_TRANSACTION) await this.flush();
    },
    async flush() {
      const full = rows;
      rows = [];
      await insertInChunks(db, table, full, this.replica);
    },
    get count() {
      return count;
    },
    /** Rows made but not yet inserted. */
    get pending() {
      return rows.length;
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
 * Adds `n` students and ratings with their money, and `content` teachers, support agents and
 * subjects with the teaching content in proportion (plus the links between them), to a migrated
 * database; creates the academic structure first when it is empty.
 */
export async function seedScale(
  db: Kysely<Database>,
  n: number,
  log: (line: string) => void = () => {},
  {
    storage,
    content = Math.min(n, CONTENT_AT_MOST),
  }: {
    storage?: Storage;
    /** The N of the teachers, support agents, subjects and teaching content (N students regardless). */
    content?: number;
  } = {},
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
    Array.from({ length: content }, (_, i) => {
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
  await insertInChunks(db, 'users', staff('support-agent', '2', content));
  log(`support agents: ${(await idsAfter(db, 'users', agentBase)).length}`);

  const subjects = Array.from({ length: content }, (_, i) => {
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
  // A teacher's content sits where he or she teaches (lib/class-references.ts): the content below
  // links its teacher to its class and subject where the draw above did not.
  const taught = new Set([
    ...teacherSubjects.map((l) => `${l.teacher_id}:s${l.subject_id}`),
    ...teacherClasses.map((l) => `${l.teacher_id}:c${l.class_id}`),
  ]);
  const teaches = (teacher_id: number, class_id: number, subject_id: number) => {
    if (!taught.has(`${teacher_id}:s${subject_id}`)) {
      taught.add(`${teacher_id}:s${subject_id}`);
      teacherSubjects.push({ teacher_id, subject_id });
    }
    if (!taught.has(`${teacher_id}:c${class_id}`)) {
      taught.add(`${teacher_id}:c${class_id}`);
      teacherClasses.push({ teacher_id, class_id });
    }
  };

  // Most students topped their wallet up once to three times (whole pounds, in cash at the centre or
  // with a wallet code's card), a few spent some of it.
  const drawnMoves: { amount: number; code: boolean }[][] = [];
  const drawnStudents = Array.from({ length: n }, (_, i) => {
    const serial = studentBase + i;
    const moves: { amount: number; code: boolean }[] = [];
    if (rand.next() < 0.7) {
      let balance = 0;
      for (let m = rand.int(1, 3); m > 0; m--) {
        const code = rand.next() < 0.3;
        const amount = code
          ? rand.pick(WALLET_CODE_PRICES)
          : balance > 0 && rand.next() < 0.25
            ? -rand.int(1, balance / 100) * 100
            : rand.int(1, 40) * 2_500;
        moves.push({ amount, code });
        balance += amount;
      }
    }
    drawnMoves.push(moves);
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
      can_comment: rand.next() < 0.05 ? 0 : 1,
      wallet_balance: moves.reduce((sum, m) => sum + m.amount, 0),
      search_text: searchText(name, mobile, email),
      created_at: created,
      updated_at: created,
    };
  });
  // Inserted in the order they registered, as the app writes them: a student's id follows the day.
  const registered = inTimeOrder(drawnStudents, (st) => st.created_at);
  const students = registered.map((k) => drawnStudents[k]!);
  const walletMoves = registered.map((k) => drawnMoves[k]!);
  await insertInChunks(db, 'students', students);
  const studentIds = await idsAfter(db, 'students', studentBase);
  log(`students: ${studentIds.length}`);

  // Each balance is the sum of its ledger, as `moveWallet` keeps it; moved by an admin, days apart.
  const admin = await db.selectFrom('users').select(['id', 'name']).where('role', '=', 'admin').executeTakeFirst();
  const ledger: Insertable<Database['wallet_moves']>[] = [];
  const redeemed: Redeemed[] = [];
  const codeCount = walletMoves.reduce((sum, moves) => sum + moves.filter((m) => m.code).length, 0);
  const drawn = drawCodes(codeCount);
  studentIds.forEach((student_id, i) => {
    let balance = 0;
    let at = Date.parse(students[i]!.created_at);
    for (const { amount, code } of walletMoves[i]!) {
      balance += amount;
      at = Math.min(now, at + rand.int(1, 30) * 86_400_000);
      const card = code ? drawn[redeemed.length]! : null;
      if (card) {
        const used_at = new Date(at).toISOString();
        redeemed.push({ code: card, price: amount, student_id, student_name: students[i]!.name, used_at });
      }
      ledger.push({
        student_id,
        amount,
        balance_after: balance,
        kind: card ? 'code' : amount > 0 ? 'manual_credit' : 'manual_debit',
        reason: card ? printedCode(card) : amount > 0 ? 'دفع نقدي في السنتر' : 'تصحيح إيداع مكرر',
        actor_kind: 'user',
        actor_id: admin?.id ?? 0,
        actor_name: admin?.name ?? 'Scale seed',
        created_at: new Date(at).toISOString(),
      });
    }
  });
  await insertInChunks(
    db,
    'wallet_moves',
    inTimeOrder(ledger, (move) => move.created_at!).map((k) => ledger[k]!),
  );
  log(`wallet moves: ${ledger.length}`);

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
  const curricula = Array.from({ length: Math.max(1, Math.floor(content / 10)) }, () => {
    const i = rand.int(0, subjects.length - 1);
    const subject = subjects[i]!.row;
    const teacherId = rand.pick(teacherIds);
    teaches(teacherId, subjects[i]!.classId, subjectIds[i]!);
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
  const elementBase = await maxId(db, 'lesson_elements');
  await insertInChunks(db, 'lesson_elements', elements);
  const elementIds = await idsAfter(db, 'lesson_elements', elementBase);
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
  const courses = Array.from({ length: Math.max(1, Math.floor(content / 10)) }, () => {
    const i = rand.int(0, subjects.length - 1);
    const subject = subjects[i]!.row;
    const t = rand.int(0, teacherIds.length - 1);
    teaches(teacherIds[t]!, subjects[i]!.classId, subjectIds[i]!);
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
  await insertInChunks(db, 'teacher_subjects', teacherSubjects);
  await insertInChunks(db, 'teacher_classes', teacherClasses);
  log(`teacher links: ${teacherSubjects.length} subjects, ${teacherClasses.length} classes`);

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
  const totalQuestions = content * 10;
  const questionBase = await maxId(db, 'questions');
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

  const figures = await seedExams(db, {
    n: content,
    rand,
    now,
    elements: elements.map((e, i) => ({ ...e, id: elementIds[i]!, teacher_id: lessons[i]!.teacher_id })),
    banks: banks.map((b, i) => ({
      ...b.bank,
      title_ar: i < curricula.length ? curricula[i]!.title_ar : courses[i - curricula.length]!.row.name_ar,
      title_en: i < curricula.length ? curricula[i]!.title_en : courses[i - curricula.length]!.row.name_en,
      class_id: i < curricula.length ? curricula[i]!.class_id : courses[i - curricula.length]!.classId,
      questions: Array.from({ length: 10 }, (_, k) => scaleQuestion(i + k, b.ar, topics[i % topics.length]!)),
    })),
    students: students.map((st, i) => ({ id: studentIds[i]!, ...st })),
    questionBase,
    pg,
  });
  log(
    `exams: ${figures.exams} (a quiz's or assignment's for each such element, and one of 10 questions a bank), ` +
      `${figures.results} results with ${figures.answers} answers; the largest exam has ${figures.largest} results`,
  );

  const money = await seedMoney(db, {
    rand,
    now,
    students: studentIds.map((id, i) => ({ id, ...students[i]! })),
    curriculumIds,
    courseIds,
    redeemed,
    admin: { id: admin?.id ?? 0, name: admin?.name ?? 'Scale seed' },
  });
  log(
    `subscriptions: ${money.subscriptions} (${money.deleted} deleted) with ${money.payments} payments, kept by day; ` +
      `codes: ${money.codes} in ${money.batches} batches (${redeemed.length} redeemed), ${money.groups} code groups`,
  );

  // On PostgreSQL, the rows the triggers kept counts and lists on were rewritten once for each
  // child the bulk statements added (a curriculum's 20 lessons and their elements, a course's 100
  // questions, a teacher's links), each time a new version of the row that no one could prune
  // until the statement ended: a curriculum came to fill a 36 KB page of its own, and a list's page
  // read 25 pages for its 25 rows. A live database adds children one write at a time, and each
  // update's old version is pruned in place, so the tables are compacted as it would have them.
  if (pg) await sql`vacuum full ${sql.raw(KEPT_ON_WRITE.join(', '))}`.execute(db);
  // Fresh statistics, so the planners see the tables as they now are. On PostgreSQL, VACUUM also
  // marks the new pages all-visible, as autovacuum soon would, so a list can read its ids from the
  // index alone (an index-only scan) instead of visiting 80,000 rows of the table for a deep page.
  await sql`${sql.raw(pg ? 'vacuum analyze' : 'analyze')}`.execute(db);
  return {
    teachers: teacherIds.length,
    supportAgents: content,
    subjects: subjectIds.length,
    students: studentIds.length,
    ratings: ratings.length,
    curricula: curriculumIds.length,
    lessons: lessonIds.length,
    courses: courseIds.length,
    questions: questions.count,
    exams: figures.exams,
    results: figures.results,
    answers: figures.answers,
    subscriptions: money.subscriptions,
    payments: money.payments,
    codes: money.codes,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Runs `write` without the triggers of exam_results and exam_answers, then works their figures out
 * once, in bulk, as the triggers would have (the caller does): a trigger a row, and the completion
 * rate's count of a class's exams on each result, take hours at two million results. On PostgreSQL
 * a superuser's session writes as a replica (no triggers, foreign keys' checks included: the rows
 * are made consistent here), anyone else's with the two figure triggers disabled. SQLite has no such
 * switch: its triggers (the figures' and the search index's) are dropped and made again from their
 * own text, and the search index rebuilt.
 */
async function withoutResultTriggers(db: Kysely<Database>, pg: boolean, write: (replica: boolean) => Promise<void>) {
  if (pg) {
    const { rows } = await sql<{
      su: boolean;
    }>`select rolsuper as su from pg_roles where rolname = current_user`.execute(db);
    if (rows[0]?.su) return write(true);
    await sql`alter table exam_results disable trigger exam_results_keep_figures`.execute(db);
    await sql`alter table exam_answers disable trigger exam_answers_keep_counts`.execute(db);
    try {
      await write(false);
    } finally {
      await sql`alter table exam_results enable trigger exam_results_keep_figures`.execute(db);
      await sql`alter table exam_answers enable trigger exam_answers_keep_counts`.execute(db);
    }
    return;
  }
  const { rows: triggers } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('exam_results', 'exam_answers')`.execute(
    db,
  );
  for (const t of triggers) await sql`drop trigger ${sql.id(t.name)}`.execute(db);
  try {
    await write(false);
  } finally {
    for (const t of triggers) await sql.raw(t.sql).execute(db);
    await sql`insert into exam_results_search(exam_results_search) values ('rebuild')`.execute(db);
  }
}

interface ExamBank {
  teacher_id: number;
  course_id: number | null;
  curriculum_id: number | null;
  title_ar: string;
  title_en: string;
  class_id: number;
  /** The bank's first ten questions, in its order: the exam's. */
  questions: QuestionContent[];
}

/** A student's answer to a question: right (or wrong) on purpose, marked by the app's own rule. */
function answerTo(q: QuestionContent, right: (share: number) => boolean): QuestionAnswer {
  switch (q.type) {
    case 'choose': {
      const correct = q.options.findIndex((o) => o.correct);
      return { type: 'choose', option: right(1) ? correct : (correct + 1) % q.options.length };
    }
    case 'complete':
      return { type: 'complete', blanks: q.blanks.map((b) => (right(1) ? b[0]! : 'لا أعرف')) };
    case 'true_false':
      return { type: 'true_false', value: right(1) ? q.correct : !q.correct };
    case 'group':
      return {
        type: 'group',
        parts: q.parts.map((part) => {
          const r = right(1);
          if (part.type === 'choose') {
            const correct = part.options.findIndex((o) => o.correct);
            return { type: 'choose' as const, option: r ? correct : (correct + 1) % part.options.length };
          }
          if (part.type === 'complete')
            return { type: 'complete' as const, blanks: part.blanks.map((b) => (r ? b[0]! : '0')) };
          if (part.type === 'true_false')
            return { type: 'true_false' as const, value: r ? part.correct : !part.correct };
          return { type: 'paragraph' as const, text: 'إجابة الطالب' };
        }),
      };
    case 'paragraph':
      return { type: 'paragraph', text: 'الفكرة الرئيسية ومثال عليها. The main idea and an example.' };
    case 'voice':
      return { type: 'voice', audio: null, text: 'إجابة مكتوبة بدلًا من التسجيل' };
  }
}

/**
 * Exams at scale. Every quiz and assignment element gets its exam (as the API makes it, with no
 * questions yet); every curriculum and course gets one exam of its bank's first ten questions (one
 * of each type in turn). Results: about 20 a row of N (2,000,000 at N = 100,000): the first exam is
 * taken by N students of this run (every one when they are N, whatever their class: the one exam the
 * bench reads deep), each other by about a hundred students of its class. Each result has an answer a question,
 * marked by `markAnswer` (paragraph and voice ones by hand, or, in one result in twenty, awaiting the
 * teacher), its score, percentage and pass worked out as `submit` does. The kept figures (the exams'
 * counts, sums and averages, the score counts, the questions' answered and right counts, the
 * students' averages, points and completion rates) are then worked out in bulk as the triggers
 * keep them.
 */
async function seedExams(
  db: Kysely<Database>,
  o: {
    n: number;
    rand: Rand;
    now: number;
    pg: boolean;
    /** The largest question id before this run's. */
    questionBase: number;
    elements: {
      id: number;
      type: 'video' | 'document' | 'quiz' | 'assignment';
      lesson_id: number;
      curriculum_id: number;
      teacher_id: number;
      title_ar: string;
      title_en: string;
      time_limit_minutes: number | null;
      pass_mark: number | null;
      created_at: string;
    }[];
    banks: ExamBank[];
    students: { id: number; name: string; search_text: string; class_id: number }[];
  },
) {
  const { n, rand, now, pg, students } = o;
  const elementExams = o.elements.flatMap((e) =>
    e.type === 'quiz' || e.type === 'assignment'
      ? [
          elementExam(
            { id: e.lesson_id, curriculum_id: e.curriculum_id, teacher_id: e.teacher_id },
            { ...e, type: e.type },
            e.created_at,
          ),
        ]
      : [],
  );
  await insertInChunks(db, 'exams', elementExams);

  // Each bank's first ten questions (fewer when it has fewer), by id: a bank's were inserted together, in order.
  const firsts = await db
    .selectFrom('questions')
    .select(['curriculum_id', 'course_id'])
    .select((eb) => [eb.fn.min<number>('id').as('first'), eb.fn.countAll<number>().as('count')])
    .where('id', '>', o.questionBase)
    .groupBy(['curriculum_id', 'course_id'])
    .execute();
  const firstOf = new Map(firsts.map((f) => [`${f.curriculum_id}:${f.course_id}`, f]));
  const banks = o.banks.map((b) => {
    const f = firstOf.get(`${b.curriculum_id}:${b.course_id}`);
    if (!f) throw new Error(`bank ${b.curriculum_id ?? b.course_id} has no questions`);
    const questions = b.questions.slice(0, Number(f.count));
    return { ...b, questions, ids: questions.map((_, k) => Number(f.first) + k) };
  });

  const passMark = 50;
  const bankExamBase = await maxId(db, 'exams');
  await insertInChunks(
    db,
    'exams',
    banks.map((b, i) => {
      const title_ar = `الامتحان الشامل: ${b.title_ar}`.slice(0, 100);
      const title_en = `Final exam: ${b.title_en}`.slice(0, 100);
      const at = new Date(now - (banks.length - i) * 60_000).toISOString();
      return {
        kind: 'exam' as const,
        teacher_id: b.teacher_id,
        course_id: b.course_id,
        curriculum_id: b.curriculum_id,
        lesson_id: null,
        lesson_element_id: null,
        title_ar,
        title_en,
        time_limit_minutes: 45,
        pass_mark: passMark,
        question_count: b.questions.length,
        total_points: b.questions.reduce((sum, q) => sum + q.points, 0),
        search_text: searchText(title_ar, title_en),
        created_at: at,
        updated_at: at,
      };
    }),
  );
  const examIds = await idsAfter(db, 'exams', bankExamBase);

  const byClass = new Map<number, typeof students>();
  for (const st of students) {
    const classmates = byClass.get(st.class_id);
    if (classmates) classmates.push(st);
    else byClass.set(st.class_id, [st]);
  }
  const target = 20 * n;
  // The deep exam is taken by N students (every student of this run up to N, the content's scale).
  const deep = students.slice(0, n);
  const others = Math.max(1, Math.round((target - deep.length) / Math.max(1, banks.length - 1)));

  const results = batcher(db, 'exam_results');
  const answerRows = batcher(db, 'exam_answers');
  const questionCounts: Insertable<Database['exam_questions']>[] = [];
  const resultBase = await maxId(db, 'exam_results');
  let resultId = resultBase;
  let largest = 0;
  await withoutResultTriggers(db, pg, async (replica) => {
    results.replica = replica;
    answerRows.replica = replica;
    for (const [i, bank] of banks.entries()) {
      const examId = examIds[i]!;
      const ids = bank.ids;
      const answered = ids.map(() => 0);
      const right = ids.map(() => 0);
      const maxScore = bank.questions.reduce((sum, q) => sum + q.points, 0);
      const classmates = byClass.get(bank.class_id) ?? [];
      const takers =
        i === 0
          ? deep
          : (() => {
              const count = Math.min(classmates.length, others);
              const from = rand.int(0, Math.max(0, classmates.length - 1));
              return Array.from({ length: count }, (_, k) => classmates[(from + k) % classmates.length]!);
            })();
      largest = Math.max(largest, takers.length);
      const examStart = now - (banks.length - i) * 60_000;
      for (const st of takers) {
        resultId += 1;
        const skill = 0.35 + rand.next() * 0.6;
        const awaiting = rand.next() < 0.05;
        let score = 0;
        let waiting = 0;
        for (const [k, q] of bank.questions.entries()) {
          const base = { result_id: resultId, exam_id: examId, question_id: ids[k]!, position: k + 1 };
          if (rand.next() < 0.04) {
            await answerRows.add({
              ...base,
              answer: null,
              points: 0,
              correct: 0,
              marking: 'auto',
              marked_by: null,
              marked_at: null,
            });
            continue;
          }
          const answer = answerTo(q, () => rand.next() < skill);
          const mark = markAnswer(q as MarkableQuestion, answer);
          const json = JSON.stringify(answer);
          if (mark === 'by_hand' && awaiting) {
            waiting += 1;
            await answerRows.add({
              ...base,
              answer: json,
              points: null,
              correct: null,
              marking: 'awaiting',
              marked_by: null,
              marked_at: null,
            });
            continue;
          }
          const points =
            mark === 'by_hand' ? Math.round(q.points * Math.min(1, skill + rand.next() * 0.3)) : mark.points;
          const correct = points === q.points ? 1 : 0;
          score += points;
          answered[k]! += 1;
          right[k]! += correct;
          await answerRows.add({
            ...base,
            answer: json,
            points,
            correct,
            marking: mark === 'by_hand' ? 'hand' : 'auto',
            marked_by: mark === 'by_hand' ? bank.teacher_id : null,
            marked_at: mark === 'by_hand' ? new Date(Math.min(now, examStart + 86_400_000)).toISOString() : null,
          });
        }
        const percent = tenthsOf(score, maxScore);
        const duration = rand.int(120, 45 * 60);
        const submitted = examStart + rand.int(0, 50_000);
        await results.add({
          id: resultId,
          exam_id: examId,
          student_id: st.id,
          kind: 'exam',
          student_name: st.name,
          search_text: st.search_text,
          score,
          max_score: maxScore,
          percent,
          passed: percent >= passMark * 10 ? 1 : 0,
          duration_seconds: duration,
          started_at: new Date(submitted - duration * 1000).toISOString(),
          submitted_at: new Date(submitted).toISOString(),
          awaiting_count: waiting,
          status: waiting ? 'awaiting' : 'marked',
        });
        // Answers name their result: a result's rows go in before its answers'.
        if (answerRows.pending >= PER_TRANSACTION - 20) {
          await results.flush();
          await answerRows.flush();
        }
      }
      ids.forEach((question_id, k) =>
        questionCounts.push({
          exam_id: examId,
          question_id,
          position: k + 1,
          answered_count: answered[k]!,
          correct_count: right[k]!,
        }),
      );
    }
    await results.flush();
    await answerRows.flush();
  });
  await insertInChunks(db, 'exam_questions', questionCounts);
  // Results were numbered here (their answers name them): the sequence goes on after them.
  if (pg) await sql`select setval(pg_get_serial_sequence('exam_results', 'id'), ${resultId})`.execute(db);

  // The kept figures, as the triggers keep them: each from one grouped read of the results.
  await sql`update exams set result_count = r.c, percent_sum = r.s, pass_count = r.p, awaiting_count = r.a,
      average = (r.s * 2 + r.c) / (2 * r.c)
    from (select exam_id, count(*) as c, sum(percent) as s, sum(passed) as p,
            sum(case when status = 'awaiting' then 1 else 0 end) as a
          from exam_results where exam_id > ${bankExamBase} group by exam_id) r
    where exams.id = r.exam_id`.execute(db);
  await sql`insert into exam_score_counts (exam_id, percent, count)
    select exam_id, percent / 10, count(*) from exam_results where exam_id > ${bankExamBase} group by exam_id, percent / 10`.execute(
    db,
  );
  const studentBase = students.reduce((min, st) => Math.min(min, st.id), Infinity) - 1;
  // A student's quiz average counts the results of exams and quizzes; the assignment average, assignments'.
  await sql`update students set quiz_count = r.qc, quiz_percent_sum = r.qs,
      quiz_average = case when r.qc > 0 then (r.qs * 2 + r.qc) / (2 * r.qc) end,
      assignment_count = r.ac, assignment_percent_sum = r.as_,
      assignment_average = case when r.ac > 0 then (r.as_ * 2 + r.ac) / (2 * r.ac) end,
      points = r.pts, completed_count = r.cc
    from (select student_id,
            sum(case when kind <> 'assignment' then 1 else 0 end) as qc,
            sum(case when kind <> 'assignment' then percent else 0 end) as qs,
            sum(case when kind = 'assignment' then 1 else 0 end) as ac,
            sum(case when kind = 'assignment' then percent else 0 end) as as_,
            sum(score) as pts, count(*) as cc
          from exam_results where student_id > ${studentBase} group by student_id) r
    where students.id = r.student_id`.execute(db);
  // Completion: results / the exams with questions of the student's class (its curricula's and courses').
  const classExams = new Map<number, number>();
  const { rows: perClass } = await sql<{ class_id: number; count: number }>`
    select b.class_id, count(*) as count from exams e inner join curricula b on b.id = e.curriculum_id
      where e.question_count > 0 group by b.class_id
    union all
    select b.class_id, count(*) as count from exams e inner join courses b on b.id = e.course_id
      where e.question_count > 0 group by b.class_id`.execute(db);
  for (const r of perClass) classExams.set(r.class_id, (classExams.get(r.class_id) ?? 0) + Number(r.count));
  for (const [classId, exams] of classExams) {
    await db
      .updateTable('students')
      .set({
        // The count written into the SQL as an integer: a bound JS number is a REAL to SQLite, whose
        // division would then keep the fraction the app's integer division drops.
        completion_rate: sql<number>`case when completed_count >= ${sql.lit(exams)} then 1000 else (completed_count * 2000 + ${sql.lit(exams)}) / (2 * ${sql.lit(exams)}) end`,
      })
      .where('id', '>', studentBase)
      .where('class_id', '=', classId)
      .where('completed_count', '>', 0)
      .execute();
  }
  return {
    exams: elementExams.length + examIds.length,
    results: results.count,
    answers: answerRows.count,
    largest,
  };
}

/**
 * Each content's card (`moneyCard`): its curriculum or course, subject, class and teacher, made
 * where the database lacks it, in a few statements.
 */
async function contentCards<C extends Content & { type: 'monthly' | 'course' }>(
  db: Kysely<Database>,
  contents: readonly C[],
): Promise<Map<C, number>> {
  const cardOf = (c: C) =>
    cardColumns({
      curriculum_id: c.type === 'monthly' ? c.id : null,
      course_id: c.type === 'course' ? c.id : null,
      subject_id: c.subject_id,
      class_id: c.class_id,
      teacher_id: c.teacher_id,
    });
  const keyOf = (k: ReturnType<typeof cardOf>) =>
    `${k.curriculum_id}:${k.course_id}:${k.subject_id}:${k.class_id}:${k.teacher_id}`;
  for (let i = 0; i < contents.length; i += 1000) {
    await db
      .insertInto('money_cards')
      .values(contents.slice(i, i + 1000).map(cardOf))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const ids = new Map((await db.selectFrom('money_cards').selectAll().execute()).map((k) => [keyOf(k), k.id]));
  return new Map(contents.map((c) => [c, ids.get(keyOf(cardOf(c)))!]));
}

/**
 * The money of the scale's students, as the app would have written it. About 0.8 subscriptions a
 * student to the curricula and courses of his or her class, started over the last year: monthly ones
 * renewed period after period until lapsed or today, courses for 90 days or for good, a few free
 * trials, one in 20 with a promo code's discount, one in 20 deleted; each period paid in cash (the
 * wallet's moves are the ledger's own, above) with its payment, and the payments' sums by day and
 * filter (`payment_days`) from one grouped read, as `recordPayment` keeps them. The wallet codes
 * the students redeemed, with unused ones to print, in batches; and code groups of unused cards.
 */
async function seedMoney(
  db: Kysely<Database>,
  ctx: {
    rand: Rand;
    now: number;
    students: {
      id: number;
      name: string;
      phone: string;
      class_id: number;
      system_id: number | null;
      created_at: string;
    }[];
    curriculumIds: number[];
    courseIds: number[];
    redeemed: Redeemed[];
    admin: { id: number; name: string };
  },
) {
  const { rand, now, admin } = ctx;
  const today = todayInCairo(new Date(now));
  const byClass = new Map<number, (Content & { type: 'monthly' | 'course' })[]>();
  const contents = [
    ...(await contentRows(db, 'curricula', ctx.curriculumIds)).map((c) => ({ ...c, type: 'monthly' as const })),
    ...(await contentRows(db, 'courses', ctx.courseIds)).map((c) => ({ ...c, type: 'course' as const })),
  ];
  for (const c of contents) {
    const same = byClass.get(c.class_id);
    if (same) same.push(c);
    else byClass.set(c.class_id, [c]);
  }
  const cards = await contentCards(db, contents);
  const promos = await db
    .selectFrom('promo_codes')
    .select(['id', 'code', 'discount_percent'])
    .orderBy('id')
    .limit(20)
    .execute();

  const subscriptionBase = await maxId(db, 'subscriptions');
  const drawn: Insertable<Database['subscriptions']>[] = [];
  // Each subscription's payments, in the order the subscriptions are drawn.
  const drawnPeriods: { paid_on: string; kind: 'subscription' | 'renewal'; discount: number }[][] = [];
  let deleted = 0;
  for (const student of ctx.students) {
    if (student.system_id === null) continue;
    const mine = byClass.get(student.class_id) ?? [];
    const taken = new Set<object>();
    for (let k = rand.next() < 0.8 ? (rand.next() < 0.2 ? 2 : 1) : 0; k > 0 && mine.length > taken.size; k--) {
      const content = rand.pick(mine);
      if (taken.has(content)) continue;
      taken.add(content);
      const startsOn = addDays(today, -rand.int(0, 364));
      const trial = rand.next() < 0.05;
      const price = trial ? 0 : Number(content.price);
      const promo = !trial && price > 0 && promos.length && rand.next() < 0.05 ? rand.pick(promos) : null;
      const discount = promo ? Math.floor((price * Number(promo.discount_percent)) / 100) : 0;
      const permanent = content.type === 'course' && !trial && rand.next() < 0.5;
      const period = trial ? 7 : content.type === 'monthly' ? 30 : permanent ? null : 90;
      const paid: (typeof periods)[number] = [{ paid_on: startsOn, kind: 'subscription', discount }];
      let endsOn = period === null ? null : addDays(startsOn, period - 1);
      let lastRenewed: string | null = null;
      // A monthly subscription is renewed a day or two before its last day, until it lapses or reaches today.
      if (content.type === 'monthly' && !trial) {
        while (endsOn! < today && rand.next() < 0.75) {
          const renewOn = addDays(endsOn!, -rand.int(0, 2));
          endsOn = addDays(endsOn!, period!);
          lastRenewed = renewOn;
          paid.push({ paid_on: renewOn, kind: 'renewal', discount: 0 });
        }
      }
      const gone = rand.next() < 0.05;
      if (gone) deleted += 1;
      const created = `${startsOn}T0${rand.int(6, 9)}:${String(rand.int(10, 59))}:00.000Z`;
      const paidTotal = paid.reduce((sum, p) => sum + price - p.discount, 0);
      drawnPeriods.push(paid);
      drawn.push({
        student_id: student.id,
        student_name: student.name,
        student_phone: student.phone,
        type: content.type,
        curriculum_id: content.type === 'monthly' ? content.id : null,
        course_id: content.type === 'course' ? content.id : null,
        teacher_id: content.teacher_id,
        subject_id: content.subject_id,
        class_id: content.class_id,
        card_id: cards.get(content)!,
        starts_on: startsOn,
        ends_on: endsOn,
        period_days: period,
        last_renewed_on: lastRenewed,
        renewal_count: paid.length - 1,
        price,
        paid_total: paidTotal,
        discount_total: paid.length * price - paidTotal,
        promo_code_id: promo?.id ?? null,
        promo_percent: promo ? Number(promo.discount_percent) : null,
        promo_until: promo ? addDays(startsOn, 29) : null,
        deleted_at: gone
          ? new Date(Math.min(now, Date.parse(created) + rand.int(1, 60) * 86_400_000)).toISOString()
          : null,
        created_at: created,
        updated_at: created,
      });
    }
  }
  // Inserted in the order they were made (their ids follow it), their periods with them.
  const made = inTimeOrder(drawn, (sub) => sub.created_at!);
  const periods = made.map((k) => drawnPeriods[k]!);
  await insertInChunks(
    db,
    'subscriptions',
    made.map((k) => drawn[k]!),
  );
  // Each deleted one's deletion in its history, by the admin, at its `deleted_at`, as `deleteSubscription` writes it.
  await sql`insert into subscription_changes
      (subscription_id, student_id, kind, actor_kind, actor_id, actor_name, created_at)
    select id, student_id, 'deleted', 'user', ${admin.id}, ${admin.name}, deleted_at from subscriptions
    where id > ${subscriptionBase} and deleted_at is not null
    order by deleted_at, id`.execute(db);

  // The payments, from the subscriptions as stored, each period at the price of the day.
  const paymentBase = await maxId(db, 'payments');
  const payments: Insertable<Database['payments']>[] = [];
  let index = 0;
  for (let after = subscriptionBase; ;) {
    const rows = await db
      .selectFrom('subscriptions')
      .leftJoin('promo_codes as pc', 'pc.id', 'subscriptions.promo_code_id')
      .select([
        'subscriptions.id',
        'subscriptions.student_id',
        'subscriptions.student_name',
        'subscriptions.type',
        'subscriptions.curriculum_id',
        'subscriptions.course_id',
        'subscriptions.teacher_id',
        'subscriptions.subject_id',
        'subscriptions.class_id',
        'subscriptions.card_id',
        'subscriptions.price',
        'subscriptions.starts_on',
        'subscriptions.promo_code_id',
        'pc.code as promo_code',
      ])
      .where('subscriptions.id', '>', after)
      .orderBy('subscriptions.id')
      .limit(PER_TRANSACTION)
      .execute();
    if (rows.length === 0) break;
    for (const sub of rows) {
      for (const p of periods[index]!) {
        const price = Number(sub.price);
        payments.push({
          student_id: sub.student_id,
          student_name: sub.student_name,
          subscription_id: sub.id,
          curriculum_id: sub.curriculum_id,
          course_id: sub.course_id,
          kind: p.kind,
          method: 'cash',
          type: sub.type,
          teacher_id: sub.teacher_id,
          subject_id: sub.subject_id,
          class_id: sub.class_id,
          card_id: sub.card_id,
          original_price: price,
          discount: p.discount,
          paid: price - p.discount,
          promo_code_id: p.discount ? sub.promo_code_id : null,
          promo_code: p.discount ? sub.promo_code : null,
          subscription_starts_on: sub.starts_on,
          paid_on: p.paid_on,
          wallet_move_id: null,
          actor_kind: 'user',
          actor_id: admin.id,
          actor_name: admin.name,
          created_at: `${p.paid_on}T09:00:00.000Z`,
        });
      }
      index += 1;
    }
    after = rows.at(-1)!.id;
  }
  // Inserted as they were paid, day by day: a payment's id follows its day.
  await insertInChunks(
    db,
    'payments',
    inTimeOrder(payments, (p) => p.created_at!).map((k) => payments[k]!),
  );
  // The sums a day and filter, added to what is there (the demo's, or an earlier run's).
  await sql`insert into payment_days
      (paid_on, teacher_id, subject_id, class_id, type, promo_code_id, payments, original_price, discount, paid)
    select paid_on, teacher_id, subject_id, class_id, type, coalesce(promo_code_id, 0),
        count(*), sum(original_price), sum(discount), sum(paid)
      from payments where id > ${paymentBase}
      group by paid_on, teacher_id, subject_id, class_id, type, coalesce(promo_code_id, 0)
    on conflict (paid_on, teacher_id, subject_id, class_id, type, promo_code_id) do update set
      payments = payment_days.payments + excluded.payments,
      original_price = payment_days.original_price + excluded.original_price,
      discount = payment_days.discount + excluded.discount,
      paid = payment_days.paid + excluded.paid`.execute(db);
  await addDaySums(db, paymentBase);

  // Wallet codes: the redeemed first, in the order they were used, printed in batches made before
  // their first use; then as many unused again, printed over the last months.
  const redeemed = [...ctx.redeemed].sort((a, b) => a.used_at.localeCompare(b.used_at));
  const unused = drawCodes(redeemed.length + CODES_A_BATCH);
  let batches = 0;
  let codes = 0;
  const codeRows = batcher(db, 'codes');
  async function printBatch(
    cards: {
      code: string;
      price: number;
      student_id: number | null;
      student_name: string | null;
      used_at: string | null;
    }[],
    at: number,
    group: { id: number; price: number } | null,
  ) {
    const created = new Date(at).toISOString();
    // A batch has one price: the cards of each price go in a batch of their own.
    for (const price of new Set(cards.map((c) => c.price))) {
      const these = cards.filter((c) => c.price === price);
      const { id } = await db
        .insertInto('code_batches')
        .values({
          kind: group ? 'subscription' : 'wallet',
          group_id: group?.id ?? null,
          count: these.length,
          price,
          actor_id: admin.id,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      batches += 1;
      for (const c of these) {
        codes += 1;
        await codeRows.add({
          code: c.code,
          kind: group ? 'subscription' : 'wallet',
          price,
          group_id: group?.id ?? null,
          batch_id: id,
          student_id: c.student_id,
          student_name: c.student_name,
          used_at: c.used_at,
          created_at: created,
        });
      }
    }
  }
  for (let from = 0; from < redeemed.length; from += CODES_A_BATCH) {
    const cards = redeemed.slice(from, from + CODES_A_BATCH);
    await printBatch(cards, Date.parse(cards[0]!.used_at) - rand.int(1, 20) * 86_400_000, null);
  }
  for (let from = 0; from < unused.length; from += CODES_A_BATCH) {
    const cards = unused.slice(from, from + CODES_A_BATCH).map((code) => ({
      code,
      price: rand.pick(WALLET_CODE_PRICES),
      student_id: null,
      student_name: null,
      used_at: null,
    }));
    await printBatch(cards, now - rand.int(1, 120) * 86_400_000, null);
  }

  // Code groups: one for about every thousand students, a hundred unused cards each, for a
  // curriculum of a month or a course for good.
  const groupCount = Math.max(1, Math.floor(ctx.students.length / 1_000));
  const groupBase = await maxId(db, 'code_groups');
  const sold = contents.filter((c) => Number(c.price) > 0);
  const groupCards = drawCodes(groupCount * 100);
  for (let g = 0; g < groupCount && sold.length; g++) {
    const content = rand.pick(sold);
    const title =
      `${content.type === 'monthly' ? 'كروت المنهج' : 'كروت الكورس'} ${content.name_ar} – ${arabicDigits(g + 1)}`.slice(
        0,
        100,
      );
    const created = new Date(now - rand.int(1, 200) * 86_400_000).toISOString();
    const { id } = await db
      .insertInto('code_groups')
      .values({
        title,
        teacher_id: content.teacher_id,
        class_id: content.class_id,
        content_type: content.type === 'monthly' ? 'curriculum' : 'course',
        curriculum_id: content.type === 'monthly' ? content.id : null,
        price: Number(content.price),
        period_days: content.type === 'monthly' ? 30 : null,
        code_count: 100,
        used_count: 0,
        available_count: 100,
        search_text: searchText(title),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (content.type === 'course')
      await db.insertInto('code_group_courses').values({ group_id: id, course_id: content.id }).execute();
    const cards = groupCards
      .slice(g * 100, g * 100 + 100)
      .map((code) => ({ code, price: Number(content.price), student_id: null, student_name: null, used_at: null }));
    await printBatch(cards, Date.parse(created), { id, price: Number(content.price) });
  }
  await codeRows.flush();
  const groups = (await idsAfter(db, 'code_groups', groupBase)).length;
  return { subscriptions: drawn.length, deleted, payments: payments.length, codes, batches, groups };
}

interface Content {
  id: number;
  class_id: number;
  teacher_id: number;
  subject_id: number;
  price: number;
  name_ar: string;
}

/** The curricula's or courses' rows the subscriptions and groups are to, by id. */
async function contentRows(db: Kysely<Database>, table: 'curricula' | 'courses', ids: number[]): Promise<Content[]> {
  if (ids.length === 0) return [];
  const name = table === 'curricula' ? 'title_ar' : 'name_ar';
  const rows = await db
    .selectFrom(table)
    .select(['id', 'class_id', 'teacher_id', 'subject_id', 'price', sql.ref<string>(name).as('name_ar')])
    .where('id', '>=', ids[0]!)
    .where('id', '<=', ids.at(-1)!)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

async function main() {
  const args = process.argv.slice(2);
  const count = (name: string) => {
    const at = args.indexOf(name);
    const raw = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
    const value = Number(raw);
    return raw === undefined ? undefined : Number.isInteger(value) && value >= 1 && value <= 10_000_000 ? value : NaN;
  };
  const n = count('--scale');
  const content = count('--content') ?? Math.min(n ?? 0, CONTENT_AT_MOST);
  if (n === undefined || Number.isNaN(n) || Number.isNaN(content)) {
    console.error(
      'usage: npm run seed -- --scale N [--content C]\n' +
        '  N students with their money (1 to 10,000,000); C teachers, agents, subjects and teaching\n' +
        `  content in proportion (1 to 10,000,000; N up to ${CONTENT_AT_MOST.toLocaleString('en')} unless told)`,
    );
    process.exit(2);
  }
  const { databaseUrl } = configFromEnv();
  const { db, dialect } = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    // Its one connection's page cache at 1 GiB (the app's is 64 MiB): a million rows' indexes, written
    // in no order of theirs, are then read back from memory instead of the file.
    if (dialect === 'sqlite') await sql`pragma cache_size = -1048576`.execute(db);
    console.log(
      `Seeding ${n.toLocaleString('en')} students, and staff and content for ${content.toLocaleString('en')}, ` +
        `into ${dialect} (${databaseUrl.split('@').pop()})`,
    );
    const counts = await seedScale(db, n, (line) => console.log(`  ${line}`), { content });
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
