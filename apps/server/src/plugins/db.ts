import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, type DialectName } from '../db/create-dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { findSearchIndexes } from '../lib/list.js';
import { learnWriteSchema } from '../lib/remembered-reads.js';
import type { Database } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

export interface DbPluginOptions {
  databaseUrl: string;
  /** Run pending migrations when the app starts (on by default). */
  migrate?: boolean;
}

/** Opens the database, brings its schema up to date and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const { db, dialect } = createDb(opts.databaseUrl);
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.addHook('onClose', async () => db.destroy());
    if (opts.migrate !== false) {
      const ran = await migrateToLatest(db);
      if (ran.length) app.log.info({ migrations: ran }, 'migrations applied');
    }
    await findSearchIndexes(db);
    await learnWriteSchema(db, dialect);
  },
  { name: 'db' },
);
