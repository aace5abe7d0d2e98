import type { Migration } from 'kysely';
import * as m20261122_01 from './2026-11-22-01-users-and-sessions.js';
import * as m20261122_02 from './2026-11-22-02-academic-structure.js';
import * as m20261122_03 from './2026-11-22-03-subjects.js';
import * as m20261122_04 from './2026-11-22-04-staff-students-ratings.js';
import * as m20261122_05 from './2026-11-22-05-settings.js';
import * as m20261122_06 from './2026-11-22-06-list-indexes-and-aggregates.js';
import * as m20261123_01 from './2026-11-23-01-api-keys.js';
import * as m20261123_02 from './2026-11-23-02-audit-log.js';
import * as m20261123_03 from './2026-11-23-03-search-index.js';
import * as m20261123_04 from './2026-11-23-04-kept-counts.js';
import * as m20261123_05 from './2026-11-23-05-kept-link-lists.js';

/** Every migration, by name; names sort in the order they run. Landed ones are frozen. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-01-users-and-sessions': m20261122_01,
  '2026-11-22-02-academic-structure': m20261122_02,
  '2026-11-22-03-subjects': m20261122_03,
  '2026-11-22-04-staff-students-ratings': m20261122_04,
  '2026-11-22-05-settings': m20261122_05,
  '2026-11-22-06-list-indexes-and-aggregates': m20261122_06,
  '2026-11-23-01-api-keys': m20261123_01,
  '2026-11-23-02-audit-log': m20261123_02,
  '2026-11-23-03-search-index': m20261123_03,
  '2026-11-23-04-kept-counts': m20261123_04,
  '2026-11-23-05-kept-link-lists': m20261123_05,
};
