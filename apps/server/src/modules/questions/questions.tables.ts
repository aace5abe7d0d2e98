import type { Generated } from 'kysely';
import type { QuestionType } from '@dashboard/contracts';

/** Migration 2026-11-25-04. */
export interface QuestionsTable {
  id: Generated<number>;
  /** The bank's teacher (the course's or the curriculum's), kept in step by triggers. */
  teacher_id: number;
  /** One of the two banks is set, never both. */
  course_id: number | null;
  curriculum_id: number | null;
  unit_id: number | null;
  lesson_id: number | null;
  type: QuestionType;
  points: number;
  prompt: string;
  /** The type's own fields as JSON (`QuestionContent` less `type`, `prompt` and `points`). */
  content: string;
  /** `foldForSearch` of the prompt, the options, the accepted answers and the sub-questions. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/types.js' {
  interface Database {
    questions: QuestionsTable;
  }
}

// The question count a course and a curriculum keep (triggers of the same migration).
declare module '../curricula/curricula.tables.js' {
  interface CurriculaTable {
    question_count: Generated<number>;
  }
}
declare module '../courses/courses.tables.js' {
  interface CoursesTable {
    question_count: Generated<number>;
  }
}
