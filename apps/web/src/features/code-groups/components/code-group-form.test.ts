import { codeGroupCreateSchema } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { codeGroupBody } from './code-group-form';

const base = { title: 'كروت نوفمبر', count: 200, teacher_id: 5, class_id: 10, price: 150.5 };

describe('a code group’s request body', () => {
  it('sends a curriculum group’s curriculum and period, the price in piastres, and no courses', () => {
    const body = codeGroupBody({
      ...base,
      content_type: 'curriculum',
      curriculum_id: 3,
      course_ids: [],
      period_days: 30,
    });
    expect(body).toEqual({
      title: 'كروت نوفمبر',
      count: 200,
      teacher_id: 5,
      class_id: 10,
      content_type: 'curriculum',
      curriculum_id: 3,
      price: 15_050,
      period_days: 30,
    });
    expect(codeGroupCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends a courses group’s courses, and no period when it is left empty (for good)', () => {
    const body = codeGroupBody({
      ...base,
      content_type: 'course',
      curriculum_id: 3,
      course_ids: [7, 8],
      period_days: null,
    });
    expect(body).toEqual({
      title: 'كروت نوفمبر',
      count: 200,
      teacher_id: 5,
      class_id: 10,
      content_type: 'course',
      course_ids: [7, 8],
      price: 15_050,
    });
    expect(codeGroupCreateSchema.safeParse(body).success).toBe(true);
  });
});
