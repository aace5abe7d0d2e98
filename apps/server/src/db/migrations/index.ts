import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

const folder = path.dirname(fileURLToPath(import.meta.url));

/** A migration's file: `<yyyy>-<mm>-<dd>-<nn>-<what>.ts`; the folder's other files are helpers. */
const MIGRATION_FILE = /^(\d{4}-\d{2}-\d{2}-\d{2}-[a-z0-9-]+)\.[cm]?[jt]s$/;

/**
 * Every migration of this folder, by name; names sort in the order they run.
 * A new migration is a new file here: nothing lists it. Landed ones are frozen.
 */
export async function loadMigrations(): Promise<Record<string, Migration>> {
  const files = readdirSync(folder)
    .map((file) => MIGRATION_FILE.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => a[1]!.localeCompare(b[1]!));
  const loaded = await Promise.all(
    files.map(async ([file, name]) => {
      const migration = (await import(pathToFileURL(path.join(folder, file)).href)) as Migration;
      if (typeof migration.up !== 'function') throw new Error(`migration ${file} has no up()`);
      return [name!, migration] as const;
    }),
  );
  return Object.fromEntries(loaded);
}
