import type { Kysely } from 'kysely';
import { dropLinkedList, keepLinkedList, type KeptList } from './schema-helpers.js';

/**
 * What a list row shows of its links, kept on the row: a teacher's subjects
 * and classes (`users.subject_list`, `users.class_list`) and a subject's
 * classes (`subjects.class_list`), each a JSON array of the linked items in
 * the order the list shows them. A list page read them with an aggregate over
 * the link table per row (two subqueries, a join and a sort each), the
 * costliest part of its request; now it reads one column.
 *
 * Triggers keep them in the same transaction as the write, whoever writes:
 * a link added, removed or moved refreshes its owner; renaming or reordering
 * what is linked (a subject's names; a class's names, place or stage; a
 * stage's names or place) refreshes every owner that links to it. On
 * PostgreSQL the link tables' triggers are per statement (a subject's classes
 * replaced at once refresh it once, a bulk seed each owner once); SQLite's
 * are per row.
 */

const classFields = { id: 'c.id', name_ar: 'c.name_ar', name_en: 'c.name_en' };

const lists: KeptList[] = [
  {
    owner: 'users',
    column: 'subject_list',
    link: 'teacher_subjects',
    ownerKey: 'teacher_id',
    from: 'teacher_subjects l join subjects s on s.id = l.subject_id',
    fields: { id: 's.id', name_ar: 's.name_ar', name_en: 's.name_en' },
    order: 's.name_en, s.id',
    watch: [
      {
        table: 'subjects',
        columns: ['name_ar', 'name_en'],
        owners: 'select teacher_id from teacher_subjects where subject_id = new.id',
      },
    ],
  },
  {
    owner: 'users',
    column: 'class_list',
    link: 'teacher_classes',
    ownerKey: 'teacher_id',
    from: 'teacher_classes l join classes c on c.id = l.class_id join stages st on st.id = c.stage_id',
    fields: classFields,
    order: 'st.sort_order, c.sort_order, c.id',
    watch: [
      {
        table: 'classes',
        columns: ['name_ar', 'name_en', 'sort_order', 'stage_id'],
        owners: 'select teacher_id from teacher_classes where class_id = new.id',
      },
      {
        table: 'stages',
        columns: ['sort_order'],
        owners:
          'select l.teacher_id from teacher_classes l join classes c on c.id = l.class_id where c.stage_id = new.id',
      },
    ],
  },
  {
    owner: 'subjects',
    column: 'class_list',
    link: 'subject_classes',
    ownerKey: 'subject_id',
    from: 'subject_classes l join classes c on c.id = l.class_id join stages st on st.id = c.stage_id',
    fields: { ...classFields, stage_id: 'c.stage_id', stage_name_ar: 'st.name_ar', stage_name_en: 'st.name_en' },
    order: 'st.sort_order, st.id, c.sort_order, c.id',
    watch: [
      {
        table: 'classes',
        columns: ['name_ar', 'name_en', 'sort_order', 'stage_id'],
        owners: 'select subject_id from subject_classes where class_id = new.id',
      },
      {
        table: 'stages',
        columns: ['name_ar', 'name_en', 'sort_order'],
        owners:
          'select l.subject_id from subject_classes l join classes c on c.id = l.class_id where c.stage_id = new.id',
      },
    ],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const list of lists) await keepLinkedList(db, list);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const list of [...lists].reverse()) await dropLinkedList(db, list);
}
