import type { Generated } from 'kysely';

/** Migration 2026-11-25-03. */
export interface CoursesTable {
  id: Generated<number>;
  teacher_id: number;
  class_id: number;
  subject_id: number;
  name_ar: string;
  name_en: string;
  description: string;
  /** A YouTube or Vimeo link, or null. */
  promo_video_url: string | null;
  /** The stored name of the image, an upload the course owns. */
  image: string;
  /** 1 paid, 0 free. */
  is_paid: number;
  /** Piastres: above 0 when paid, 0 when free. */
  price: number;
  /** `foldForSearch` of the names, the teacher's name and the subject's names. */
  search_text: string;
  /** Its specializations as a JSON array of `{ id, name_ar, name_en }`, by English name: kept by triggers (migration 2026-11-26-01). */
  specialization_list: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface CourseSpecializationsTable {
  course_id: number;
  specialization_id: number;
}

declare module '../../db/types.js' {
  interface Database {
    courses: CoursesTable;
    course_specializations: CourseSpecializationsTable;
  }
}
