import { defaultSettings } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { saveSettings } from './settings.service.js';

/** The settings a fresh platform starts with (nothing open on a free trial). */
export async function seedSettings(db: Kysely<Database>): Promise<void> {
  await saveSettings(db, defaultSettings);
}

export const seed: Seed = { run: seedSettings };
