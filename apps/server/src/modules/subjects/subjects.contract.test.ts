import { createUser } from '../../test/build.js';
import { addClass, addSpecialization, addStage, oncePerApp } from '../../test/academic.js';
import { crudContract } from '../../test/crud-contract.js';

/** Two classes of one stage, the second with a specialization. */
const structure = oncePerApp(async (app) => {
  const stage = await addStage(app, 'SEC', 'Secondary', 1);
  const classes = [await addClass(app, stage, 'Secondary 1', 1), await addClass(app, stage, 'Secondary 3', 3)];
  return { classes, science: await addSpecialization(app, classes[1]!, 'Science') };
});

const subjects = [
  { name_ar: 'الأحياء', name_en: 'Biology', code: 'BIO' },
  { name_ar: 'الكيمياء', name_en: 'Chemistry', code: 'CHEM' },
  { name_ar: 'الفيزياء', name_en: 'Physics', code: 'PHY' },
];

crudContract('subjects', {
  path: '/api/v1/subjects',
  // The first and the last in the first class; the second in the other class, of its specialization.
  valid: async (app, n) => {
    const { classes, science } = await structure(app);
    return n === 1
      ? { ...subjects[n], class_ids: [classes[1]], specialization_id: science }
      : { ...subjects[n], class_ids: [classes[0]] };
  },
  sort: { field: 'code', value: (s) => s.code as string },
  search: (n) => subjects[n]!.code,
  filter: (items) => ({ query: `class_id=${(items[0]!.class_ids as number[])[0]}`, keeps: [0, 2] }),
  invalid: {
    body: { name_ar: 'ع', name_en: 'x'.repeat(101), code: 'has space', class_ids: [] },
    errors: [
      { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
      { path: 'name_en', code: 'validation.max', params: { max: 100 } },
      { path: 'code', code: 'validation.invalid' },
      // An empty list is a missing one.
      { path: 'class_ids', code: 'validation.required', params: { min: 1 } },
    ],
  },
  conflict: (first) => ({
    body: { name_ar: 'مادة أخرى', name_en: 'Other', code: first.code, class_ids: first.class_ids },
    code: 'subject.code_taken',
  }),
  // A subject a teacher teaches is kept.
  inUse: {
    code: 'subject.in_use',
    use: async (app, subject) => {
      const teacher = await createUser(app, 'teacher');
      await app.db.insertInto('teacher_subjects').values({ teacher_id: teacher.id, subject_id: subject.id }).execute();
    },
  },
  change: {
    body: { name_en: 'Organic chemistry', code: 'OCHEM' },
    expect: { name_en: 'Organic chemistry', code: 'OCHEM', name_ar: 'الكيمياء' },
  },
  exportHeadings: ['Code', 'Arabic name', 'English name', 'Academic years', 'Specialization', 'Teachers', 'Added on'],
});
