import { todayInCairo } from '@dashboard/contracts';
import { describe, expect, it, vi } from 'vitest';
import { seedIfEmpty } from '../../db/seed/index.js';
import { build, createUser, signIn, signInAs, useApp } from '../../test/build.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { dialects } from '../../test/dialects.js';
import { csvLines, xlsxSheet } from '../../test/exports.js';

const AGENTS = '/api/v1/support-agents';

let seq = 0;
/** A valid new agent with a phone and email nobody else has. */
function newAgent(extra: Record<string, unknown> = {}) {
  seq += 1;
  const n = String(seq).padStart(4, '0');
  return {
    name: `Agent ${n}`,
    email: `agent${n}@example.eg`,
    phone: `0128${String(process.pid % 1000).padStart(3, '0')}${n}`,
    password: 'Passw0rd!',
    joined_on: '2024-05-01',
    ...extra,
  };
}

for (const dialect of dialects) {
  describe(`support agents on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const as = async (role: 'admin' | 'teacher' | 'support-agent') => (await signInAs(ctx.app, role)).headers;
    const create = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: AGENTS, headers, payload });
    const patch = (headers: Record<string, string>, id: number, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `${AGENTS}/${id}`, headers, payload });
    const list = async (headers: Record<string, string>, query = '') =>
      (await ctx.app.inject({ method: 'GET', url: `${AGENTS}${query}`, headers })).json();

    it('adds an agent who can then sign in, reads, changes and lists agents', async () => {
      const admin = await as('admin');
      const input = newAgent({ name: '  سارة محمود  ', email: ' Sara.Mahmoud@Example.EG ', phone: '٠١٢ ٣٤٥٦ ٧٨٩٠' });
      const res = await create(admin, input);
      expect(res.statusCode).toBe(201);
      const agent = res.json();
      expect(agent).toMatchObject({
        name: 'سارة محمود',
        email: 'sara.mahmoud@example.eg',
        phone: '01234567890',
        joined_on: '2024-05-01',
        active: true,
      });
      expect(agent).not.toHaveProperty('password');
      expect(agent).not.toHaveProperty('password_hash');

      // The agent signs in with the normalised phone and the password the admin set.
      const session = await signIn(ctx.app, '01234567890', 'Passw0rd!');
      const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: session.headers });
      expect(me.json()).toMatchObject({ id: agent.id, role: 'support-agent', username: 'سارة محمود' });

      const got = await ctx.app.inject({ method: 'GET', url: `${AGENTS}/${agent.id}`, headers: admin });
      expect(got.json()).toEqual(agent);

      const changed = await patch(admin, agent.id, { name: 'Sara Mahmoud', joined_on: '2023-01-15' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ name: 'Sara Mahmoud', joined_on: '2023-01-15', phone: '01234567890' });
      // No password in an edit: the old one still works.
      await signIn(ctx.app, '01234567890', 'Passw0rd!');

      const body = await list(admin, '?q=sara');
      expect(body.items.map((a: { id: number }) => a.id)).toEqual([agent.id]);
    });

    it('lists only support agents, with search, the status filter, sort and paging', async () => {
      const admin = await as('admin');
      await createUser(ctx.app, 'teacher', { name: 'Teacher Not An Agent' });
      const ids: Record<string, number> = {};
      for (const [name, joined_on] of [
        ['أحمد علي', '2022-03-01'],
        ['إيمان فتحي', '2024-01-10'],
        ['Zeinab Mostafa', '2021-07-07'],
      ] as const) {
        ids[name] = (await create(admin, newAgent({ name, joined_on }))).json().id;
      }
      const disabled = (await create(admin, newAgent({ name: 'Disabled Agent', active: false }))).json();
      expect(disabled.active).toBe(false);

      const all = await list(admin, '?pageSize=100');
      expect(all.items.every((a: { name: string }) => a.name !== 'Teacher Not An Agent')).toBe(true);

      // Arabic letter variants, diacritics and Arabic-Indic digits are folded.
      expect((await list(admin, `?q=${encodeURIComponent('احمد')}`)).items.map((a: { id: number }) => a.id)).toEqual([
        ids['أحمد علي'],
      ]);
      expect((await list(admin, `?q=${encodeURIComponent('ايمان')}`)).items.map((a: { id: number }) => a.id)).toEqual([
        ids['إيمان فتحي'],
      ]);
      expect((await list(admin, `?q=${encodeURIComponent('zeinab')}`)).total).toBe(1);
      const byPhone = await list(admin, `?q=${encodeURIComponent(disabled.phone.slice(-6))}`);
      expect(byPhone.items.map((a: { id: number }) => a.id)).toEqual([disabled.id]);
      expect((await list(admin, '?q=example.eg')).total).toBeGreaterThanOrEqual(4);

      const off = await list(admin, '?active=false&pageSize=100');
      expect(off.items.map((a: { id: number }) => a.id)).toContain(disabled.id);
      expect(off.items.every((a: { active: boolean }) => !a.active)).toBe(true);
      const on = await list(admin, '?active=true&pageSize=100');
      expect(on.items.every((a: { active: boolean }) => a.active)).toBe(true);
      expect(on.total + off.total).toBe(all.total);

      const byJoin = await list(admin, '?sort=joined_on&pageSize=100');
      const dates = byJoin.items.map((a: { joined_on: string }) => a.joined_on);
      expect(dates).toEqual([...dates].sort());
      const byJoinDesc = await list(admin, '?sort=-joined_on&pageSize=2&page=1');
      expect(byJoinDesc.pageSize).toBe(2);
      expect(byJoinDesc.items).toHaveLength(2);
      expect(byJoinDesc.total).toBe(all.total);
      const page2 = await list(admin, '?sort=-joined_on&pageSize=2&page=2');
      expect(page2.items[0].joined_on <= byJoinDesc.items[1].joined_on).toBe(true);
      const byName = await list(admin, '?sort=-name&pageSize=100');
      expect(byName.items.map((a: { name: string }) => a.name)[0]).toBe(
        [...byName.items.map((a: { name: string }) => a.name)].sort().reverse()[0],
      );
    });

    it('says what is wrong with bad input, with the spec’s required messages, and changes nothing', async () => {
      const admin = await as('admin');
      const before = (await list(admin)).total;
      const missing = await create(admin, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: 'name', code: 'user.name_required' },
        { path: 'email', code: 'user.email_required' },
        { path: 'phone', code: 'auth.phone_required' },
        { path: 'password', code: 'auth.password_required' },
        { path: 'joined_on', code: 'validation.required' },
      ]);
      const empty = await create(admin, { name: ' ', email: '', phone: '', password: '', joined_on: '' });
      expect(empty.json().errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
        ['name', 'user.name_required'],
        ['email', 'user.email_required'],
        ['phone', 'auth.phone_required'],
        ['password', 'auth.password_required'],
        ['joined_on', 'validation.invalid'],
      ]);
      const bad = await create(admin, {
        name: 'x',
        email: 'not-an-email',
        phone: '0123',
        password: 'short',
        joined_on: '2024-02-30',
      });
      expect(bad.json().errors).toEqual([
        { path: 'name', code: 'validation.min', params: { min: 2 } },
        { path: 'email', code: 'validation.email' },
        { path: 'phone', code: 'validation.phone' },
        { path: 'password', code: 'validation.min', params: { min: 8 } },
        { path: 'joined_on', code: 'validation.invalid' },
      ]);
      const long = await create(admin, newAgent({ name: 'x'.repeat(121), password: 'p'.repeat(129) }));
      expect(long.json().errors).toEqual([
        { path: 'name', code: 'validation.max', params: { max: 120 } },
        { path: 'password', code: 'validation.max', params: { max: 128 } },
      ]);
      const tomorrow = new Date(Date.now() + 2 * 86_400_000);
      const future = await create(admin, newAgent({ joined_on: todayInCairo(tomorrow) }));
      expect(future.statusCode).toBe(400);
      expect(future.json().errors).toEqual([{ path: 'joined_on', code: 'user.joined_in_future' }]);
      expect((await create(admin, newAgent({ joined_on: todayInCairo() }))).statusCode).toBe(201);

      const unknown = await create(admin, newAgent({ role: 'admin' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ path: 'role', code: 'validation.unknown_field' }]);
      for (const url of [`${AGENTS}?active=yes`, `${AGENTS}?sort=password_hash`, `${AGENTS}?pageSize=1000`]) {
        expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(400);
      }
      expect((await list(admin)).total).toBe(before + 1);
    });

    it('refuses an email or phone already registered to any user, on the field, and changes nothing', async () => {
      const admin = await as('admin');
      const first = (await create(admin, newAgent())).json();
      const teacher = await createUser(ctx.app, 'teacher');
      await ctx.app.db
        .updateTable('users')
        .set({ email: 'teacher.x@example.eg' })
        .where('id', '=', teacher.id)
        .execute();
      const before = (await list(admin)).total;

      const samePhone = await create(admin, newAgent({ phone: first.phone }));
      expect(samePhone.statusCode).toBe(409);
      expect(samePhone.json()).toMatchObject({
        code: 'user.taken',
        message: 'Email or phone number is already registered',
        errors: [{ path: 'phone', code: 'user.taken' }],
      });
      const sameEmail = await create(admin, newAgent({ email: first.email.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().errors).toEqual([{ path: 'email', code: 'user.taken' }]);
      // Another role's phone (typed with Arabic digits) and email count too.
      const arabicDigits = teacher.phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
      const teachers = await create(admin, newAgent({ phone: arabicDigits, email: 'teacher.x@example.eg' }));
      expect(teachers.statusCode).toBe(409);
      expect(teachers.json().errors).toEqual([
        { path: 'email', code: 'user.taken' },
        { path: 'phone', code: 'user.taken' },
      ]);
      expect((await list(admin)).total).toBe(before);

      const second = (await create(admin, newAgent())).json();
      const taken = await patch(admin, second.id, { email: first.email, name: 'Renamed' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual([{ path: 'email', code: 'user.taken' }]);
      const unchanged = await ctx.app.inject({ method: 'GET', url: `${AGENTS}/${second.id}`, headers: admin });
      expect(unchanged.json()).toEqual(second);
      // Keeping one's own email and phone is no conflict.
      expect((await patch(admin, second.id, { email: second.email, phone: second.phone })).statusCode).toBe(200);
    });

    it('disables an agent: sessions end at once and sign-in is refused; enabling lets him back', async () => {
      const admin = await as('admin');
      const input = newAgent();
      const agent = (await create(admin, input)).json();
      const session = await signIn(ctx.app, input.phone, input.password);
      const other = await signIn(ctx.app, input.phone, input.password);
      const profile = () => ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: session.headers });
      expect((await profile()).statusCode).toBe(200);

      const off = await patch(admin, agent.id, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().active).toBe(false);
      expect((await profile()).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: other.headers })).statusCode).toBe(
        401,
      );
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login-phone',
        payload: { phone: input.phone, password: input.password },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('auth.account_disabled');
      const revoked = await ctx.app.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('user_id', '=', agent.id)
        .execute();
      expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);

      expect((await patch(admin, agent.id, { active: true })).json().active).toBe(true);
      // The old sessions stay ended; a new sign-in works.
      expect((await profile()).statusCode).toBe(401);
      await signIn(ctx.app, input.phone, input.password);
    });

    it('a new password set by the admin replaces the old one and ends the agent’s sessions', async () => {
      const admin = await as('admin');
      const input = newAgent();
      const agent = (await create(admin, input)).json();
      const session = await signIn(ctx.app, input.phone, input.password);
      const short = await patch(admin, agent.id, { password: 'short' });
      expect(short.json().errors).toEqual([{ path: 'password', code: 'validation.min', params: { min: 8 } }]);
      expect((await patch(admin, agent.id, { password: 'N3w-password' })).statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: session.headers })).statusCode,
      ).toBe(401);
      await expect(signIn(ctx.app, input.phone, input.password)).rejects.toThrow(/401/);
      await signIn(ctx.app, input.phone, 'N3w-password');
    });

    it('ends the open event streams of an agent who is disabled or deleted, as it ends the sessions', async () => {
      const admin = await as('admin');
      const ended = vi.spyOn(ctx.app.events, 'endSession');
      try {
        for (const change of ['disable', 'delete'] as const) {
          const agent = (await create(admin, newAgent())).json() as { id: number };
          const session = await ctx.app.db
            .insertInto('sessions')
            .values({
              user_id: agent.id,
              token_hash: `stream-${change}-${agent.id}`,
              created_at: '2026-01-01T00:00:00.000Z',
              revoked_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          ended.mockClear();
          const res =
            change === 'disable'
              ? await patch(admin, agent.id, { active: false })
              : await ctx.app.inject({ method: 'DELETE', url: `${AGENTS}/${agent.id}`, headers: admin });
          expect(res.statusCode, change).toBeLessThan(300);
          expect(ended.mock.calls, change).toEqual([[session.id]]);
        }
      } finally {
        ended.mockRestore();
      }
    });

    it('deletes agents only: any other user, or nobody, is not found', async () => {
      const admin = await as('admin');
      const agent = (await create(admin, newAgent())).json();
      const teacher = await createUser(ctx.app, 'teacher');
      const adminUser = await createUser(ctx.app, 'admin');
      for (const id of [teacher.id, adminUser.id, 999_999]) {
        const del = await ctx.app.inject({ method: 'DELETE', url: `${AGENTS}/${id}`, headers: admin });
        expect(del.statusCode, String(id)).toBe(404);
        expect((await patch(admin, id, { name: 'Hijack' })).statusCode).toBe(404);
        expect((await ctx.app.inject({ method: 'GET', url: `${AGENTS}/${id}`, headers: admin })).statusCode).toBe(404);
      }
      const still = await ctx.app.db.selectFrom('users').select('name').where('id', '=', teacher.id).executeTakeFirst();
      expect(still?.name).not.toBe('Hijack');

      const session = await signIn(ctx.app, agent.phone, 'Passw0rd!');
      const ok = await ctx.app.inject({ method: 'DELETE', url: `${AGENTS}/${agent.id}`, headers: admin });
      expect(ok.statusCode).toBe(204);
      expect((await ctx.app.inject({ method: 'GET', url: `${AGENTS}/${agent.id}`, headers: admin })).statusCode).toBe(
        404,
      );
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: session.headers })).statusCode,
      ).toBe(401);
    });

    it('seeds five agents: the demo account with a join date, and four more, one disabled', async () => {
      const fresh = await build(dialect);
      try {
        await seedIfEmpty(fresh.app.db);
        const admin = await signIn(fresh.app, '01000000001', DEMO_PASSWORD);
        const body = (
          await fresh.app.inject({ method: 'GET', url: `${AGENTS}?pageSize=100`, headers: admin.headers })
        ).json();
        expect(body.total).toBe(5);
        const demo = body.items.find((a: { phone: string }) => a.phone === '01000000003');
        expect(demo).toMatchObject({ name: 'يوسف عادل', joined_on: '2023-03-15', active: true });
        expect(body.items.filter((a: { active: boolean }) => !a.active)).toHaveLength(1);
        for (const a of body.items) {
          expect(a.phone).toMatch(/^01\d{9}$/);
          expect(a.email).toMatch(/@/);
          expect(a.joined_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        const found = await fresh.app.inject({
          method: 'GET',
          url: `${AGENTS}?q=${encodeURIComponent('يوسف')}`,
          headers: admin.headers,
        });
        expect(found.json().items.map((a: { phone: string }) => a.phone)).toEqual(['01000000003']);
        await signIn(fresh.app, '01000000003', DEMO_PASSWORD);
      } finally {
        await fresh.close();
      }
    });

    it('is for admins only', async () => {
      for (const role of ['teacher', 'support-agent'] as const) {
        const headers = await as(role);
        expect((await ctx.app.inject({ method: 'GET', url: AGENTS, headers })).statusCode).toBe(403);
        expect((await create(headers, newAgent())).statusCode).toBe(403);
        expect((await ctx.app.inject({ method: 'GET', url: `${AGENTS}/export`, headers })).statusCode).toBe(403);
      }
      expect((await ctx.app.inject({ method: 'GET', url: AGENTS })).statusCode).toBe(401);
    });

    it('exports the filtered list as CSV with a BOM and as XLSX, headings in the asked language', async () => {
      const admin = await as('admin');
      const agent = (
        await create(
          admin,
          newAgent({ name: 'Export Me Agent', email: 'export.me@example.eg', joined_on: '2024-03-09' }),
        )
      ).json();
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `${AGENTS}/export?format=csv&lang=ar&q=${encodeURIComponent('export me')}`,
        headers: admin,
      });
      const lines = csvLines(csv);
      expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('موظفو-الدعم')}`);
      expect(lines[0]).toBe('الاسم,رقم الهاتف,البريد الإلكتروني,تاريخ الانضمام,الحالة,تاريخ الإضافة');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        new RegExp(`^Export Me Agent,${agent.phone},export.me@example.eg,٠٩-٠٣-٢٠٢٤,نشط,[٠-٩]{2}-[٠-٩]{2}-[٠-٩]{4}$`),
      );

      await patch(admin, agent.id, { active: false });
      const xlsx = await ctx.app.inject({
        method: 'GET',
        url: `${AGENTS}/export?format=xlsx&lang=en&active=false&q=export`,
        headers: admin,
      });
      const sheet = await xlsxSheet(xlsx);
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Name',
        'Phone number',
        'Email',
        'Join date',
        'Status',
        'Added on',
      ]);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).value).toBe('Export Me Agent');
      expect(sheet.getRow(2).getCell(4).value).toBe('09-03-2024');
      expect(sheet.getRow(2).getCell(5).value).toBe('Disabled');
    });
  });
}
