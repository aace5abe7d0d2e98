import { addStage, oncePerApp } from '../../test/academic.js';
import { crudContract } from '../../test/crud-contract.js';

/** Two stages: the first holds the first two classes, the second the third. */
const stages = oncePerApp(async (app) => [
  await addStage(app, 'PRI', 'Primary', 1),
  await addStage(app, 'PREP', 'Preparatory', 2),
]);

const ladder = [
  { name_ar: 'الصف الأول الابتدائي', name_en: 'Primary 1', stage: 0, sort_order: 1 },
  { name_ar: 'الصف الثاني الابتدائي', name_en: 'Primary 2', stage: 0, sort_order: 2 },
  // First in its stage, last on the ladder: the stage's place comes first.
  { name_ar: 'الصف الأول الإعدادي', name_en: 'Preparatory 1', stage: 1, sort_order: 1 },
];

crudContract('classes', {
  path: '/api/v1/classes',
  valid: async (app, n) => {
    const { stage, ...fields } = ladder[n]!;
    return { ...fields, stage_id: (await stages(app))[stage] };
  },
  sort: { field: 'sort_order', value: (c) => c.name_en as string },
  search: (n) => ladder[n]!.name_en,
  filter: (items) => ({ query: `stage_id=${items[0]!.stage_id}`, keeps: [0, 1] }),
  invalid: {
    body: { name_ar: 'ص', name_en: 'x'.repeat(101), sort_order: 1000, stage_id: 0 },
    errors: [
      { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
      { path: 'name_en', code: 'validation.max', params: { max: 100 } },
      { path: 'sort_order', code: 'validation.max_value', params: { max: 999 } },
      { path: 'stage_id', code: 'validation.min_value', params: { min: 1 } },
    ],
  },
  // Two classes of one stage may not share a name, case and Arabic letter variants aside.
  conflict: (first) => ({
    body: { name_ar: 'الصف الاول الابتدائى', name_en: 'PRIMARY 1', stage_id: first.stage_id },
    code: 'validation.duplicate',
  }),
  inUse: {
    code: 'class.in_use',
    use: async (app, cls) => {
      const now = new Date().toISOString();
      await app.db
        .insertInto('systems')
        .values({
          class_id: cls.id,
          name_ar: 'عربي',
          name_en: 'Arabic',
          search_text: 'x',
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
  },
  change: {
    body: { name_en: 'Primary two', sort_order: 5 },
    expect: { name_en: 'Primary two', sort_order: 5, name_ar: 'الصف الثاني الابتدائي', stage_name_en: 'Primary' },
  },
  exportHeadings: [
    'Academic stage',
    'Arabic name',
    'English name',
    'Order',
    'Educational systems',
    'Specializations',
    'Added on',
  ],
});
