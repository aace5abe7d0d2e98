import { lessonCreateSchema, unitCreateSchema, type Lesson, type Unit } from '@dashboard/contracts';
import { titledForm } from '../../../components/titled-form';

/**
 * The unit page's dialogs (the unit's edit, its lessons' add and edit),
 * checked by the contract's schemas; fetched when a dialog first opens, so
 * the page does not bring the schemas (zod) with it.
 */
export const unitForm = titledForm<Unit>('units', unitCreateSchema.shape, 'unit-form');
export const lessonForm = titledForm<Lesson>('lessons', lessonCreateSchema.shape, 'lesson-form');
