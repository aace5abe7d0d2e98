import type { Generated } from 'kysely';

/** What every element kind's count looks like on a lesson, a unit and a curriculum (kept by triggers). */
interface ElementCounts {
  video_count: Generated<number>;
  document_count: Generated<number>;
  quiz_count: Generated<number>;
  assignment_count: Generated<number>;
}

/** Migration 2026-11-25-02. */
export interface CurriculaTable extends ElementCounts {
  id: Generated<number>;
  teacher_id: number;
  class_id: number;
  subject_id: number;
  title_ar: string;
  title_en: string;
  /** Piastres. */
  price: number;
  status: 'open' | 'closed';
  /** `foldForSearch` of the titles, the teacher's name and the subject's names. */
  search_text: string;
  /** Its specializations as a JSON array of `{ id, name_ar, name_en }`, by English name: kept by triggers (migration 2026-11-26-01). */
  specialization_list: Generated<string>;
  unit_count: Generated<number>;
  lesson_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CurriculumSpecializationsTable {
  curriculum_id: number;
  specialization_id: number;
}

export interface UnitsTable extends ElementCounts {
  id: Generated<number>;
  curriculum_id: number;
  title_ar: string;
  title_en: string;
  description: string;
  sort_order: number;
  search_text: string;
  lesson_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface LessonsTable extends ElementCounts {
  id: Generated<number>;
  unit_id: number;
  curriculum_id: number;
  /** The curriculum's teacher, kept in step by a trigger. */
  teacher_id: number;
  title_ar: string;
  title_en: string;
  description: string;
  sort_order: number;
  /** The lesson's titles and its curriculum's. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface LessonElementsTable {
  id: Generated<number>;
  lesson_id: number;
  unit_id: number;
  curriculum_id: number;
  type: 'video' | 'document' | 'quiz' | 'assignment';
  title_ar: string;
  title_en: string;
  sort_order: number;
  url: string | null;
  file: string | null;
  body: string | null;
  time_limit_minutes: number | null;
  pass_mark: number | null;
  due_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/types.js' {
  interface Database {
    curricula: CurriculaTable;
    curriculum_specializations: CurriculumSpecializationsTable;
    units: UnitsTable;
    lessons: LessonsTable;
    lesson_elements: LessonElementsTable;
  }
}
