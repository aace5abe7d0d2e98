import type { DashboardStats } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { countEverything } from './dashboard.repository.js';

export async function getStats(db: Kysely<Database>): Promise<DashboardStats> {
  const row = await countEverything(db);
  return {
    stages: Number(row.stages ?? 0),
    classes: Number(row.classes ?? 0),
    subjects: Number(row.subjects ?? 0),
    teachers: Number(row.teachers ?? 0),
    support_agents: Number(row.support_agents ?? 0),
  };
}
