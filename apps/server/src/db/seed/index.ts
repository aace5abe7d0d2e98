import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { Storage } from '../../lib/storage.js';
import type { Database } from '../types.js';

/**
 * One module's demo data, exported as `seed` from `modules/<module>/<name>.seed.ts`.
 * `after` names the seeds (by file name, `stages` for `stages.seed.ts`) whose rows it reads.
 */
export interface Seed {
  after?: readonly string[];
  run: (db: Kysely<Database>, context: SeedContext) => Promise<void>;
}

/** What a seed may use beside the database. */
export interface SeedContext {
  /**
   * The app's file store, for demo records that own a real upload (a
   * course's image); a seed that needs it seeds nothing without it.
   */
  storage?: Storage;
}

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../modules');
const SEED_FILE = /^([a-z0-9-]+)\.seed\.[cm]?[jt]s$/;

/** Seeds in a dependency order (ties by name, so the order never depends on the file system). */
export function seedOrder(seeds: ReadonlyMap<string, Seed>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, from?: string) => {
    const seed = seeds.get(name);
    if (!seed) throw new Error(`seed ${from} runs after ${name}, which no module seeds`);
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`seeds run after each other in a circle through ${name}`);
    state.set(name, 'visiting');
    for (const before of [...(seed.after ?? [])].sort()) visit(before, name);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of [...seeds.keys()].sort()) visit(name);
  return order;
}

/** Every module's seed: a new module's `<name>.seed.ts` is found here, named nowhere else. */
export async function loadSeeds(): Promise<Map<string, Seed>> {
  const seeds = new Map<string, Seed>();
  for (const dir of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(path.join(modulesDir, dir.name))) {
      const name = SEED_FILE.exec(file)?.[1];
      if (!name) continue;
      const { seed } = (await import(pathToFileURL(path.join(modulesDir, dir.name, file)).href)) as { seed?: Seed };
      if (!seed || typeof seed.run !== 'function') throw new Error(`modules/${dir.name}/${file} exports no seed`);
      seeds.set(name, seed);
    }
  }
  return seeds;
}

/** Fills an empty database with demo data; a database that has users is left alone. */
export async function seedIfEmpty(db: Kysely<Database>, context: SeedContext = {}): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const seeds = await loadSeeds();
  await db.transaction().execute(async (trx) => {
    for (const name of seedOrder(seeds)) await seeds.get(name)!.run(trx, context);
  });
  return true;
}
