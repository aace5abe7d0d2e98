import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { configFromEnv, repoRoot } from '../../config.js';
import { dialects } from '../../test/dialects.js';

/** Runs `npm run admin:create`'s command with only `env`, its input not a terminal. */
function adminCreate(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

for (const dialect of dialects) {
  describe(`npm run admin:create on ${dialect.name}`, () => {
    let url: string;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      if (dialect.name === 'sqlite') {
        // Another process writes it: a file, not the in-memory database of the other suites.
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-'));
        url = `file:${path.join(dir, 'db.sqlite')}`;
        drop = async () => fs.rmSync(dir, { recursive: true, force: true });
      } else {
        ({ url, drop } = await dialect.create());
      }
    });
    afterAll(async () => drop?.());

    it('adds an admin from the environment to a new database, who can then sign in', async () => {
      const run = await adminCreate({
        DATABASE_URL: url,
        ADMIN_PHONE: '٠١٢ ٣٤٥٦ ٧٨٩٠',
        ADMIN_NAME: '  Hala Mostafa ',
        ADMIN_PASSWORD: 'Real-admin-9',
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Admin Hala Mostafa (01234567890) added');

      const app = await createApp({ ...configFromEnv({}), webDist: null, databaseUrl: url }, { logger: false });
      try {
        const login = (password: string) =>
          app.inject({ method: 'POST', url: '/api/v1/login-phone', payload: { phone: '01234567890', password } });
        const res = await login('Real-admin-9');
        expect(res.statusCode).toBe(200);
        expect(res.json().user).toMatchObject({ username: 'Hala Mostafa', role: 'admin' });
        expect((await login('Demo@12345')).statusCode).toBe(401);
        const users = await app.db.selectFrom('users').select(['phone', 'role']).execute();
        expect(users).toEqual([{ phone: '01234567890', role: 'admin' }]);
      } finally {
        await app.close();
      }
    });

    it('refuses what the API refuses, with the API’s messages, and adds nobody', async () => {
      const bad = await adminCreate({ DATABASE_URL: url, ADMIN_PHONE: '12', ADMIN_NAME: 'X', ADMIN_PASSWORD: 'short' });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('No admin added:');
      expect(bad.stderr).toContain('password: Must be at least 8 characters');
      expect(bad.stderr).toMatch(/phone: .+/);
      expect(bad.stderr).toMatch(/name: .+/);
      expect(bad.stderr).not.toMatch(/\n\s+at /);

      const taken = await adminCreate({
        DATABASE_URL: url,
        ADMIN_PHONE: '01234567890',
        ADMIN_NAME: 'Someone Else',
        ADMIN_PASSWORD: 'Another-one-1',
      });
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain('phone: Email or phone number is already registered');
    });

    it('asks for what is missing in a terminal, and says which variables to set elsewhere', async () => {
      const run = await adminCreate({ DATABASE_URL: url, ADMIN_PHONE: '01234567891' });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        'No admin added: set ADMIN_NAME, ADMIN_PASSWORD, or run npm run admin:create in a terminal',
      );
    });
  });
}
