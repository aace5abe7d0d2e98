import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';
import { seededRandom as generator } from '../../lib/seeded-random.js';
import { transaction } from '../../lib/transaction.js';
import { demoAccounts } from '../users/users.seed.js';
import { moveWallet } from './wallet.service.js';

const boysFirst = [
  'محمد',
  'أحمد',
  'محمود',
  'عمر',
  'يوسف',
  'علي',
  'حسن',
  'مصطفى',
  'كريم',
  'زياد',
  'آدم',
  'مازن',
  'سيف',
  'عبد الرحمن',
  'إبراهيم',
  'ياسين',
  'مروان',
  'خالد',
  'أنس',
  'حمزة',
];
const girlsFirst = [
  'مريم',
  'فاطمة',
  'نور',
  'جنى',
  'ملك',
  'سلمى',
  'حبيبة',
  'رحمة',
  'لينا',
  'هنا',
  'فرح',
  'ندى',
  'آية',
  'شهد',
  'جودي',
  'روان',
  'يارا',
  'ريم',
  'سما',
  'تسنيم',
];
const fathers = [
  'محمد',
  'أحمد',
  'محمود',
  'السيد',
  'إبراهيم',
  'حسن',
  'علي',
  'عبد الله',
  'مصطفى',
  'خالد',
  'طارق',
  'أشرف',
  'سامح',
  'هاني',
  'وائل',
  'عادل',
  'جمال',
  'ناصر',
];
const families = [
  'عبد الرحمن',
  'الشناوي',
  'النجار',
  'حسانين',
  'الجمال',
  'عبد العال',
  'سليم',
  'فرج',
  'الحداد',
  'عثمان',
  'المصري',
  'رزق',
  'شعبان',
  'البدوي',
  'غنيم',
  'الشريف',
  'منصور',
  'عيسى',
  'زكي',
  'فهمي',
];

/** Why an admin moved money by hand, as the demo admins write it. */
const credits = ['دفع نقدي في السنتر', 'تحويل فودافون كاش', 'Cash paid at the centre', 'استرداد اشتراك مكرر'];
const debits = ['تصحيح إيداع مكرر', 'ثمن مذكرة المراجعة', 'Duplicate top-up reversed'];

/**
 * About 150 demo students spread over the classes (a few without a class or
 * system yet), registered over the last 400 days, a few not allowed to
 * comment; most with wallet moves by the demo admin (credits, some debits).
 */
async function seedStudents(db: Kysely<Database>): Promise<void> {
  const rand = generator(20261126);
  const now = Date.now();
  const classRows = await db.selectFrom('classes').select(['id']).orderBy('id').execute();
  const systemRows = await db.selectFrom('systems').select(['id', 'class_id']).execute();
  const rows = [];
  for (let i = 0; i < 150; i++) {
    const girl = i % 2 === 1;
    const name = `${rand.pick(girl ? girlsFirst : boysFirst)} ${rand.pick(fathers)} ${rand.pick(families)}`;
    const phone = `01${rand.pick(['0', '1', '2', '5'])}2${String(7000000 + i * 137).padStart(7, '0')}`;
    const email = i % 3 === 0 ? `student${i + 1}@demo.eg` : null;
    // The last few have not chosen a class (nor a system) yet.
    const classId = classRows.length && i < 146 ? classRows[i % classRows.length]!.id : null;
    const systems = systemRows.filter((s) => s.class_id === classId);
    const systemId = systems.length ? rand.pick(systems).id : null;
    const created = new Date(now - rand.int(0, 400) * 86_400_000 - rand.int(0, 86_399) * 1000).toISOString();
    rows.push({
      name,
      phone,
      email,
      class_id: classId,
      system_id: systemId,
      can_comment: rand.next() < 0.08 ? 0 : 1,
      search_text: searchText(name, phone, email),
      created_at: created,
      updated_at: created,
    });
  }
  await db.insertInto('students').values(rows).execute();

  const admin = demoAccounts.find((a) => a.role === 'admin')!;
  const adminRow = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('phone', '=', admin.phone)
    .executeTakeFirst();
  if (!adminRow) return;
  const by = { kind: 'user' as const, id: adminRow.id, role: 'admin' as const, name: adminRow.name };
  const students = await db.selectFrom('students').select(['id', 'created_at']).orderBy('id').execute();
  await transaction(db, async (trx) => {
    for (const { id, created_at } of students) {
      if (rand.next() < 0.25) continue;
      let balance = 0;
      let at = Date.parse(created_at);
      for (let m = rand.int(1, 4); m > 0; m--) {
        // Days apart, never past now.
        at = Math.min(now, at + rand.int(1, 40) * 86_400_000);
        const debit = balance > 0 && rand.next() < 0.3;
        const amount = debit ? -Math.min(balance, rand.int(1, 10) * 1_000) : rand.int(1, 30) * 2_500;
        await moveWallet(
          trx,
          {
            studentId: id,
            amount,
            kind: debit ? 'manual_debit' : 'manual_credit',
            reason: rand.pick(debit ? debits : credits),
            at: new Date(at).toISOString(),
          },
          by,
        );
        balance += amount;
      }
    }
  });
}

export const seed: Seed = { after: ['users', 'classes', 'systems'], run: seedStudents };
