import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../db/create-dialect.js';
import type { Database } from '../db/types.js';
import { dialects } from '../test/dialects.js';
import { idLookup, TOTAL_TTL_MS } from './list.js';
import { learnWriteSchema } from './remembered-reads.js';

for (const dialect of dialects) {
  describe(`names looked up by id on ${dialect.name}`, () => {
    /** The app's connection (it sees its own writes), and another process's (it does not). */
    let app: Kysely<Database>;
    let other: Kysely<Database>;
    let drop: () => Promise<void>;

    beforeEach(async () => {
      let url: string;
      if (dialect.name === 'sqlite') {
        // A file, not memory: the other connection must see the same database.
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'id-lookup-'));
        url = `file:${path.join(dir, 'db.sqlite')}`;
        drop = async () => fs.rmSync(dir, { recursive: true, force: true });
      } else {
        const created = await dialect.create();
        url = created.url;
        drop = created.drop;
      }
      app = createDb(url).db;
      other = createDb(url).db;
      await sql`create table named (id integer primary key, name text not null, seen integer not null)`.execute(app);
      await sql`insert into named (id, name, seen) values (1, 'one', 0), (2, 'two', 0)`.execute(app);
      await learnWriteSchema(app, dialect.name);
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await app.destroy();
      await other.destroy();
      await drop();
    });

    const lookup = () => idLookup(app, 'named_id', 'named' as keyof Database & string, { named_name: 'name' });
    const nameOf = async (id: number) => (await lookup().read([id]))[0]?.name;
    const rename = (db: Kysely<Database>, id: number, name: string) =>
      db
        .updateTable('named' as never)
        .set({ name } as never)
        .where('id' as never, '=', id as never)
        .execute();

    it('keeps what it read across lookups until the app writes the names, or for a while', async () => {
      expect(await nameOf(1)).toBe('one');
      // Written behind the app's back (another process): the name read before is still answered…
      await rename(other, 1, 'uno');
      expect(await nameOf(1)).toBe('one');
      // …and an id not read before is read, with the rest of what it was asked.
      expect((await lookup().read([1, 2])).map((r) => r.name).sort()).toEqual(['one', 'two']);
      // Rows added, or another column set, change no name.
      await app
        .insertInto('named' as never)
        .values({ id: 3, name: 'three', seen: 0 } as never)
        .execute();
      await app
        .updateTable('named' as never)
        .set({ seen: 1 } as never)
        .execute();
      expect(await nameOf(1)).toBe('one');
      expect(await nameOf(3)).toBe('three');
      // A name the app writes: every name is read again.
      await rename(app, 2, 'deux');
      expect(await nameOf(2)).toBe('deux');
      expect(await nameOf(1)).toBe('uno');
      // Another process's write is seen once the names are older than a count is kept.
      await rename(other, 1, 'eins');
      expect(await nameOf(1)).toBe('uno');
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + TOTAL_TTL_MS);
      expect(await nameOf(1)).toBe('eins');
    });

    it('keeps nothing it read while the app wrote the table', async () => {
      expect(await nameOf(2)).toBe('two');
      // The write is sent while the read of id 1 runs: what that read found may be the old name.
      const reading = lookup().read([1]);
      await rename(app, 1, 'uno');
      await reading;
      expect(await nameOf(1)).toBe('uno');
    });
  });
}
