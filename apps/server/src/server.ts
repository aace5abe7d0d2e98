import { createApp } from './app.js';
import { ConfigError, configFromEnv } from './config.js';
import { createDb } from './db/create-dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { prepareExports } from './lib/export-copy.js';
import { seedIfEmpty } from './db/seed/index.js';
import { DEMO_PASSWORD, demoAccounts } from './modules/users/users.seed.js';
import { startUploadSweeper } from './modules/uploads/uploads.service.js';
import { countUsers } from './modules/users/users.repository.js';

/** Starts the dashboard: migrate, seed demo data where allowed, listen, and close gracefully on a signal. */
async function main() {
  const config = configFromEnv();
  // Pending migrations run before the app is built: one that fills a column of millions of rows takes
  // minutes, past the time a plugin is given to start (the app's own check then finds none pending).
  // (A database in memory is the app's own connection's: the app migrates it.)
  if (!/^(file:)?:memory:$/.test(config.databaseUrl)) {
    const { db } = createDb(config.databaseUrl);
    try {
      const ran = await migrateToLatest(db);
      if (ran.length) process.stdout.write(`Migrations applied: ${ran.length} (the last ${ran.at(-1)})\n`);
    } finally {
      await db.destroy();
    }
  }
  const app = await createApp(config, { logger: { level: config.logLevel } });
  await app.ready();
  await prepareExports(app.db);
  // Demo users sign in with a published password: only where the configuration allows them.
  const seeded = config.seedDemo ? await seedIfEmpty(app.db, { storage: app.storage }) : false;
  const users = await countUsers(app.db);

  const { port, host } = config;
  await app.listen({ port, host });
  // Files nothing references are deleted hourly, by the server only (tests call the sweep with a clock).
  const stopSweep = startUploadSweeper(app);

  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const lines = [
    '',
    `  Dashboard: http://${shown}:${port}`,
    `  API docs:  http://${shown}:${port}/api/docs`,
    `  Database:  ${app.dialect}${seeded ? ' (demo data seeded)' : ''}`,
    '',
    ...(config.seedDemo
      ? [
          `  Demo accounts (password ${DEMO_PASSWORD}):`,
          ...demoAccounts.map((a) => `    ${a.role.padEnd(14)} ${a.phone}  ${a.name}`),
        ]
      : users === 0
        ? ['  No account yet: create the first admin with `npm run admin:create`.']
        : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      stopSweep()
        .then(() => app.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

main().catch((err) => {
  // A bad setting is the operator's to fix: say which, without a stack trace.
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
