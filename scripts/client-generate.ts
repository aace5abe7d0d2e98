/**
 * `npm run client:generate`: writes packages/api-client/schema.d.ts, the
 * API's types, from the OpenAPI document the server serves at
 * /api/docs/json. The app is built in memory (an empty SQLite database,
 * nothing listens), so this needs no running server and no configuration.
 * A server test fails while the checked-in file differs from what this
 * writes, so run it after changing a route or a contract.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSchemaTypes, schemaFile } from '../packages/api-client/src/generate.js';
import { createApp } from '../apps/server/src/app.js';
import { configFromEnv } from '../apps/server/src/config.js';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-generate-'));
const app = await createApp(
  { ...configFromEnv({}), databaseUrl: 'file::memory:', webDist: null, uploadsDir },
  { logger: false },
);
try {
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const source = await generateSchemaTypes(res.json());
  fs.writeFileSync(schemaFile, source);
  console.log(`wrote ${path.relative(process.cwd(), fileURLToPath(schemaFile))} (${source.split('\n').length} lines)`);
} finally {
  await app.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
}
