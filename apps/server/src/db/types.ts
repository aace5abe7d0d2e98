import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 strings in UTC on both dialects (the
 * PostgreSQL driver is told to hand `timestamptz` back as ISO strings), and
 * flags are integers 0/1 on both, so one query code serves SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  role: 'admin' | 'teacher' | 'support-agent';
  password_hash: string;
  photo: string | null;
  active: number;
  /** YYYY-MM-DD. */
  joined_on: string | null;
  /** `foldForSearch` of name, phone and email. */
  search_text: Generated<string>;
  /** A teacher's ratings, kept by triggers on `teacher_ratings` (0 for other roles). */
  rating_count: Generated<number>;
  /** Sum of a teacher's stars, kept by triggers. */
  rating_sum: Generated<number>;
  /** rating_sum / rating_count, 0 with no rating; kept by triggers, so lists sort by it. */
  rating_average: Generated<number>;
  /**
   * A teacher's subjects and classes as the list shows them: JSON arrays of
   * `{id, name_ar, name_en}` in order, kept by triggers (migration
   * 2026-11-23-05); `[]` for other roles. Read with `fromJsonArray`.
   */
  subject_list: Generated<string>;
  class_list: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token, hex: the token itself is never stored. */
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
}

/** Columns every named row of the academic structure has. */
interface NamedRow {
  id: Generated<number>;
  name_ar: string;
  name_en: string;
  /** `foldForSearch` of the names (and code): what `?q=` matches. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface StagesTable extends NamedRow {
  code: string;
  sort_order: number;
  /** How many classes the stage has, kept by triggers on `classes`. */
  class_count: Generated<number>;
}

export interface ClassesTable extends NamedRow {
  stage_id: number;
  sort_order: number;
  /** How many systems the class has, kept by triggers on `systems`. */
  system_count: Generated<number>;
  /** How many specializations the class has, kept by triggers on `specializations`. */
  specialization_count: Generated<number>;
}

export interface SystemsTable extends NamedRow {
  class_id: number;
}

export interface SpecializationsTable extends NamedRow {
  class_id: number;
}

export interface SubjectsTable extends NamedRow {
  code: string;
  specialization_id: number | null;
  /** How many teachers teach the subject, kept by triggers on `teacher_subjects`. */
  teacher_count: Generated<number>;
  /** The subject's classes with their stages, a JSON array in ladder order, kept by triggers (2026-11-23-05). */
  class_list: Generated<string>;
}

export interface SubjectClassesTable {
  subject_id: number;
  class_id: number;
}

export interface TeacherSubjectsTable {
  teacher_id: number;
  subject_id: number;
}

export interface TeacherClassesTable {
  teacher_id: number;
  class_id: number;
}

export interface StudentsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  class_id: number | null;
  system_id: number | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface TeacherRatingsTable {
  id: Generated<number>;
  teacher_id: number;
  student_id: number;
  /** 1 to 5. */
  stars: number;
  comment: string | null;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: string;
}

export interface ApiKeysTable {
  id: Generated<number>;
  /** The client the key was made for. */
  name: string;
  /** `dsk_live_` and the key's next characters, shown to tell keys apart. */
  prefix: string;
  /** SHA-256 of the key, hex: the key itself is never stored. */
  key_hash: string;
  /** JSON array of the permissions the key holds. */
  permissions: string;
  /** `foldForSearch` of the name and prefix: what `?q=` matches. */
  search_text: string;
  /** The admin who made it; null once that user is deleted. */
  created_by: number | null;
  created_at: string;
  /** Written at most once a minute a key, so a busy key costs no write per request. */
  last_used_at: string | null;
  /** Set when revoked; a revoked key authenticates nothing. */
  revoked_at: string | null;
}

/** One row of the audit trail (`lib/audit.ts`); append-only, enforced by triggers. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  /** The staff member who acted; null for an API key or a visitor. No foreign key: the row outlives the user. */
  user_id: number | null;
  /** The API key that acted; null otherwise. */
  api_key_id: number | null;
  /** The user's or key's name at the time. */
  actor_name: string | null;
  /** `admin`, `teacher`, `support-agent`, `service`, or null for a visitor. */
  role: string | null;
  ip: string;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON objects (secrets redacted), or null. */
  before: string | null;
  after: string | null;
  details: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  stages: StagesTable;
  classes: ClassesTable;
  systems: SystemsTable;
  specializations: SpecializationsTable;
  subjects: SubjectsTable;
  subject_classes: SubjectClassesTable;
  teacher_subjects: TeacherSubjectsTable;
  teacher_classes: TeacherClassesTable;
  students: StudentsTable;
  teacher_ratings: TeacherRatingsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  api_keys: ApiKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
