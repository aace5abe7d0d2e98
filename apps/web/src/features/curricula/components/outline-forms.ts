import { lessonCreateSchema, unitCreateSchema, type CurriculumOutline, type Lesson } from '@dashboard/contracts';
import { titledForm } from '../../../components/titled-form';

/**
 * The outline's dialogs: a unit's and a lesson's titles and description,
 * checked by the contract's schemas; fetched when a dialog first opens, so
 * the curriculum's page does not bring the schemas (zod) with it.
 */
export const unitForm = titledForm<CurriculumOutline['units'][number]>('units', unitCreateSchema.shape, 'unit-form');
export const lessonForm = titledForm<Lesson>('lessons', lessonCreateSchema.shape, 'lesson-form');
