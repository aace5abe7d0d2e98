import type { AuditEntry, AuditPage } from '@dashboard/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { entityName } from '../../lib/i18n.js';
import { audit } from '../../lib/audit.js';
import { afterCommit, transaction } from '../../lib/transaction.js';
import { insertTestKey } from '../../test/api-keys.js';
import { countRows, createUser, signIn, signInAs, TEST_PASSWORD, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';
import { csvLines, xlsxSheet } from '../../test/exports.js';

for (const dialect of dialects) {
  describe(`audit log on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    let admin: Awaited<ReturnType<typeof signInAs>>;
    const send = (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      headers?: object,
    ) =>
      ctx.app.inject({
        method,
        url,
        headers: (headers ?? admin.headers) as Record<string, string>,
        ...(payload ? { payload } : {}),
      });
    const page = async (query = '') => {
      const res = await send('GET', `/api/v1/audit-log${query ? `?${query}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AuditPage;
    };
    const latest = async (query = '') => (await page(`pageSize=1${query ? `&${query}` : ''}`)).items[0]!;
    const rowCount = () => countRows(ctx.app, 'audit_log');

    it('is read by admins only; no other role and no API key, whatever it holds', async () => {
      admin = await signInAs(ctx.app, 'admin');
      for (const role of ['teacher', 'support-agent'] as const) {
        const other = await signInAs(ctx.app, role);
        expect((await send('GET', '/api/v1/audit-log', undefined, other.headers)).statusCode, role).toBe(403);
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/audit-log' })).statusCode).toBe(401);
      const key = await insertTestKey(ctx.app, ['audit.read', 'stages.read']);
      expect((await send('GET', '/api/v1/audit-log', undefined, key.headers)).statusCode).toBe(403);
      const made = await send('POST', '/api/v1/api-keys', { name: 'Greedy client', permissions: ['audit.read'] });
      expect(made.statusCode).toBe(400);
    });

    it('lists every entity a route records, from the routes themselves, for the filter', async () => {
      admin = await signInAs(ctx.app, 'admin');
      const res = await send('GET', '/api/v1/audit-log/entities');
      expect(res.statusCode, res.body).toBe(200);
      const { items } = res.json() as { items: string[] };
      expect(items).toEqual([...items].sort());
      // Each kit entity, and what the routes beside the kit record.
      for (const entity of ctx.app.entities) expect(items).toContain(entity.path.slice(1));
      for (const other of ['sessions', 'settings', 'uploads', 'users', 'teacher-ratings', 'audit-log']) {
        expect(items).toContain(other);
      }
      // Each is named in both languages (its namespace's title, or the log's catalogue), never by its path.
      for (const entity of items) {
        for (const lang of ['en', 'ar'] as const)
          expect(entityName(lang, entity), `${entity} in ${lang}`).not.toBe(entity);
      }
      const teacher = await signInAs(ctx.app, 'teacher');
      expect((await send('GET', '/api/v1/audit-log/entities', undefined, teacher.headers)).statusCode).toBe(403);
    });

    it('records a sign-in, the failed ones, and a sign-out, with who, role and address', async () => {
      const agent = await createUser(ctx.app, 'support-agent', { name: 'Signing Agent' });
      const session = await signIn(ctx.app, agent.phone);
      const signedIn = await latest('action=sign_in');
      expect(signedIn).toMatchObject({
        user_id: agent.id,
        actor_name: 'Signing Agent',
        role: 'support-agent',
        ip: '127.0.0.1',
        entity: 'sessions',
        before: null,
        after: null,
      });
      expect(Date.parse(signedIn.created_at)).not.toBeNaN();
      expect(signedIn.created_at).toMatch(/Z$/);

      const wrong = await send('POST', '/api/v1/login-phone', { phone: agent.phone, password: 'Wrong@1234' }, {});
      expect(wrong.statusCode).toBe(401);
      expect(await latest('action=sign_in_failed')).toMatchObject({
        user_id: null,
        role: null,
        actor_name: null,
        entity: 'sessions',
        entity_id: null,
        details: { phone: agent.phone, reason: 'auth.invalid_credentials' },
      });
      const disabled = await createUser(ctx.app, 'teacher', { active: 0 });
      const refused = await send('POST', '/api/v1/login-phone', { phone: disabled.phone, password: TEST_PASSWORD }, {});
      expect(refused.statusCode).toBe(403);
      expect((await latest('action=sign_in_failed')).details).toEqual({
        phone: disabled.phone,
        reason: 'auth.account_disabled',
      });

      expect((await send('POST', '/api/v1/logout', undefined, session.headers)).statusCode).toBe(204);
      expect(await latest('action=sign_out')).toMatchObject({
        user_id: agent.id,
        role: 'support-agent',
        entity_id: signedIn.entity_id,
      });
    });

    it('keeps secrets out: a password set or changed reads [redacted], and no hash or token is written', async () => {
      const created = await send('POST', '/api/v1/teachers', {
        name: 'Secret Keeper',
        phone: '01011112222',
        password: 'Teacher@Pass1',
      });
      expect(created.statusCode).toBe(201);
      const row = await latest('action=create&entity=teachers');
      expect(row.after).toMatchObject({ name: 'Secret Keeper', password: '[redacted]' });

      const changed = await send('PATCH', `/api/v1/teachers/${created.json().id}`, { password: 'Teacher@Pass2' });
      expect(changed.statusCode).toBe(200);
      expect(await latest('action=update&entity=teachers')).toMatchObject({
        before: { password: null },
        after: { password: '[redacted]' },
      });

      const own = await signInAs(ctx.app, 'admin');
      const pw = await send(
        'POST',
        '/api/v1/profile/password',
        { current_password: TEST_PASSWORD, new_password: 'Admin@Pass3' },
        own.headers,
      );
      expect(pw.statusCode).toBe(204);
      expect(await latest(`action=update&entity=users&entity_id=${own.id}`)).toMatchObject({
        user_id: own.id,
        after: { password: '[redacted]' },
      });

      const everything = JSON.stringify(await ctx.app.db.selectFrom('audit_log').selectAll().execute());
      for (const secret of ['Teacher@Pass1', 'Teacher@Pass2', 'Admin@Pass3', TEST_PASSWORD, 'scrypt$', own.token]) {
        expect(everything).not.toContain(secret);
      }
    });

    it('records a settings change as the fields that changed, by their dotted path', async () => {
      const now = (await send('GET', '/api/v1/settings')).json() as { freeTrial: Record<string, boolean> };
      const res = await send('PUT', '/api/v1/settings', {
        freeTrial: { ...now.freeTrial, quizzes: !now.freeTrial.quizzes },
      });
      expect(res.statusCode).toBe(200);
      expect(await latest('entity=settings')).toMatchObject({
        action: 'update',
        entity_id: null,
        before: { 'freeTrial.quizzes': now.freeTrial.quizzes },
        after: { 'freeTrial.quizzes': !now.freeTrial.quizzes },
      });
    });

    it("files a teacher's own profile change under the teacher, so the record's history shows it", async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      expect((await send('PATCH', '/api/v1/profile', { name: 'Renamed Myself' }, teacher.headers)).statusCode).toBe(
        200,
      );
      const history = await page(`entity=teachers&entity_id=${teacher.id}`);
      expect(history.items.map((e) => [e.action, e.user_id])).toEqual([['update', teacher.id]]);
      expect(history.items[0]!.after).toEqual({ username: 'Renamed Myself' });
    });

    it('leaves no row for a change the database refuses, and no change without its row', async () => {
      const stage = { name_ar: 'مرحلة فريدة', name_en: 'Unique stage', code: 'UNQ1' };
      expect((await send('POST', '/api/v1/stages', stage)).statusCode).toBe(201);
      // A rule the service does not check, so only the database refuses: a unique English name.
      await sql`create unique index test_stages_name_en_unique on stages (name_en)`.execute(ctx.app.db);
      const rows = await rowCount();
      const clash = await send('POST', '/api/v1/stages', { ...stage, code: 'UNQ2' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('validation.duplicate');
      const first = (await send('GET', '/api/v1/stages?q=UNQ1')).json().items[0] as { id: number };
      const renamed = await send('POST', '/api/v1/stages', { ...stage, name_en: 'Other stage', code: 'UNQ3' });
      const rename = await send('PATCH', `/api/v1/stages/${renamed.json().id}`, { name_en: 'Unique stage' });
      expect(rename.statusCode).toBe(409);
      const added = await ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'entity_id'])
        .where('id', '>', 0)
        .orderBy('id', 'desc')
        .limit((await rowCount()) - rows)
        .execute();
      expect(added).toEqual([{ action: 'create', entity_id: String(renamed.json().id) }]);
      expect((await send('GET', `/api/v1/stages/${first.id}`)).statusCode).toBe(200);
      await sql`drop index test_stages_name_en_unique`.execute(ctx.app.db);

      // The other way round: when the row cannot be written, the change does not commit either.
      const refuseRows =
        dialect.name === 'sqlite'
          ? [
              sql`create trigger test_refuse_row before insert on audit_log when new.after like '%Refuse this row%'
                  begin select raise(abort, 'row refused'); end`,
            ]
          : [
              sql`create function test_refuse_row() returns trigger language plpgsql as $$
                  begin if new.after like '%Refuse this row%' then raise exception 'row refused'; end if; return new; end $$`,
              sql`create trigger test_refuse_row before insert on audit_log for each row execute function test_refuse_row()`,
            ];
      for (const statement of refuseRows) await statement.execute(ctx.app.db);
      const count = await rowCount();
      const lost = await send('POST', '/api/v1/stages', { name_ar: 'مرحلة', name_en: 'Refuse this row', code: 'UNQ4' });
      expect(lost.statusCode).toBe(500);
      expect((await send('GET', '/api/v1/stages?q=UNQ4')).json().items).toEqual([]);
      expect(await rowCount()).toBe(count);
      await sql`drop trigger test_refuse_row${sql.raw(dialect.name === 'sqlite' ? '' : ' on audit_log')}`.execute(
        ctx.app.db,
      );

      // And a transaction that rolls back for any reason takes its row with it.
      await expect(
        transaction(ctx.app.db, async (db) => {
          await db
            .insertInto('settings')
            .values({ key: 'probe', value: '1', updated_at: new Date().toISOString() })
            .execute();
          await audit(db, { ip: '127.0.0.1', principal: null, auditRows: 0 }, { action: 'update', entity: 'settings' });
          throw new Error('rolled back after the row');
        }),
      ).rejects.toThrow('rolled back after the row');
      expect(await rowCount()).toBe(count);
      expect(
        await ctx.app.db.selectFrom('settings').select('key').where('key', '=', 'probe').executeTakeFirst(),
      ).toBeUndefined();
    });

    it('runs work queued with afterCommit only once the transaction has committed', async () => {
      const done: string[] = [];
      await transaction(ctx.app.db, async (db) => {
        await afterCommit(db, () => done.push('committed'));
        expect(done).toEqual([]);
      });
      expect(done).toEqual(['committed']);
      await expect(
        transaction(ctx.app.db, async (db) => {
          await afterCommit(db, () => done.push('rolled back'));
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      expect(done).toEqual(['committed']);
    });

    it('filters by user, action, entity and record, and by time', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      await send('PATCH', '/api/v1/profile', { name: 'Filter Teacher' }, teacher.headers);
      const byUser = await page(`user_id=${teacher.id}`);
      expect(byUser.items.length).toBeGreaterThan(0);
      expect(byUser.items.every((e) => e.user_id === teacher.id)).toBe(true);
      const creates = await page('action=create');
      expect(creates.items.every((e) => e.action === 'create')).toBe(true);
      const stages = await page('entity=stages');
      expect(stages.items.length).toBeGreaterThan(0);
      expect(stages.items.every((e) => e.entity === 'stages')).toBe(true);
      const one = stages.items[0]!;
      const record = await page(`entity=stages&entity_id=${one.entity_id}`);
      expect(record.items.every((e) => e.entity === 'stages' && e.entity_id === one.entity_id)).toBe(true);

      const all = await page('pageSize=100');
      const newest = all.items[0]!.created_at;
      const since = await page(`pageSize=100&from=${encodeURIComponent(newest)}`);
      expect(since.items.length).toBeGreaterThan(0);
      expect(since.items.every((e) => e.created_at >= newest)).toBe(true);
      const until = await page(`pageSize=100&to=${encodeURIComponent(newest)}`);
      expect(until.items.every((e) => e.created_at < newest)).toBe(true);
      expect(since.items.length + until.items.length).toBe(all.items.length);
      // The same instant written with an offset.
      const cairo = new Date(Date.parse(newest) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
      expect((await page(`pageSize=100&from=${encodeURIComponent(cairo)}`)).items).toEqual(since.items);
      expect((await page('from=2099-01-01T00:00:00Z')).items).toEqual([]);
    });

    it('pages newest first by keyset, every row once, and refuses bad input with a 400', async () => {
      const seen: AuditEntry[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const next: AuditPage = await page(`pageSize=3${cursor ? `&after=${cursor}` : ''}`);
        seen.push(...next.items);
        cursor = next.nextCursor;
        pages += 1;
      } while (cursor);
      // Rows added while paging (none here) would only show on a fresh first page.
      expect(pages).toBeGreaterThan(2);
      expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
      expect(seen.length).toBe(await rowCount());
      for (let i = 1; i < seen.length; i += 1) {
        const [a, b] = [seen[i - 1]!, seen[i]!];
        expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)).toBe(true);
      }

      const before = await rowCount();
      for (const [query, field] of [
        ['after=bm90LWEtY3Vyc29y', 'after'],
        ['after=has space', 'after'],
        ['entity_id=3', 'entity'],
        ['action=erase', 'action'],
        ['from=yesterday', 'from'],
        // No year 0 on PostgreSQL, nor a year past 9999 in UTC: each was a 500 there.
        ['from=0000-01-01T00:00:00Z', 'from'],
        ['to=9999-12-31T23:59:59-12:00', 'to'],
        ['pageSize=101', 'pageSize'],
        ['user_id=0x10', 'user_id'],
        ['page=2', ''],
      ] as const) {
        const res = await send('GET', `/api/v1/audit-log?${query}`);
        expect(res.statusCode, query).toBe(400);
        if (field)
          expect(
            res.json().errors.map((e: { path: string }) => e.path),
            query,
          ).toContain(field);
      }
      expect(await rowCount()).toBe(before);
    });

    it('exports the filtered rows as CSV and XLSX, and the export is on the trail', async () => {
      const csv = await send('GET', '/api/v1/audit-log/export?format=csv&lang=en&entity=settings');
      expect(csv.statusCode).toBe(200);
      const lines = csvLines(csv);
      expect(lines[0]).toBe('When,Who,Role,Address,Action,Entity,Record,Before,After,Details');
      expect(lines).toHaveLength(1 + (await page('entity=settings')).items.length);
      expect(lines[1]).toContain('freeTrial.quizzes');
      expect(await latest()).toMatchObject({
        action: 'export',
        entity: 'audit-log',
        user_id: admin.id,
        details: { format: 'csv', lang: 'en', entity: 'settings' },
      });
      const xlsx = await send('GET', '/api/v1/audit-log/export?format=xlsx&lang=ar');
      const sheet = await xlsxSheet(xlsx);
      expect(sheet.views[0]?.rightToLeft).toBe(true);
      expect(sheet.getRow(1).getCell(1).value).toBe('الوقت');
    });

    it('has no route that changes or deletes a row, and the database refuses both', async () => {
      const trail = ctx.app.apiRoutes.filter((r) => r.url.startsWith('/api/v1/audit-log'));
      expect(trail.map((r) => r.method).every((m) => m === 'GET')).toBe(true);
      for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
        expect((await send(method, '/api/v1/audit-log')).statusCode, method).toBe(405);
      }
      const { id } = await latest();
      await expect(sql`update audit_log set action = 'erased' where id = ${id}`.execute(ctx.app.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`delete from audit_log where id = ${id}`.execute(ctx.app.db)).rejects.toThrow(/append-only/);
      expect((await latest()).id).toBe(id);
    });

    it('lists staff of every role for the user filter, and names one', async () => {
      const made = await send('POST', '/api/v1/support-agents', {
        name: 'Zainab Filterable',
        phone: '01055556666',
        email: 'zainab@example.com',
        password: TEST_PASSWORD,
        joined_on: '2024-01-01',
      });
      const named = made.json() as { id: number };
      const found = (await send('GET', '/api/v1/audit-log/users?q=Zainab')).json() as { items: { id: number }[] };
      expect(found.items).toEqual([{ id: named.id, name: 'Zainab Filterable', role: 'support-agent' }]);
      const all = (await send('GET', '/api/v1/audit-log/users?pageSize=100')).json() as { items: { role: string }[] };
      expect(new Set(all.items.map((u) => u.role))).toEqual(new Set(['admin', 'teacher', 'support-agent']));
      expect((await send('GET', `/api/v1/audit-log/users/${named.id}`)).json()).toMatchObject({ id: named.id });
      expect((await send('GET', '/api/v1/audit-log/users/99999')).statusCode).toBe(404);
    });
  });
}
