import type { FastifyInstance } from 'fastify';
import type { Response as Res } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { mustAudit } from '../plugins/audit.js';
import { addSystem } from './academic.js';
import { countRows, createUser, signInAs, TEST_PASSWORD, useApp } from './build.js';
import { codeGroupBody, makeCodeGroup } from './code-groups.js';
import { dialects } from './dialects.js';
import { childIds } from '../lib/order.js';
import { maker, sampleCreate, sampleUpdate } from './samples.js';

/**
 * Audit by default, in behaviour: every write and export route the app has
 * is performed once, successfully, and must leave exactly one audit row,
 * naming what its `config.audit` declares; where a route has a refusal the
 * database or a rule makes (a duplicate, an in-use record), that refusal
 * must leave none. A route added later without a case here fails the first
 * test, so nobody can add a write the trail does not see.
 */

type Headers = Record<string, string>;

interface Tools {
  app: FastifyInstance;
  admin: Headers;
  send: (method: string, url: string, payload?: unknown, headers?: Headers) => Promise<Res>;
  /** A new record of the kit's entity at `path` (`/teachers`), or an API key, made through the API; answers its id. */
  make: (path: string) => Promise<number>;
}

interface Case {
  /** Makes what the request needs (its own rows are audited too, before the count starts). */
  prepare?: (t: Tools) => Promise<unknown>;
  /** Performs the route once; the answer must be a success unless `status` says otherwise. */
  run: (t: Tools, prepared: any) => Promise<Res>; // eslint-disable-line @typescript-eslint/no-explicit-any
  status?: number;
  /** What the one new row says. */
  row: { action: string; entity: string; entity_id: (res: Res, prepared: any) => unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A refusal of the route (a clash): `prepare` makes the clash, `run` is refused with 409 and leaves no row. */
  refused?: Omit<Case, 'row' | 'refused' | 'status'>;
}

const anyId = () => expect.stringMatching(/^\d+$/) as unknown;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let seq = 0;
const next = () => (seq += 1);
const phone = () => `0120${String(process.pid % 1000).padStart(3, '0')}${String(next()).padStart(4, '0')}`;
const idOf = (res: Res) => String((res.json() as { id: number }).id);

/**
 * The kit's routes of every entity it registered (create, update, delete,
 * export), derived from the registry: the bodies come from the contract's
 * example (`test/samples.ts`), so a new entity is covered without a line
 * here. A refused write of the kit leaves no row either: `crudContract`
 * checks that for each entity.
 */
function kitCases(t: Tools): Record<string, Case> {
  const derived: Record<string, Case> = {};
  for (const entity of t.app.entities) {
    const url = `/api/v1${entity.path}`;
    const name = entity.path.slice(1);
    const make = (tools: Tools) => tools.make(entity.path);
    const reference = (tools: Tools) => maker(tools.app, tools.admin);
    if (entity.create) {
      derived[`POST ${url}`] = {
        prepare: (tools) => sampleCreate(tools.app, entity, reference(tools), undefined, tools.admin),
        run: (tools, body) => tools.send('POST', url, body),
        row: { action: 'create', entity: name, entity_id: idOf },
      };
      if (entity.update) {
        derived[`PATCH ${url}/:id`] = {
          prepare: async (tools) => ({
            id: await make(tools),
            change: await sampleUpdate(tools.app, entity, reference(tools), tools.admin),
          }),
          run: (tools, { id, change }: { id: number; change: object }) => tools.send('PATCH', `${url}/${id}`, change),
          row: { action: 'update', entity: name, entity_id: idOf },
        };
      }
      if (entity.remove) {
        derived[`DELETE ${url}/:id`] = {
          prepare: make,
          run: (tools, id) => tools.send('DELETE', `${url}/${id}`),
          row: { action: 'delete', entity: name, entity_id: (_, id: number) => String(id) },
        };
      }
    }
    for (const { segment, table, parentKey } of entity.ordered) {
      // Two children made in the parent, then put the other way round.
      derived[`PUT ${url}/:id/${segment}/order`] = {
        prepare: async (tools) => {
          const parentId = await make(tools);
          const child = tools.app.entities.find((e) => e.table === table)!;
          const made = new Map([[entity.one, parentId]]);
          const make2 = maker(tools.app, tools.admin);
          const ids = [await make2(child, made), await make2(child, made)];
          const stored = await childIds(tools.app.db, { table, parentKey }, parentId);
          expect(stored).toEqual(ids);
          return { parentId, ids: [...ids].reverse() };
        },
        run: (tools, { parentId, ids }: { parentId: number; ids: number[] }) =>
          tools.send('PUT', `${url}/${parentId}/${segment}/order`, { ids }),
        row: { action: 'update', entity: name, entity_id: (_, { parentId }: { parentId: number }) => String(parentId) },
      };
    }
    if (entity.export) {
      derived[`GET ${url}/export`] = {
        run: (tools) => tools.send('GET', `${url}/export?format=csv`),
        row: { action: 'export', entity: name, entity_id: () => null },
      };
    }
  }
  return derived;
}

/** An exam (made as the kit makes one) holding one paragraph question of its bank, through the API. */
async function examWithQuestion(t: Tools) {
  const id = await t.make('/exams');
  const exam = (await t.send('GET', `/api/v1/exams/${id}`)).json() as {
    course_id: number | null;
    curriculum_id: number | null;
  };
  const bank = exam.course_id ? { course_id: exam.course_id } : { curriculum_id: exam.curriculum_id };
  const question = await t.send('POST', '/api/v1/questions', {
    ...bank,
    type: 'paragraph',
    prompt: 'Explain the water cycle.',
    points: 5,
  });
  expect(question.statusCode, question.body).toBe(201);
  const questionId = (question.json() as { id: number }).id;
  const put = await t.send('PUT', `/api/v1/exams/${id}/questions`, { question_ids: [questionId] });
  expect(put.statusCode, put.body).toBe(200);
  return { id, questionId };
}

/** A student, written as the student app registers one (the dashboard adds none). */
async function newStudent(t: Tools) {
  const now = new Date().toISOString();
  const { id } = await t.app.db
    .insertInto('students')
    .values({
      name: `Student ${next()}`,
      phone: phone(),
      email: null,
      class_id: null,
      system_id: null,
      search_text: 'student',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A curriculum (made as the kit makes one) and a student of its class with a system: a subscription's body. */
async function subscriptionBody(t: Tools) {
  const curriculumId = await t.make('/curricula');
  const { class_id } = (await t.send('GET', `/api/v1/curricula/${curriculumId}`)).json() as { class_id: number };
  const system = await addSystem(t.app, class_id, `System ${next()}`);
  const studentId = await newStudent(t);
  await t.app.db.updateTable('students').set({ class_id, system_id: system }).where('id', '=', studentId).execute();
  return {
    student_id: studentId,
    type: 'monthly',
    curriculum_id: curriculumId,
    period_days: 30,
    price: 10_000,
    method: 'cash',
  };
}

/** A subscription, added through the API. */
async function newSubscription(t: Tools) {
  const res = await t.send('POST', '/api/v1/subscriptions', await subscriptionBody(t));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** A student and an API key that may hand in exams. */
async function studentAndKey(t: Tools) {
  const studentId = await newStudent(t);
  const key = await t.send('POST', '/api/v1/api-keys', { name: `App ${next()}`, permissions: ['exams.submit'] });
  expect(key.statusCode, key.body).toBe(201);
  return { studentId, headers: { authorization: `Bearer ${(key.json() as { key: string }).key}` } };
}

const submission = (studentId: number, questionId: number) => ({
  student_id: studentId,
  started_at: '2026-01-10T09:00:00.000Z',
  submitted_at: '2026-01-10T09:30:00.000Z',
  answers: [{ question_id: questionId, answer: { type: 'paragraph', text: 'Rain, then the sea.' } }],
});

/** The routes beside the kit's, each with its own case. */
const cases: Record<string, Case> = {
  'PUT /api/v1/exams/:id/questions': {
    prepare: examWithQuestion,
    run: (t, { id, questionId }: { id: number; questionId: number }) =>
      t.send('PUT', `/api/v1/exams/${id}/questions`, { question_ids: [questionId] }),
    row: { action: 'update', entity: 'exams', entity_id: (_, { id }: { id: number }) => String(id) },
  },
  'GET /api/v1/exams/:id/results/export': {
    prepare: (t) => t.make('/exams'),
    run: (t, id) => t.send('GET', `/api/v1/exams/${id}/results/export?format=csv`),
    row: { action: 'export', entity: 'exams', entity_id: (_, id: number) => String(id) },
  },
  'POST /api/v1/exams/:id/submissions': {
    prepare: async (t) => ({ ...(await examWithQuestion(t)), ...(await studentAndKey(t)) }),
    run: (t, p: { id: number; questionId: number; studentId: number; headers: Headers }) =>
      t.send('POST', `/api/v1/exams/${p.id}/submissions`, submission(p.studentId, p.questionId), p.headers),
    row: { action: 'update', entity: 'exams', entity_id: (_, { id }: { id: number }) => String(id) },
    refused: {
      // The same student again.
      prepare: async (t) => {
        const exam = await examWithQuestion(t);
        const { studentId, headers } = await studentAndKey(t);
        const body = submission(studentId, exam.questionId);
        const first = await t.send('POST', `/api/v1/exams/${exam.id}/submissions`, body, headers);
        expect(first.statusCode, first.body).toBe(201);
        return { url: `/api/v1/exams/${exam.id}/submissions`, body, headers };
      },
      run: (t, { url, body, headers }: { url: string; body: object; headers: Headers }) =>
        t.send('POST', url, body, headers),
    },
  },
  'PUT /api/v1/exams/:id/solutions/:resultId/answers/:questionId': {
    prepare: async (t) => {
      const exam = await examWithQuestion(t);
      const { studentId, headers } = await studentAndKey(t);
      const res = await t.send(
        'POST',
        `/api/v1/exams/${exam.id}/submissions`,
        submission(studentId, exam.questionId),
        headers,
      );
      expect(res.statusCode, res.body).toBe(201);
      return { ...exam, resultId: (res.json() as { id: number }).id };
    },
    run: (t, p: { id: number; questionId: number; resultId: number }) =>
      t.send('PUT', `/api/v1/exams/${p.id}/solutions/${p.resultId}/answers/${p.questionId}`, { points: 4 }),
    row: { action: 'update', entity: 'exams', entity_id: (_, { id }: { id: number }) => String(id) },
  },
  'PATCH /api/v1/students/:id': {
    prepare: newStudent,
    run: (t, id: number) => t.send('PATCH', `/api/v1/students/${id}`, { can_comment: false }),
    row: { action: 'update', entity: 'students', entity_id: idOf },
  },
  'POST /api/v1/students/:id/wallet': {
    prepare: newStudent,
    run: (t, id: number) =>
      t.send('POST', `/api/v1/students/${id}/wallet`, { direction: 'credit', amount: 5_000, reason: 'Cash' }),
    status: 201,
    row: { action: 'update', entity: 'students', entity_id: (_, id: number) => String(id) },
    refused: {
      // A debit past the (empty) balance.
      prepare: newStudent,
      run: (t, id: number) =>
        t.send('POST', `/api/v1/students/${id}/wallet`, { direction: 'debit', amount: 5_000, reason: 'Cash' }),
    },
  },
  'POST /api/v1/subscriptions': {
    prepare: subscriptionBody,
    run: (t, body: object) => t.send('POST', '/api/v1/subscriptions', body),
    status: 201,
    row: { action: 'create', entity: 'subscriptions', entity_id: idOf },
    refused: {
      // The same content again, while the first is not deleted.
      prepare: async (t) => {
        const body = await subscriptionBody(t);
        expect((await t.send('POST', '/api/v1/subscriptions', body)).statusCode).toBe(201);
        return body;
      },
      run: (t, body: object) => t.send('POST', '/api/v1/subscriptions', body),
    },
  },
  'POST /api/v1/subscriptions/:id/renew': {
    prepare: newSubscription,
    run: (t, id: number) => t.send('POST', `/api/v1/subscriptions/${id}/renew`, { method: 'cash' }),
    row: { action: 'update', entity: 'subscriptions', entity_id: (_, id: number) => String(id) },
    refused: {
      // From an empty wallet.
      prepare: newSubscription,
      run: (t, id: number) => t.send('POST', `/api/v1/subscriptions/${id}/renew`, { method: 'wallet' }),
    },
  },
  'DELETE /api/v1/subscriptions/:id': {
    prepare: newSubscription,
    run: (t, id: number) => t.send('DELETE', `/api/v1/subscriptions/${id}`),
    status: 204,
    row: { action: 'delete', entity: 'subscriptions', entity_id: (_, id: number) => String(id) },
  },
  'POST /api/v1/subscriptions/:id/restore': {
    prepare: async (t) => {
      const id = await newSubscription(t);
      expect((await t.send('DELETE', `/api/v1/subscriptions/${id}`)).statusCode).toBe(204);
      return id;
    },
    run: (t, id: number) => t.send('POST', `/api/v1/subscriptions/${id}/restore`),
    row: { action: 'update', entity: 'subscriptions', entity_id: (_, id: number) => String(id) },
  },
  'GET /api/v1/subscriptions/deleted/export': {
    run: (t) => t.send('GET', '/api/v1/subscriptions/deleted/export?format=csv'),
    row: { action: 'export', entity: 'subscriptions', entity_id: () => null },
  },
  'GET /api/v1/payments/export': {
    run: (t) => t.send('GET', '/api/v1/payments/export?format=xlsx&lang=ar'),
    row: { action: 'export', entity: 'payments', entity_id: () => null },
  },
  'POST /api/v1/codes': {
    run: (t) => t.send('POST', '/api/v1/codes', { count: 5, price: 1_000 }),
    status: 201,
    row: { action: 'create', entity: 'codes', entity_id: () => null },
  },
  'GET /api/v1/codes/export': {
    run: (t) => t.send('GET', '/api/v1/codes/export?format=csv'),
    row: { action: 'export', entity: 'codes', entity_id: () => null },
  },
  'POST /api/v1/codes/redeem': {
    prepare: async (t) => {
      const batch = await t.send('POST', '/api/v1/codes', { count: 1, price: 1_000 });
      expect(batch.statusCode, batch.body).toBe(201);
      const { code, id } = await t.app.db
        .selectFrom('codes')
        .select(['code', 'id'])
        .where('batch_id', '=', (batch.json() as { id: number }).id)
        .executeTakeFirstOrThrow();
      return { code, id, student_id: await newStudent(t) };
    },
    run: (t, p: { code: string; student_id: number }) =>
      t.send('POST', '/api/v1/codes/redeem', { code: p.code, student_id: p.student_id }),
    row: { action: 'update', entity: 'codes', entity_id: (_, p: { id: number }) => String(p.id) },
    refused: {
      // A code used already.
      prepare: async (t) => {
        const batch = await t.send('POST', '/api/v1/codes', { count: 1, price: 1_000 });
        const { code } = await t.app.db
          .selectFrom('codes')
          .select('code')
          .where('batch_id', '=', (batch.json() as { id: number }).id)
          .executeTakeFirstOrThrow();
        const body = { code, student_id: await newStudent(t) };
        expect((await t.send('POST', '/api/v1/codes/redeem', body)).statusCode).toBe(200);
        return body;
      },
      run: (t, p: { code: string; student_id: number }) => t.send('POST', '/api/v1/codes/redeem', p),
    },
  },
  'POST /api/v1/code-groups': {
    prepare: (t) => codeGroupBody(t.app),
    run: (t, body: object) => t.send('POST', '/api/v1/code-groups', body),
    status: 201,
    row: { action: 'create', entity: 'code-groups', entity_id: idOf },
  },
  'POST /api/v1/code-groups/:id/codes': {
    prepare: (t) => makeCodeGroup(t.app, t.admin),
    run: (t, id: number) => t.send('POST', `/api/v1/code-groups/${id}/codes`, { count: 2 }),
    status: 201,
    row: { action: 'update', entity: 'code-groups', entity_id: (_, id: number) => String(id) },
  },
  'DELETE /api/v1/code-groups/:id': {
    prepare: (t) => makeCodeGroup(t.app, t.admin),
    run: (t, id: number) => t.send('DELETE', `/api/v1/code-groups/${id}`),
    status: 204,
    row: { action: 'delete', entity: 'code-groups', entity_id: (_, id: number) => String(id) },
  },
  'GET /api/v1/code-groups/:id/codes/export': {
    prepare: (t) => makeCodeGroup(t.app, t.admin),
    run: (t, id: number) => t.send('GET', `/api/v1/code-groups/${id}/codes/export?format=csv`),
    row: { action: 'export', entity: 'code-groups', entity_id: (_, id: number) => String(id) },
  },
  'POST /api/v1/api-keys': {
    run: (t) => t.send('POST', '/api/v1/api-keys', { name: `Client ${next()}`, permissions: ['stages.read'] }),
    row: { action: 'create', entity: 'api-keys', entity_id: idOf },
  },
  'DELETE /api/v1/api-keys/:id': {
    prepare: (t) => t.make('/api-keys'),
    run: (t, id) => t.send('DELETE', `/api/v1/api-keys/${id}`),
    row: { action: 'delete', entity: 'api-keys', entity_id: (_, id: number) => String(id) },
  },
  'GET /api/v1/teachers/:id/ratings/export': {
    prepare: (t) => t.make('/teachers'),
    run: (t, id) => t.send('GET', `/api/v1/teachers/${id}/ratings/export?format=csv`),
    row: { action: 'export', entity: 'teacher-ratings', entity_id: (_, id: number) => String(id) },
  },
  'GET /api/v1/audit-log/export': {
    run: (t) => t.send('GET', '/api/v1/audit-log/export?format=xlsx&lang=ar'),
    row: { action: 'export', entity: 'audit-log', entity_id: () => null },
  },
  'PUT /api/v1/settings': {
    prepare: async (t) => (await t.send('GET', '/api/v1/settings')).json(),
    run: (t, now: { freeTrial: Record<string, boolean> }) =>
      t.send('PUT', '/api/v1/settings', { freeTrial: { ...now.freeTrial, lives: !now.freeTrial.lives } }),
    row: { action: 'update', entity: 'settings', entity_id: () => null },
  },
  'PATCH /api/v1/profile': {
    run: (t) => t.send('PATCH', '/api/v1/profile', { name: `Admin ${next()}` }),
    row: { action: 'update', entity: 'users', entity_id: idOf },
    refused: {
      prepare: async (t) => {
        const other = await t.send('POST', '/api/v1/support-agents', {
          name: 'Has the email',
          phone: phone(),
          email: `taken${next()}@example.com`,
          password: TEST_PASSWORD,
          joined_on: '2024-01-01',
        });
        return (other.json() as { email: string }).email;
      },
      run: (t, email) => t.send('PATCH', '/api/v1/profile', { email }),
    },
  },
  'POST /api/v1/profile/password': {
    // Its own user: the password changes and the other sessions end.
    prepare: async (t) => (await signInAs(t.app, 'teacher')).headers,
    run: (t, headers: Headers) =>
      t.send(
        'POST',
        '/api/v1/profile/password',
        { current_password: TEST_PASSWORD, new_password: 'Changed@123' },
        headers,
      ),
    row: { action: 'update', entity: 'teachers', entity_id: anyId },
  },
  'POST /api/v1/login-phone': {
    prepare: (t) => createUser(t.app, 'support-agent'),
    run: (t, user: { phone: string; password: string }) =>
      t.send('POST', '/api/v1/login-phone', { phone: user.phone, password: user.password }, {}),
    row: { action: 'sign_in', entity: 'sessions', entity_id: anyId },
  },
  'POST /api/v1/logout': {
    prepare: async (t) => (await signInAs(t.app, 'teacher')).headers,
    run: (t, headers: Headers) => t.send('POST', '/api/v1/logout', undefined, headers),
    row: { action: 'sign_out', entity: 'sessions', entity_id: anyId },
  },
  'POST /api/v1/uploads': {
    run: (t) => {
      const boundary = `----audit${next()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.send('POST', '/api/v1/uploads', payload, {
        ...t.admin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
    },
    row: { action: 'create', entity: 'uploads', entity_id: (res) => (res.json() as { name: string }).name },
  },
  'POST /api/v1/questions/import': {
    // One row for the whole file, whatever it adds: the count and the bank in its details.
    prepare: (t) => t.make('/curricula'),
    run: (t, curriculumId: number) => {
      const boundary = `----audit${next()}`;
      const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="curriculum_id"\r\n\r\n${curriculumId}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.csv"\r\nContent-Type: text/csv\r\n\r\n` +
          `Type,Question,Correct answer\r\ntrue_false,The Nile flows north.,true\r\n` +
          `\r\n--${boundary}--\r\n`,
      );
      return t.send('POST', '/api/v1/questions/import', payload, {
        ...t.admin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
    },
    row: { action: 'create', entity: 'questions', entity_id: () => null },
  },
};

/** Every case: the kit's, derived, and the particular routes'. */
const allCases = (t: Tools): Record<string, Case> => ({ ...kitCases(t), ...cases });

/** A second case of a route: the failed sign-in, which is audited too. */
const failedSignIn: Case = {
  run: (t) => t.send('POST', '/api/v1/login-phone', { phone: '01099999999', password: 'Wrong@123' }, {}),
  status: 401,
  row: { action: 'sign_in_failed', entity: 'sessions', entity_id: () => null },
};

for (const dialect of dialects) {
  describe(`audit coverage on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    function tools(admin: Headers): Tools {
      const { app } = ctx;
      const send: Tools['send'] = (method, url, payload, headers = admin) =>
        app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload !== undefined ? { payload: payload as string } : {}),
        });
      const made = async (res: Res) => {
        expect(res.statusCode, res.body).toBe(201);
        return (res.json() as { id: number }).id;
      };
      const t: Tools = {
        app,
        admin,
        send,
        make: async (path) => {
          if (path === '/api-keys') {
            return made(
              await send('POST', '/api/v1/api-keys', { name: `Made ${next()}`, permissions: ['stages.read'] }),
            );
          }
          const entity = app.entities.find((e) => e.path === path);
          if (!entity) throw new Error(`no entity at ${path}`);
          return maker(app, admin)(entity);
        },
      };
      return t;
    }

    const rowCount = () => countRows(ctx.app, 'audit_log');
    const lastRow = () =>
      ctx.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

    it('has a case for every write and export route, and declares what each records', () => {
      const routes = ctx.app.apiRoutes.filter((r) => mustAudit(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
      const cases = allCases(tools({}));
      expect(routes.length).toBeGreaterThan(30);
      expect(
        routes.filter((r) => !(r in cases)),
        'routes with no case here',
      ).toEqual([]);
      expect(
        Object.keys(cases).filter((c) => !routes.includes(c)),
        'cases of no route',
      ).toEqual([]);
      expect(ctx.app.auditRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...routes].sort());
    });

    it('appends exactly one row for each, naming what the route declares, and none for a refusal', async () => {
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const t = tools(admin);
      const performed: [string, Case][] = [...Object.entries(allCases(t)), ['POST /api/v1/login-phone', failedSignIn]];
      for (const [route, c] of performed) {
        const prepared = await c.prepare?.(t);
        const before = await rowCount();
        const res = await c.run(t, prepared);
        if (c.status) expect(res.statusCode, `${route}: ${res.body}`).toBe(c.status);
        else expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
        expect(await rowCount(), `${route}: rows appended`).toBe(before + 1);
        const row = await lastRow();
        expect(row, route).toMatchObject({
          action: c.row.action,
          entity: c.row.entity,
          entity_id: c.row.entity_id(res, prepared),
        });
        const declared = ctx.app.auditRoutes.find((r) => `${r.method} ${r.url}` === route)!.audit;
        expect(declared, route).not.toHaveProperty('none');
        if (!('none' in declared)) {
          expect([declared.entity].flat(), route).toContain(row.entity);
          expect(declared.actions, route).toContain(row.action);
        }
        // No secret reaches the log: not the password sent, not a hash, not a token or key.
        const key = res.headers['content-type']?.toString().includes('json')
          ? (res.json() as { key?: string }).key
          : undefined;
        for (const secret of [TEST_PASSWORD, 'Changed@123', 'Another@123', 'scrypt$', ...(key ? [key] : [])]) {
          expect(JSON.stringify(row), `${route}: ${secret}`).not.toContain(secret);
        }
        if (c.refused) {
          const clash = await c.refused.prepare?.(t);
          const count = await rowCount();
          const refused = await c.refused.run(t, clash);
          expect(refused.statusCode, `${route} refused: ${refused.body}`).toBe(409);
          expect(await rowCount(), `${route}: a refusal left a row`).toBe(count);
        }
      }
    });
  });
}
