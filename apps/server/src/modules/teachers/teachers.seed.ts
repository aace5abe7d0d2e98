import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';
import { hashPassword } from '../../lib/password.js';
import { seededRandom as generator } from '../../lib/seeded-random.js';
import { DEMO_PASSWORD, demoAccounts } from '../users/users.seed.js';

const primary = ['Primary 1', 'Primary 2', 'Primary 3', 'Primary 4', 'Primary 5', 'Primary 6'];
const preparatory = ['Preparatory 1', 'Preparatory 2', 'Preparatory 3'];
const secondary = ['Secondary 1', 'Secondary 2', 'Secondary 3'];

interface DemoTeacher {
  name: string;
  phone: string;
  email: string | null;
  /** Subject codes (subjects.seed.ts); missing ones are skipped. */
  subjects: readonly string[];
  /** Classes by English name (the ladder of stages.seed.ts). */
  classes: readonly string[];
  active?: boolean;
}

/** Thirty teachers with the demo account: Egyptian names, a few written in English, one or two disabled. */
export const demoTeachers: readonly DemoTeacher[] = [
  {
    name: 'أحمد محمود عبد الله',
    phone: '01011000101',
    email: 'ahmed.mahmoud@demo.eg',
    subjects: ['MATH'],
    classes: preparatory,
  },
  {
    name: 'فاطمة السيد علي',
    phone: '01011000102',
    email: 'fatma.elsayed@demo.eg',
    subjects: ['ARB'],
    classes: primary.slice(3),
  },
  {
    name: 'محمد إبراهيم حسن',
    phone: '01011000103',
    email: 'mohamed.ibrahim@demo.eg',
    subjects: ['PHY'],
    classes: secondary,
  },
  {
    name: 'هبة مصطفى كامل',
    phone: '01011000104',
    email: 'heba.mostafa@demo.eg',
    subjects: ['CHEM', 'BIO'],
    classes: secondary,
  },
  {
    name: 'Karim Adel Farouk',
    phone: '01011000105',
    email: 'karim.adel@demo.eg',
    subjects: ['ENG'],
    classes: secondary,
  },
  { name: 'سارة عبد الحميد', phone: '01011000106', email: null, subjects: ['ENG'], classes: primary },
  {
    name: 'خالد عبد العزيز سليمان',
    phone: '01011000107',
    email: 'khaled.abdelaziz@demo.eg',
    subjects: ['PMATH', 'AMATH'],
    classes: ['Secondary 2', 'Secondary 3'],
  },
  {
    name: 'نادية فؤاد رمضان',
    phone: '01011000108',
    email: 'nadia.fouad@demo.eg',
    subjects: ['SCI'],
    classes: ['Primary 4', 'Primary 5', 'Primary 6', 'Preparatory 1'],
  },
  {
    name: 'عمرو جمال الدين',
    phone: '01011000109',
    email: 'amr.gamal@demo.eg',
    subjects: ['HIST', 'GEOG'],
    classes: secondary,
  },
  {
    name: 'Nourhan Sherif',
    phone: '01011000110',
    email: 'nourhan.sherif@demo.eg',
    subjects: ['FRE'],
    classes: [...preparatory, 'Secondary 1'],
  },
  {
    name: 'يوسف طارق منصور',
    phone: '01011000111',
    email: 'youssef.tarek@demo.eg',
    subjects: ['ICT'],
    classes: preparatory,
  },
  {
    name: 'إيمان عادل شوقي',
    phone: '01011000112',
    email: 'eman.adel@demo.eg',
    subjects: ['REL', 'ARB'],
    classes: primary.slice(0, 3),
  },
  { name: 'مصطفى حسين الشريف', phone: '01011000113', email: null, subjects: ['MATH'], classes: primary.slice(3) },
  {
    name: 'رحاب سمير عبد الفتاح',
    phone: '01011000114',
    email: 'rehab.samir@demo.eg',
    subjects: ['SOC'],
    classes: preparatory,
  },
  {
    name: 'Mahmoud Hassan Zaki',
    phone: '01011000115',
    email: 'mahmoud.zaki@demo.eg',
    subjects: ['PHY', 'MATH'],
    classes: ['Secondary 1', 'Secondary 2'],
  },
  {
    name: 'ياسمين أشرف نبيل',
    phone: '01011000116',
    email: 'yasmine.ashraf@demo.eg',
    subjects: ['BIO', 'GEOL'],
    classes: ['Secondary 2', 'Secondary 3'],
  },
  {
    name: 'حسام الدين فتحي',
    phone: '01011000117',
    email: 'hossam.fathy@demo.eg',
    subjects: ['PHIL', 'PSY'],
    classes: ['Secondary 2', 'Secondary 3'],
    active: false,
  },
  {
    name: 'دينا وليد عثمان',
    phone: '01011000118',
    email: 'dina.walid@demo.eg',
    subjects: ['DISC'],
    classes: primary.slice(0, 3),
  },
  { name: 'شريف عبد الرحيم', phone: '01011000119', email: null, subjects: ['ARB'], classes: secondary },
  {
    name: 'منة الله حمدي',
    phone: '01011000120',
    email: 'menna.hamdy@demo.eg',
    subjects: ['ENG'],
    classes: preparatory,
  },
  { name: 'Ahmed Fawzy', phone: '01011000121', email: 'ahmed.fawzy@demo.eg', subjects: ['GER'], classes: secondary },
  {
    name: 'رانيا محمد الجندي',
    phone: '01011000122',
    email: 'rania.elgendy@demo.eg',
    subjects: ['CIT', 'HIST'],
    classes: secondary,
  },
  {
    name: 'طارق سعيد البنا',
    phone: '01011000123',
    email: 'tarek.elbanna@demo.eg',
    subjects: ['CHEM'],
    classes: secondary,
  },
  {
    name: 'ولاء عبد المنعم',
    phone: '01011000124',
    email: 'walaa.abdelmoneim@demo.eg',
    subjects: ['MATH', 'SCI'],
    classes: primary.slice(2),
  },
  {
    name: 'إسلام ممدوح',
    phone: '01011000125',
    email: null,
    subjects: ['REL'],
    classes: [...preparatory, ...secondary],
  },
  {
    name: 'Mariam Youssef',
    phone: '01011000126',
    email: 'mariam.youssef@demo.eg',
    subjects: ['ENG', 'FRE'],
    classes: ['Primary 5', 'Primary 6', 'Preparatory 1'],
  },
  {
    name: 'أسماء رضا الشافعي',
    phone: '01011000127',
    email: 'asmaa.reda@demo.eg',
    subjects: ['GEOG', 'SOC'],
    classes: ['Preparatory 3', 'Secondary 1'],
  },
  {
    name: 'هشام كمال عبد الغني',
    phone: '01011000128',
    email: 'hesham.kamal@demo.eg',
    subjects: ['AMATH'],
    classes: ['Secondary 2', 'Secondary 3'],
    active: false,
  },
  {
    name: 'ريم ناصر القاضي',
    phone: '01011000129',
    email: 'reem.nasser@demo.eg',
    subjects: ['ARB', 'REL'],
    classes: preparatory,
  },
];

/** What the demo account teaches (she signs in as the demo teacher). */
const demoTeacherLinks = { subjects: ['ARB'], classes: ['Preparatory 1', 'Preparatory 2', 'Preparatory 3'] };

const comments: Record<number, readonly string[]> = {
  5: [
    'أستاذ ممتاز، الشرح واضح جدًا وبسيط.',
    'ربنا يبارك في حضرتك، فهمت الدرس من أول مرة.',
    'أفضل مدرس في المنصة، شكرًا على المجهود.',
    'الحصص المباشرة مفيدة جدًا والأمثلة كثيرة.',
    'شرح رائع ومراجعات قبل الامتحان ممتازة.',
    'بيرد على كل الأسئلة بصبر، شكرًا جزيلًا.',
  ],
  4: [
    'شرح جيد جدًا، لكن أتمنى تمارين أكثر.',
    'المحتوى منظم ومفيد.',
    'مدرس كويس والشرح مفهوم.',
    'الفيديوهات ممتازة، بس ساعات طويلة شوية.',
  ],
  3: ['الشرح متوسط، محتاج أمثلة أوضح.', 'كويس بس الحصص بتتأخر أحيانًا.', 'محتاج يشرح أبطأ شوية.'],
  2: ['الشرح سريع وصعب أتابع.', 'الواجبات كتير ومفيش حلول.'],
  1: ['لم أستفد من الحصص.', 'الصوت في الفيديوهات غير واضح.'],
};

/** Stars skewed towards 4 and 5, as real ratings are. */
function stars(r: number): number {
  if (r < 0.03) return 1;
  if (r < 0.08) return 2;
  if (r < 0.2) return 3;
  if (r < 0.55) return 4;
  return 5;
}

async function idsByName(db: Kysely<Database>, table: 'classes' | 'subjects', column: 'name_en' | 'code') {
  const rows = await db.selectFrom(table).select(['id', column]).execute();
  return new Map(rows.map((r) => [(r as Record<string, unknown>)[column] as string, r.id]));
}

/**
 * Thirty teachers (the demo account among them) with their subjects and
 * classes, and 5 to 40 ratings each over the last six months by the demo
 * students (students.seed.ts). Runs after the subjects' seeder, which the
 * links need.
 */
export async function seedTeachers(db: Kysely<Database>): Promise<void> {
  const rand = generator(20261122);
  const now = new Date().toISOString();
  const students = await db.selectFrom('students').select(['id', 'class_id']).orderBy('id').execute();
  const classIds = await idsByName(db, 'classes', 'name_en');
  const subjectIds = await idsByName(db, 'subjects', 'code');
  // One hash for every demo teacher: hashing is slow on purpose.
  const hash = await hashPassword(DEMO_PASSWORD);

  const demo = demoAccounts.find((a) => a.role === 'teacher')!;
  const demoRow = await db.selectFrom('users').select('id').where('phone', '=', demo.phone).executeTakeFirst();
  const teachers: { id: number; subjects: readonly string[]; classes: readonly string[] }[] = [];
  if (demoRow) {
    await db
      .updateTable('users')
      .set({ search_text: searchText(demo.name, demo.phone, demo.email) })
      .where('id', '=', demoRow.id)
      .execute();
    teachers.push({ id: demoRow.id, ...demoTeacherLinks });
  }

  for (const [i, t] of demoTeachers.entries()) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('phone', '=', t.phone), ...(t.email ? [eb('email', '=', t.email)] : [])]))
      .executeTakeFirst();
    if (taken) continue;
    const created = new Date(Date.parse(now) - (400 - i * 9) * 86_400_000).toISOString();
    const { id } = await db
      .insertInto('users')
      .values({
        name: t.name,
        phone: t.phone,
        email: t.email,
        role: 'teacher',
        password_hash: hash,
        photo: null,
        active: t.active === false ? 0 : 1,
        joined_on: null,
        search_text: searchText(t.name, t.phone, t.email),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    teachers.push({ id, subjects: t.subjects, classes: t.classes });
  }

  const ratings = [];
  const sixMonths = 182 * 86_400_000;
  for (const t of teachers) {
    const subjects = t.subjects.flatMap((code) => (subjectIds.has(code) ? [subjectIds.get(code)!] : []));
    const classes = t.classes.flatMap((name) => (classIds.has(name) ? [classIds.get(name)!] : []));
    if (subjects.length) {
      await db
        .insertInto('teacher_subjects')
        .values(subjects.map((subject_id) => ({ teacher_id: t.id, subject_id })))
        .execute();
    }
    if (classes.length) {
      await db
        .insertInto('teacher_classes')
        .values(classes.map((class_id) => ({ teacher_id: t.id, class_id })))
        .execute();
    }
    // Students of the teacher's classes first; any student when those are too few.
    const own = students.filter((s) => s.class_id !== null && classes.includes(s.class_id));
    const pool =
      own.length >= 40
        ? own
        : [
            ...own,
            ...rand.sample(
              students.filter((s) => !own.includes(s)),
              40,
            ),
          ];
    const count = t.id === demoRow?.id ? 24 : rand.int(5, 40);
    for (const student of rand.sample(pool, count)) {
      const s = stars(rand.next());
      ratings.push({
        teacher_id: t.id,
        student_id: student.id,
        stars: s,
        comment: rand.next() < 0.6 ? rand.pick(comments[s]!) : null,
        created_at: new Date(Date.parse(now) - Math.floor(rand.next() * sixMonths)).toISOString(),
      });
    }
  }
  for (let i = 0; i < ratings.length; i += 200) {
    await db
      .insertInto('teacher_ratings')
      .values(ratings.slice(i, i + 200))
      .execute();
  }
}

export const seed: Seed = { after: ['users', 'subjects', 'classes', 'students'], run: seedTeachers };
