import type { CodeGroupContentType, CodeKind } from '@dashboard/contracts';
import type { Generated } from 'kysely';

/** A request that made codes (migration 2026-11-26-05). */
export interface CodeBatchesTable {
  id: Generated<number>;
  kind: CodeKind;
  group_id: number | null;
  count: number;
  price: number;
  actor_id: number;
  created_at: string;
}

/** One secret code: used once, by one conditional update. */
export interface CodesTable {
  id: Generated<number>;
  /** Upper-case, without dashes. */
  code: string;
  kind: CodeKind;
  /** Piastres. */
  price: number;
  group_id: number | null;
  batch_id: number;
  student_id: number | null;
  /** The name of the student who used it, kept current by a trigger (migration 2026-12-03-01). */
  student_name: string | null;
  used_at: string | null;
  created_at: string;
}

/** A subscription code group, its counts kept on write. */
export interface CodeGroupsTable {
  id: Generated<number>;
  title: string;
  teacher_id: number;
  class_id: number;
  content_type: CodeGroupContentType;
  curriculum_id: number | null;
  price: number;
  period_days: number | null;
  code_count: Generated<number>;
  used_count: Generated<number>;
  available_count: Generated<number>;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface CodeGroupCoursesTable {
  group_id: number;
  course_id: number;
}

declare module '../../db/types.js' {
  interface Database {
    code_batches: CodeBatchesTable;
    codes: CodesTable;
    code_groups: CodeGroupsTable;
    code_group_courses: CodeGroupCoursesTable;
  }
}
