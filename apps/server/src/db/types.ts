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
}

export interface ClassesTable extends NamedRow {
  stage_id: number;
  sort_order: number;
}

export interface SystemsTable extends NamedRow {
  class_id: number;
}

export interface SpecializationsTable extends NamedRow {
  class_id: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  stages: StagesTable;
  classes: ClassesTable;
  systems: SystemsTable;
  specializations: SpecializationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
