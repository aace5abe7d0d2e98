import fs from 'node:fs';
import { generateSchemaTypes, schemaFile } from '@dashboard/api-client/generate';
import { stageWorkflow } from '@dashboard/api-client/workflow';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../db/seed/index.js';
import { DEMO_PASSWORD, demoAccounts } from '../modules/users/users.seed.js';
import { useApp } from './build.js';
import { dialects } from './dialects.js';
import { injectFetch } from './inject-fetch.js';

const admin = demoAccounts.find((a) => a.role === 'admin')!;

describe('the generated client (packages/api-client)', () => {
  const ctx = useApp(dialects[0]!);

  it('is what the served document generates now (else: npm run client:generate)', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const fresh = await generateSchemaTypes(doc);
    const checkedIn = fs.readFileSync(schemaFile, 'utf8');
    // A plain equality, so a stale file fails with the lines that differ.
    expect(checkedIn, 'packages/api-client/schema.d.ts is stale: run npm run client:generate').toBe(fresh);
  });
});

for (const dialect of dialects) {
  describe(`a workflow through the generated client on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('signs in as the demo admin, lists stages, adds one and reads it back', async () => {
      await seedIfEmpty(ctx.app.db);
      const result = await stageWorkflow(
        { baseUrl: 'http://dashboard.test', fetch: injectFetch(ctx.app) },
        { phone: admin.phone, password: DEMO_PASSWORD },
        { code: 'CLIENT', name_ar: 'مرحلة العميل', name_en: 'Client stage' },
      );
      expect(result.listedBefore).toBeGreaterThan(0);
      expect(result.created).toMatchObject({ code: 'CLIENT', name_en: 'Client stage' });
      expect(result.readBack).toEqual({ ...result.created, class_count: 0 });
    });
  });
}
