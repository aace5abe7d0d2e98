import type { Kysely } from 'kysely';
import { dropLinkedList, keepLinkedList, type KeptList } from './schema-helpers.js';

/**
 * A curriculum's and a course's specializations, kept on the row
 * (`curricula.specialization_list`, `courses.specialization_list`) as the
 * teachers' subjects are (migration 2026-11-23-05): a page of either list was
 * two statements on PostgreSQL, its rows and then their specializations from
 * the link table, and an export showed none. Renaming a specialization
 * refreshes every curriculum and course that names it.
 */
const lists: KeptList[] = (
  [
    ['curricula', 'curriculum_specializations', 'curriculum_id'],
    ['courses', 'course_specializations', 'course_id'],
  ] as const
).map(([owner, link, ownerKey]) => ({
  owner,
  column: 'specialization_list',
  link,
  ownerKey,
  from: `${link} l join specializations sp on sp.id = l.specialization_id`,
  fields: { id: 'sp.id', name_ar: 'sp.name_ar', name_en: 'sp.name_en' },
  order: 'sp.name_en, sp.id',
  watch: [
    {
      table: 'specializations',
      columns: ['name_ar', 'name_en'],
      owners: `select ${ownerKey} from ${link} where specialization_id = new.id`,
    },
  ],
}));

export async function up(db: Kysely<any>): Promise<void> {
  for (const list of lists) await keepLinkedList(db, list);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const list of [...lists].reverse()) await dropLinkedList(db, list);
}
