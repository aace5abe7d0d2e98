import { addDays, defaultSettings, keyPermissions, roles, todayInCairo, type Role } from '@dashboard/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../db/seed/index.js';
import { childIds } from '../lib/order.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { insertSession } from '../modules/auth/auth.repository.js';
import { DEMO_PASSWORD, demoAccounts } from '../modules/users/users.seed.js';
import { insertTestKey } from './api-keys.js';
import { codeGroupBody } from './code-groups.js';
import { signInAs, TEST_PASSWORD, useApp } from './build.js';
import { dialects } from './dialects.js';
import { entityNamed, maker, sampleCreate, sampleUpdate } from './samples.js';
import { loadDocument, type Operation } from './openapi-document.js';

type Who = 'anonymous' | Role | 'key';
interface ExamRecords {
  solution: { id: number; resultId: number; questionId: number };
  open: { id: number; questionIds: number[] };
  studentId: number;
}
type Request = InjectOptions & { method: NonNullable<InjectOptions['method']>; url: string };

/** A 1×1 PNG: the smallest image the upload takes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A `multipart/form-data` body with one file field. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----contract-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A bulk-add form: a one-question CSV for the bank of curriculum `curriculumId`. */
function questionsFile(curriculumId: number) {
  const boundary = `----questions${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="curriculum_id"\r\n\r\n${curriculumId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.csv"\r\nContent-Type: text/csv\r\n\r\n` +
      `Type,Question,Correct answer\r\ntrue_false,The Nile flows north.,true\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The collection a path is in, under /api/v1: `/api/v1/stages/{id}` → `stages`, `/api/v1/audit-log/users/{id}` → `audit-log/users`. */
const collectionOf = (path: string) => path.replace(/^\/api\/v1\//, '').replace(/\/(export|\{\w+\}.*)$/, '');

/**
 * Who may call what, and the records the requests name. Demo accounts (one
 * a role) sign in by a session written directly; an API key holds every
 * permission a key may. Writes that end a session (sign-out, a password
 * change) use users of their own.
 */
class Fixtures {
  readonly tokens = {} as Record<Exclude<Who, 'anonymous'>, string>;
  readonly sessions = {} as Record<Role, number>;
  /** Per collection, the id valid requests name: the record this run made, else the first listed. */
  readonly ids = new Map<string, number>();
  uploadName = '';
  demoTeacherId = 0;
  private n = 0;

  constructor(private readonly app: FastifyInstance) {}

  async prepare() {
    await seedIfEmpty(this.app.db);
    for (const account of demoAccounts) {
      const user = await this.app.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', account.phone)
        .executeTakeFirstOrThrow();
      const token = newToken();
      this.sessions[account.role] = await insertSession(this.app.db, user.id, hashToken(token));
      this.tokens[account.role] = token;
      if (account.role === 'teacher') this.demoTeacherId = user.id;
    }
    this.tokens.key = (await insertTestKey(this.app, keyPermissions, 'Contract test')).key;
  }

  headers(who: Who): Record<string, string> {
    return who === 'anonymous' ? {} : { authorization: `Bearer ${this.tokens[who]}` };
  }

  /** A value no other request of this run used. */
  unique() {
    this.n += 1;
    return `${process.pid % 1000}${this.n}`.padStart(6, '0').slice(-6);
  }

  private exams?: Promise<ExamRecords>;

  /**
   * What the exam operations beside the kit name, from the demo data: a result with a paragraph
   * answer (its solution, its hand mark), an exam without results whose bank holds questions (its
   * questions set), and a student who has not taken the first (a submission).
   */
  examRecords(): Promise<ExamRecords> {
    this.exams ??= (async () => {
      const { db } = this.app;
      const marked = await db
        .selectFrom('exam_answers as a')
        .innerJoin('questions as q', 'q.id', 'a.question_id')
        .select(['a.exam_id', 'a.result_id', 'a.question_id'])
        .where('q.type', '=', 'paragraph')
        .orderBy('a.result_id')
        .executeTakeFirstOrThrow();
      const open = await db
        .selectFrom('exams as e')
        .innerJoin('questions as q', 'q.curriculum_id', 'e.curriculum_id')
        .select(['e.id', 'q.id as question_id'])
        .where('e.result_count', '=', 0)
        .orderBy('e.id')
        .orderBy('q.id')
        .limit(3)
        .execute();
      const student = await db
        .selectFrom('students')
        .select('id')
        .where('id', 'not in', db.selectFrom('exam_results').select('student_id').where('exam_id', '=', marked.exam_id))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const openId = open[0]!.id;
      return {
        solution: { id: marked.exam_id, resultId: marked.result_id, questionId: marked.question_id },
        open: { id: openId, questionIds: open.filter((q) => q.id === openId).map((q) => q.question_id) },
        studentId: student.id,
      };
    })();
    return this.exams;
  }

  /** The path parameters an exam operation names, where it needs records of its own; none for the others. */
  async examParams(operationId: string): Promise<Record<string, number> | undefined> {
    const exams = await this.examRecords();
    if (operationId === 'putExamQuestions') return { id: exams.open.id };
    if (operationId === 'submitExam') return { id: exams.solution.id };
    if (operationId === 'getExamSolution' || operationId === 'markExamAnswer') return exams.solution;
    if (operationId === 'renewSubscription' || operationId === 'restoreSubscription') {
      // A live monthly subscription to renew; a deleted one whose content the student has no other of, to restore.
      const { db } = this.app;
      const q = db.selectFrom('subscriptions as s').select('s.id').orderBy('s.id');
      const found =
        operationId === 'renewSubscription'
          ? await q.where('s.deleted_at', 'is', null).where('s.type', '=', 'monthly').executeTakeFirst()
          : await q
              .where('s.deleted_at', 'is not', null)
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom('subscriptions as o')
                      .select('o.id')
                      .whereRef('o.student_id', '=', 's.student_id')
                      .whereRef('o.curriculum_id', 'is not distinct from', 's.curriculum_id')
                      .whereRef('o.course_id', 'is not distinct from', 's.course_id')
                      .where('o.deleted_at', 'is', null),
                  ),
                ),
              )
              .executeTakeFirst();
      return found && { id: found.id };
    }
    return undefined;
  }

  /** A wallet code nobody used, and a student to redeem it for. */
  async unusedCode() {
    const { db } = this.app;
    const code = await db
      .selectFrom('codes')
      .select('code')
      .where('used_at', 'is', null)
      .where('kind', '=', 'wallet')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const student = await db.selectFrom('students').select('id').orderBy('id').executeTakeFirstOrThrow();
    return { code: code.code, student_id: student.id };
  }

  /**
   * A subscription to make: a student with a class and a system, and a curriculum of the
   * student's class he or she has no live subscription to.
   */
  async newSubscription() {
    const { db } = this.app;
    const pair = await db
      .selectFrom('students as st')
      .innerJoin('curricula as c', 'c.class_id', 'st.class_id')
      .select(['st.id as student_id', 'c.id as curriculum_id'])
      .where('st.system_id', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('subscriptions as s')
              .select('s.id')
              .whereRef('s.student_id', '=', 'st.id')
              .whereRef('s.curriculum_id', '=', 'c.id')
              .where('s.deleted_at', 'is', null),
          ),
        ),
      )
      .orderBy('st.id')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    return { ...pair, type: 'monthly', period_days: 30, price: 10_000, method: 'cash' };
  }

  /** An id of `collection` to name in a path: this run's record if it made one, else the first in the list. */
  async idOf(collection: string): Promise<number> {
    if (collection === 'teachers-ratings') return this.demoTeacherId;
    const known = this.ids.get(collection);
    if (known) return known;
    const res = await this.app.inject({
      method: 'GET',
      url: `/api/v1/${collection}?pageSize=1`,
      headers: this.headers('admin'),
    });
    const id = res.statusCode === 200 ? (res.json() as { items: { id: number }[] }).items[0]?.id : undefined;
    return id ?? 1;
  }
}

/**
 * A valid body for the operations that take one. The kit's creates and
 * updates come from each contract's example (`test/samples.ts`), naming
 * records that exist; the other operations with a body have a line here.
 */
async function validBody(
  app: FastifyInstance,
  operationId: string,
  fx: Fixtures,
  who: Who = 'admin',
): Promise<unknown> {
  const kit = /^(create|update)(\w+)$/.exec(operationId);
  const entity = kit ? entityNamed(app, kit[2]!) : undefined;
  if (entity && (kit![1] === 'create' ? entity.create : entity.update)) {
    // Records made for the body, each from its own example, so what it names fits together; a file
    // it names is the sender's own upload.
    const reference = maker(app, fx.headers('admin'));
    const writer = fx.headers(who);
    return kit![1] === 'create'
      ? sampleCreate(app, entity, reference, undefined, writer)
      : sampleUpdate(app, entity, reference, writer);
  }
  const u = fx.unique();
  const bodies: Record<string, () => unknown> = {
    signIn: () => ({ phone: demoAccounts[0].phone, password: DEMO_PASSWORD }),
    saveSettings: () => defaultSettings,
    updateProfile: () => ({ name: `Contract profile ${u}` }),
    changePassword: () => ({ current_password: TEST_PASSWORD, new_password: `Another@${u}` }),
    createApiKey: () => ({ name: `Contract client ${u}`, permissions: ['stages.read'] }),
    putExamQuestions: async () => ({ question_ids: (await fx.examRecords()).open.questionIds }),
    markExamAnswer: () => ({ points: 0 }),
    createSubscription: () => fx.newSubscription(),
    renewSubscription: () => ({ method: 'cash' }),
    createCodeGroup: () => codeGroupBody(app),
    addCodeGroupCodes: () => ({ count: 3 }),
    createCodeBatch: () => ({ count: 3, price: 5_000 }),
    redeemCode: () => fx.unusedCode(),
    submitExam: async () => ({
      student_id: (await fx.examRecords()).studentId,
      started_at: new Date(Date.now() - 20 * 60_000).toISOString(),
      answers: [],
    }),
  };
  return bodies[operationId]?.();
}

/** The query string of the operations that need one (a required parameter). */
const validQueries: Record<string, string> = {
  getPaymentSummary: `from=${addDays(todayInCairo(), -29)}&to=${todayInCairo()}`,
  // The key `createCodeBatch` was sent with (`validHeaders`): its progress is the admin's.
  getCodeBatchProgress: 'key=contract-code-batch',
};

/** The headers of the operations whose valid request needs one. */
const validHeaders: Record<string, Record<string, string>> = {
  createCodeBatch: { 'idempotency-key': 'contract-code-batch' },
};

/** The order requests go in: what makes records first, what removes them or ends sessions last. */
function rank(op: Operation): number {
  if (op.operationId === 'signOut' || op.operationId === 'changePassword') return 4;
  if (op.method === 'post' && !op.path.includes('{')) return 0;
  if (op.method === 'get') return 1;
  if (op.method === 'patch' || op.method === 'put' || op.method === 'post') return 2;
  return 3;
}

/**
 * Holds the API to its document, as a contract runner would: every
 * operation, as a visitor, each role and an API key, with a valid request
 * and with bad ones (a parameter it does not take, odd ids and pages, a
 * broken, foreign, empty or oversized body, a wrong token), answers only a
 * status the document lists for it, with a media type the document lists
 * for that status, and a body that validates (ajv, JSON Schema 2020-12 with
 * formats) against the documented schema. It counts the answers and fails
 * with every difference.
 */
for (const dialect of dialects) {
  describe(`the API answers as its OpenAPI document says, on ${dialect.name}`, () => {
    // The rate limit is tested on its own below; here it would only turn answers into 429s.
    const ctx = useApp(dialect, { rateLimitPerMinute: 1_000_000 });

    it('conforms on every operation, for every caller, with valid and bad requests', async () => {
      const { app } = ctx;
      const document = await loadDocument(app);
      const fx = new Fixtures(app);
      await fx.prepare();

      const failures: string[] = [];
      const succeeded = new Set<string>();
      let answers = 0;

      const send = async (op: Operation, who: Who, request: Request, label: string) => {
        const res = await app.inject({ ...request, headers: { ...fx.headers(who), ...request.headers } });
        answers += 1;
        for (const f of document.check(op, res)) failures.push(`${op.operationId} as ${who}, ${label}: ${f}`);
        if (res.statusCode < 300) succeeded.add(op.operationId);
        return res;
      };

      // Deletes go in the reverse of the document's order, so a record is removed before what it belongs to.
      const operations = [...document.operations].sort(
        (a, b) =>
          rank(a) - rank(b) || (rank(a) === 3 ? document.operations.indexOf(b) - document.operations.indexOf(a) : 0),
      );
      for (const op of operations) {
        const collection = op.path.includes('/ratings') ? 'teachers-ratings' : collectionOf(op.path);
        // A delete removes a record made for it, which nothing else uses yet.
        const create = document.operations.find((o) => o.method === 'post' && o.path === `/api/v1/${collection}`);
        const fresh = op.method === 'delete' && create ? await validBody(app, create.operationId, fx) : undefined;
        if (fresh) {
          const made = await app.inject({
            method: 'POST',
            url: create!.path,
            headers: fx.headers('admin'),
            payload: fresh as object,
          });
          if (made.statusCode === 201) fx.ids.set(collection, (made.json() as { id: number }).id);
        }
        const params = await fx.examParams(op.operationId);
        const id = params?.id ?? (await fx.idOf(collection));
        const pathWith = (value: string) =>
          Object.entries(params ?? {}).reduce(
            (path, [name, record]) => path.replace(`{${name}}`, String(record)),
            op.path.replace('{id}', value).replace('{name}', value === String(id) ? fx.uploadName || 'x.png' : value),
          );
        const url = pathWith(String(id));
        const isExport = op.path.endsWith('/export');
        const stream = Object.keys(op.responses['200']?.content ?? {}).includes('text/event-stream');

        // Valid requests, from each caller.
        const callers: Who[] = ['anonymous', ...roles, 'key'];
        for (const who of callers) {
          let request: Request = {
            method: op.method.toUpperCase() as 'GET',
            url: isExport
              ? `${url}?format=csv`
              : validQueries[op.operationId]
                ? `${url}?${validQueries[op.operationId]}`
                : url,
          };
          if (validHeaders[op.operationId]) request.headers = { ...validHeaders[op.operationId] };
          if (op.operationId === 'uploadFile') {
            request = { ...request, ...multipart('file', 'dot.png', 'image/png', PNG) };
          } else if (op.operationId === 'importQuestions') {
            // A one-row file for a curriculum's bank (the admin's to fill; a teacher's only if his or hers).
            request = { ...request, ...questionsFile(await fx.idOf('curricula')) };
          } else if (op.operationId === 'signOut' || op.operationId === 'changePassword') {
            // These end sessions: each caller brings one of its own.
            if (who !== 'anonymous' && who !== 'key') {
              const own = await signInAs(app, who);
              request.headers = own.headers;
            }
            if (op.operationId === 'changePassword')
              request.payload = (await validBody(app, op.operationId, fx)) as object;
          } else if (op.path.endsWith('/order')) {
            // A parent's children in their order: every child's id, once.
            const parent = app.entities.find((e) => op.path.startsWith(`/api/v1${e.path}/{id}/`));
            const children = parent?.ordered.find((o) => op.path.endsWith(`/${o.segment}/order`));
            request.payload = { ids: children ? await childIds(app.db, children, id) : [] };
          } else if (op.requestBody) {
            const body = (await validBody(app, op.operationId, fx, who)) ?? op.requestBodyExample ?? {};
            request.payload = body as object;
          }
          if (stream) {
            // An event stream never ends: read its head, then let go.
            const controller = new AbortController();
            const res = await app.inject({
              ...request,
              headers: { ...fx.headers(who), ...request.headers },
              payloadAsStream: true,
              signal: controller.signal,
            });
            answers += 1;
            for (const f of document.check(op, res, { headOnly: true })) {
              failures.push(`${op.operationId} as ${who}: ${f}`);
            }
            if (res.statusCode < 300) succeeded.add(op.operationId);
            controller.abort();
            continue;
          }
          const res = await send(op, who, request, 'valid request');
          if (res.statusCode === 201 && who === 'admin') {
            const made = res.json() as { id?: number; name?: string };
            if (op.operationId === 'uploadFile' && made.name) fx.uploadName = made.name;
            else if (typeof made.id === 'number') fx.ids.set(collection, made.id);
          }
          // A deleted record is named by no later request (a class made later must not name a deleted stage).
          if (op.method === 'delete' && res.statusCode === 204) fx.ids.delete(collection);
          if (isExport && who === 'admin') {
            await send(op, who, { ...request, url: `${url}?format=xlsx&lang=ar` }, 'xlsx in Arabic');
          }
        }

        // Bad requests, from the admin (who passes every guard) unless said otherwise.
        const bad: [string, Request, Who?][] = [
          ['an unknown query parameter', { method: request(op), url: `${url}?zz_unknown=1` }],
          ['a query string past a page', { method: request(op), url: `${url}?q=${'ز'.repeat(3000)}` }],
          ['a wrong token', { method: request(op), url, headers: { authorization: 'Bearer nonsense' } }, 'anonymous'],
          [
            'a revoked-looking key',
            { method: request(op), url, headers: { 'x-api-key': 'dsk_live_nope' } },
            'anonymous',
          ],
          ['a bare Bearer', { method: request(op), url, headers: { authorization: 'Bearer' } }, 'anonymous'],
          [
            'Arabic and an unknown parameter',
            { method: request(op), url: `${url}?x=1`, headers: { 'accept-language': 'ar' } },
          ],
        ];
        if (op.path.includes('{')) {
          for (const odd of ['abc', '0x10', '0', '02', '1e1', '-1', '2147483648', '99999999', '%20', '..%2F..%2Fetc']) {
            bad.push([`the path parameter ${odd}`, { method: request(op), url: pathWith(odd) }]);
          }
        }
        if (op.operationId.startsWith('list')) {
          for (const q of [
            'page=0',
            'pageSize=1000',
            'sort=zz',
            'after=%21%21',
            'after=abc&before=abc',
            `q=${'a'.repeat(101)}`,
            'page=1.5',
            'pageSize=',
          ]) {
            bad.push([`?${q}`, { method: 'GET', url: `${url}?${q}` }]);
          }
        }
        if (isExport) {
          for (const q of ['format=pdf', 'lang=fr', 'format=xlsx&page=2']) {
            bad.push([`?${q}`, { method: 'GET', url: `${url}?${q}` }]);
          }
        }
        if (op.method !== 'get' && op.method !== 'head' && !stream) {
          const json = { 'content-type': 'application/json' };
          bad.push(
            ['a malformed JSON body', { method: request(op), url, payload: '{"a":', headers: json }],
            ['an array body', { method: request(op), url, payload: '[]', headers: json }],
            ['an empty object', { method: request(op), url, payload: '{}', headers: json }],
            ['an unknown field', { method: request(op), url, payload: '{"zz_unknown":1}', headers: json }],
            ['a null body', { method: request(op), url, payload: 'null', headers: json }],
            [
              'an XML body',
              { method: request(op), url, payload: '<a/>', headers: { 'content-type': 'application/xml' } },
            ],
            [
              'a body past the limit',
              { method: request(op), url, payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`, headers: json },
            ],
            [
              'a text file as an upload',
              { method: request(op), url, ...multipart('file', 'a.txt', 'text/plain', Buffer.from('hello')) },
            ],
            [
              'an empty upload',
              { method: request(op), url, ...multipart('file', 'e.png', 'image/png', Buffer.alloc(0)) },
            ],
            ['another field name', { method: request(op), url, ...multipart('photo', 'dot.png', 'image/png', PNG) }],
            [
              'an image past 2 MB',
              {
                method: request(op),
                url,
                ...multipart('file', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
              },
            ],
          );
          const body = await validBody(app, op.operationId, fx);
          if (body && typeof body === 'object') {
            for (const [field, value] of Object.entries(body)) {
              for (const wrong of [null, 12, 'x', '', [], { a: 1 }, 'ي'.repeat(300)]) {
                if (wrong === value) continue;
                bad.push([
                  `${field} = ${JSON.stringify(wrong).slice(0, 20)}`,
                  { method: request(op), url, payload: { ...body, [field]: wrong } },
                ]);
              }
            }
          }
        }
        for (const [label, req, who = 'admin'] of bad) {
          // A stream is only ever asked with requests it refuses; a valid one never ends.
          if (stream && who === 'admin' && !/unknown|Arabic|past a page|path parameter/.test(label)) continue;
          await send(op, who, req, label);
        }
      }

      const neverSucceeded = document.operations.map((o) => o.operationId).filter((id) => !succeeded.has(id));
      console.info(
        `[${dialect.name}] ${answers} answers to ${document.operations.length} operations, ` +
          `${answers - failures.length} conforming (${((100 * (answers - failures.length)) / answers).toFixed(1)}%)`,
      );
      expect(failures).toEqual([]);
      expect(neverSucceeded, 'operations no valid request succeeded on: add a valid request').toEqual([]);
      // Every operation, every caller, a dozen requests each: it grows with the API, so its time does too.
    }, 300_000);

    it('answers a 429 as the document says, with Retry-After', async () => {
      // A second app whose limit one test can reach.
      const { build } = await import('./build.js');
      const small = await build(dialect, { rateLimitPerMinute: 1 });
      try {
        const document = await loadDocument(small.app);
        const op = document.operations.find((o) => o.operationId === 'getHealth')!;
        await small.app.inject({ method: 'GET', url: '/api/v1/health' });
        const res = await small.app.inject({ method: 'GET', url: '/api/v1/health' });
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(document.check(op, res)).toEqual([]);
      } finally {
        await small.close();
      }
    });
  });
}

/** The method of an operation, as inject takes it. */
function request(op: Operation) {
  return op.method.toUpperCase() as 'GET';
}
