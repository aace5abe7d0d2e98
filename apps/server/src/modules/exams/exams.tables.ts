import type { Generated } from 'kysely';
import type { ExamKind, ExamResultStatus } from '@dashboard/contracts';

/**
 * Migration 2026-11-25-05. The figures (`result_count` … `awaiting_count`,
 * `exam_score_counts`, the questions' counts, the students' aggregates) are
 * kept by that migration's triggers on every write of a result or an answer:
 * nothing writes them by hand.
 */
export interface ExamsTable {
  id: Generated<number>;
  kind: ExamKind;
  /** The bank's teacher (the course's or the curriculum's), kept in step by triggers. */
  teacher_id: number;
  /** One of the two banks is set, never both. */
  course_id: number | null;
  curriculum_id: number | null;
  /** A quiz's or assignment's lesson and element; null for an exam. */
  lesson_id: number | null;
  lesson_element_id: number | null;
  title_ar: string;
  title_en: string;
  time_limit_minutes: number;
  pass_mark: number;
  question_count: Generated<number>;
  total_points: Generated<number>;
  result_count: Generated<number>;
  /** The results' percentages added up, in tenths. */
  percent_sum: Generated<number>;
  /** `percent_sum / result_count` in tenths, rounded; 0 before any result. */
  average: Generated<number>;
  pass_count: Generated<number>;
  awaiting_count: Generated<number>;
  /** `searchText` of the titles. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface ExamQuestionsTable {
  exam_id: number;
  question_id: number;
  /** From 1. */
  position: number;
  /** Answers given and marked (a hand-marked one once marked). */
  answered_count: Generated<number>;
  /** Of them, right (full points). */
  correct_count: Generated<number>;
}

/** How many results of an exam have each whole per cent (rounded down): the median and the bands are read here. */
export interface ExamScoreCountsTable {
  exam_id: number;
  percent: number;
  count: number;
}

export interface ExamResultsTable {
  id: Generated<number>;
  exam_id: number;
  student_id: number;
  /** The exam's kind, which the student's averages go by. */
  kind: ExamKind;
  /** The student's name and search text, kept in step by a trigger on students. */
  student_name: string;
  search_text: string;
  score: number;
  max_score: number;
  /** Tenths of a per cent, 0 to 1000. */
  percent: number;
  /** 0/1. */
  passed: number;
  duration_seconds: number;
  started_at: string;
  submitted_at: string;
  awaiting_count: number;
  status: ExamResultStatus;
}

export interface ExamAnswersTable {
  result_id: number;
  /** The result's exam. */
  exam_id: number;
  question_id: number;
  position: number;
  /** `QuestionAnswer` as JSON; null when unanswered. */
  answer: string | null;
  /** Null while awaiting a hand mark. */
  points: number | null;
  /** 0/1; null while awaiting a hand mark. */
  correct: number | null;
  marking: 'auto' | 'hand' | 'awaiting';
  marked_by: number | null;
  marked_at: string | null;
}

declare module '../../db/types.js' {
  interface Database {
    exams: ExamsTable;
    exam_questions: ExamQuestionsTable;
    exam_score_counts: ExamScoreCountsTable;
    exam_results: ExamResultsTable;
    exam_answers: ExamAnswersTable;
  }

  /**
   * A student's results, kept by the triggers of migration 2026-11-25-05 on
   * every marking. Quiz average: the mean percent of the results of kind exam
   * and quiz; assignment average: of kind assignment; points: the scores
   * added up; completion rate: results submitted / exams (with questions) of
   * the curricula and courses of the student's class, at most 100%, worked
   * out when one of the student's results is written. Averages and the rate
   * are tenths of a per cent, null while nothing counts.
   */
  interface StudentsTable {
    quiz_count: Generated<number>;
    /** Tenths. */
    quiz_percent_sum: Generated<number>;
    assignment_count: Generated<number>;
    assignment_percent_sum: Generated<number>;
    points: Generated<number>;
    completed_count: Generated<number>;
    quiz_average: Generated<number | null>;
    assignment_average: Generated<number | null>;
    completion_rate: Generated<number | null>;
  }
}
