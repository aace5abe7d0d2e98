import { addClass, addStage, addSubject, oncePerApp } from '../../test/academic.js';
import { crudContract } from '../../test/crud-contract.js';

/** A class and a subject taught in it, for the teachers to teach. */
const structure = oncePerApp(async (app) => {
  const stage = await addStage(app, 'SEC', 'Secondary', 1);
  const cls = await addClass(app, stage, 'Secondary 1');
  return { cls, physics: await addSubject(app, 'PHY', 'Physics', [cls]) };
});

const teachers = [
  { name: 'Amira Salem', phone: '01190000001', email: 'amira@example.eg' },
  { name: 'Bassem Adel', phone: '01190000002', email: null },
  { name: 'Chadia Farid', phone: '01190000003', email: 'chadia@example.eg' },
];

crudContract('teachers', {
  path: '/api/v1/teachers',
  // The second one teaches physics in the class; the others teach nothing yet.
  valid: async (app, n) => {
    const { cls, physics } = await structure(app);
    return {
      ...teachers[n],
      password: `Teach@123${n}`,
      ...(n === 1 ? { subject_ids: [physics], class_ids: [cls] } : {}),
    };
  },
  sort: { field: 'name', value: (t) => t.name as string },
  search: (n) => teachers[n]!.name,
  filter: (items) => ({ query: `subject_id=${(items[1]!.subjects as { id: number }[])[0]!.id}`, keeps: [1] }),
  invalid: {
    body: { name: 'x', phone: '123', email: 'not-an-email', password: 'short', subject_ids: [0] },
    errors: [
      { path: 'name', code: 'validation.min', params: { min: 2 } },
      { path: 'phone', code: 'validation.phone' },
      { path: 'email', code: 'validation.email' },
      { path: 'password', code: 'validation.min', params: { min: 8 } },
      { path: 'subject_ids.0', code: 'validation.min_value', params: { min: 1 } },
    ],
  },
  conflict: (first) => ({
    body: { name: 'Other Teacher', phone: first.phone, password: 'Teach@1234' },
    code: 'user.taken',
  }),
  // Nothing keeps a teacher: the links, ratings and sessions go with the teacher (no in-use rule).
  change: {
    body: { name: 'Bassem Adel Kamel', subject_ids: [], password: 'N3w-Teach@1234' },
    expect: { name: 'Bassem Adel Kamel', subjects: [], phone: '01190000002' },
  },
  exportHeadings: [
    'Name',
    'Phone number',
    'Email',
    'Subjects',
    'Classes',
    'Average rating',
    'Ratings',
    'Status',
    'Added on',
  ],
  secrets: ['password'],
});
