import { lessonCreateSchema, type Lesson, type LessonCreate } from '@dashboard/contracts';
import type { FormConfig } from '../../../components/entity-form';
import { titledForm, type TitledValues } from '../../../components/titled-form';

/** A lesson's titles and description. */
export const lessonForm = titledForm<Lesson>('lessons', lessonCreateSchema.shape, 'lesson-form');

/**
 * The same form for the list's edit dialog, which only edits here: a lesson is
 * added under its unit (its curriculum's or its unit's page), so no body of
 * it is ever a create's.
 */
export const lessonEditForm = lessonForm as unknown as FormConfig<Lesson, TitledValues, LessonCreate>;
