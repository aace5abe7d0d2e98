import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';
import { demoLadder } from '../stages/stages.seed.js';

/** The classes of the ladder (stages.seed.ts), each in its stage, in order. */
export async function seedClasses(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  for (const stage of demoLadder) {
    const { id: stageId } = await db
      .selectFrom('stages')
      .select('id')
      .where('code', '=', stage.code)
      .executeTakeFirstOrThrow();
    for (const [i, [name_en, name_ar]] of stage.classes.entries()) {
      await db
        .insertInto('classes')
        .values({
          stage_id: stageId,
          name_en,
          name_ar,
          sort_order: i + 1,
          search_text: searchText(name_ar, name_en),
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}

export const seed: Seed = { after: ['stages'], run: seedClasses };
