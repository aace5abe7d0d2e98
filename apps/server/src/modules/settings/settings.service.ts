import { defaultSettings, settingsSchema, type Settings } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { transaction } from '../../lib/transaction.js';
import * as repo from './settings.repository.js';

type Section = keyof Settings;
const sections = Object.keys(settingsSchema.shape) as Section[];

function parsed(section: Section, raw: string | undefined): Settings[Section] {
  if (raw === undefined) return defaultSettings[section];
  try {
    const result = settingsSchema.shape[section].safeParse(JSON.parse(raw));
    // A section saved by an older version, with a switch since added, keeps what it had and gets the new default.
    if (result.success) return result.data;
    const merged = settingsSchema.shape[section].safeParse({
      ...defaultSettings[section],
      ...(JSON.parse(raw) as object),
    });
    return merged.success ? merged.data : defaultSettings[section];
  } catch {
    return defaultSettings[section];
  }
}

/**
 * The general settings, for the settings screen and for every module that
 * needs one (a free trial's reach, …). Each section is one row of `settings`
 * (key = section, value = JSON); a missing or unreadable one reads as its default.
 */
export async function getSettings(db: Kysely<Database>): Promise<Settings> {
  const rows = await repo.allSettings(db);
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(sections.map((s) => [s, parsed(s, byKey.get(s))])) as Settings;
}

/** Saves every section together, in one transaction, and answers what is now stored. */
export async function saveSettings(db: Kysely<Database>, value: Settings): Promise<Settings> {
  const valid = settingsSchema.parse(value);
  const save = async (trx: Kysely<Database>) => {
    const now = new Date().toISOString();
    for (const s of sections) await repo.upsertSetting(trx, s, JSON.stringify(valid[s]), now);
    return getSettings(trx);
  };
  // Called inside a caller's transaction (the route's, with its audit row; a seeder's), it joins it.
  return transaction(db, save);
}
