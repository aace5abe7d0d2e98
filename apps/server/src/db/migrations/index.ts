import type { Migration } from 'kysely';
import * as m20261122_01 from './2026-11-22-01-users-and-sessions.js';
import * as m20261122_02 from './2026-11-22-02-academic-structure.js';

/** Every migration, by name; names sort in the order they run. Landed ones are frozen. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-01-users-and-sessions': m20261122_01,
  '2026-11-22-02-academic-structure': m20261122_02,
};
