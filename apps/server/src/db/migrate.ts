import { Migrator, type Kysely } from 'kysely';
import type { Database } from './types.js';
import { loadMigrations } from './migrations/index.js';

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: loadMigrations },
    // Work done side by side lands in any order: a database that ran 2026-11-23-03 before
    // 2026-11-23-01 existed still gets 01. Each migration stands on its own; none is edited once landed.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
