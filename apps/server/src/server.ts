import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { seedIfEmpty } from './db/seed/index.js';
import { DEMO_PASSWORD, demoAccounts } from './modules/users/users.seed.js';

/** Starts the dashboard: migrate, seed an empty database, listen, and close gracefully on a signal. */
async function main() {
  const config = configFromEnv();
  const app = await createApp(config, { logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.ready();
  const seeded = await seedIfEmpty(app.db);

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });

  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const lines = [
    '',
    `  Dashboard: http://${shown}:${port}`,
    `  API docs:  http://${shown}:${port}/api/docs`,
    `  Database:  ${app.dialect}${seeded ? ' (demo data seeded)' : ''}`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...demoAccounts.map((a) => `    ${a.role.padEnd(14)} ${a.phone}  ${a.name}`),
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
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
