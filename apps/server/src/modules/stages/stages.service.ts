import type { Stage } from '@dashboard/contracts';
import { tableEntity } from '../../lib/table-entity.js';

/** Academic stages: one table; `class_count` is kept on the row by triggers on `classes`. */
export const stages = tableEntity({
  table: 'stages',
  rows: (db) => db.selectFrom('stages').selectAll('stages'),
  toItem: (row): Stage => ({
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    code: row.code,
    sort_order: row.sort_order,
    class_count: Number(row.class_count),
    created_at: row.created_at,
  }),
  sort: {
    sort_order: 'stages.sort_order',
    name_en: 'stages.name_en',
    name_ar: 'stages.name_ar',
    code: 'stages.code',
    created_at: 'stages.created_at',
  },
  search: ['name_ar', 'name_en', 'code'],
  unique: { fields: { code: 'stage.code_taken' } },
  // A stage that has classes is refused and kept.
  inUse: { code: 'stage.in_use', when: (_db, stage) => stage.class_count > 0 },
});
