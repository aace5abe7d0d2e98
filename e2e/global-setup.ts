/**
 * The browser suite's world: the real server, in this process, on a random
 * port of 127.0.0.1, with a fresh SQLite file seeded with the demo accounts,
 * serving the built web app. A second, test-only listener lets a test push a
 * message to open dashboards (the app itself has no such door). One Chromium
 * serves every file (each test gets its own context), and each demo role is
 * signed in once, here, through the API: tests start signed in from that
 * session instead of going through the form (auth.test.ts tests the form).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse, PushMessage, Role, SessionUser } from '@dashboard/contracts';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createApp } from '../apps/server/src/app.js';
import { configFromEnv } from '../apps/server/src/config.js';
import { seedIfEmpty } from '../apps/server/src/db/seed/index.js';
import { DEMO_PASSWORD, demoAccounts } from '../apps/server/src/modules/users/users.seed.js';
import type { Audience } from '../apps/server/src/plugins/events.js';

/** A signed-in demo account: the token the server gave and the user it answered with. */
export interface StoredSession {
  token: string;
  user: SessionUser;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dashboard, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
    /** POST `{audience?, title, body}` here to push a toast (test-only listener). */
    publishURL: string;
    /** The Chromium to drive, or null when there is none (the browser suites are skipped). */
    chromiumPath: string | null;
    /** The shared Chromium's endpoint (`chromium.connect`), or null when there is none. */
    browserWSEndpoint: string | null;
    /** One session a demo role, signed in once for the whole suite. Never sign it out. */
    sessions: Record<Role, StoredSession>;
  }
}

function findChromium(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : null;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export default async function setup(project: TestProject) {
  const config = configFromEnv({ WEB_DIST: process.env.WEB_DIST });
  const index = config.webDist ? path.join(config.webDist, 'index.html') : null;
  if (!index || !fs.existsSync(index)) {
    throw new Error(
      `e2e: the web app is not built (${index ?? 'no webDist'} is missing). Run \`npm run build\` first, then the e2e suite.`,
    );
  }

  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    if (process.env.CI)
      throw new Error(`e2e: no Chromium at ${wanted} (set CHROMIUM_PATH). CI must run the browser suites.`);
    const bar = '!'.repeat(78);
    console.warn(
      `\n${bar}\n!! e2e: NO CHROMIUM at ${wanted} (set CHROMIUM_PATH).\n!! The browser suites are SKIPPED: nothing in the UI was tested.\n${bar}\n`,
    );
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-e2e-'));
  const app = await createApp(
    {
      ...config,
      databaseUrl: `file:${path.join(tmp, 'e2e.sqlite')}`,
      uploadsDir: path.join(tmp, 'uploads'),
      // Tests sign in wrongly on purpose, many times, from one address.
      loginThrottle: { perPhone: 10_000, perAddress: 100_000, windowMs: 60_000 },
      rateLimitPerMinute: 1_000_000,
    },
    { logger: false },
  );
  await app.ready();
  await seedIfEmpty(app.db, { storage: app.storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // Test-only: publish a message on the app's event bus, as a feature of the app would.
  const publisher = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/publish') {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      try {
        const { audience = 'all', title, body } = JSON.parse(raw) as { audience?: Audience } & PushMessage;
        app.events.publish(audience, { title, body });
        res.writeHead(204).end();
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
      }
    });
  });
  const publishURL = `http://127.0.0.1:${await listen(publisher)}/publish`;

  const sessions = {} as Record<Role, StoredSession>;
  for (const account of demoAccounts) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/login-phone',
      payload: { phone: account.phone, password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`e2e: the demo ${account.role} cannot sign in: ${res.body}`);
    const { token, user } = res.json<LoginResponse>();
    sessions[account.role] = { token, user };
  }

  let browser: BrowserServer | null = null;
  if (chromiumPath) {
    browser = await chromium.launchServer({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  }

  project.provide('baseURL', baseURL);
  project.provide('publishURL', publishURL);
  project.provide('chromiumPath', chromiumPath);
  project.provide('browserWSEndpoint', browser?.wsEndpoint() ?? null);
  project.provide('sessions', sessions);

  return async () => {
    await browser?.close();
    publisher.closeAllConnections();
    await new Promise<void>((resolve) => publisher.close(() => resolve()));
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
