import type { SupportAgentListQuery } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database, NewUser, UserUpdate } from '../../db/types.js';
import { matchesSearch, offsetOf, sortOf } from '../../lib/list.js';

type Filters = Pick<SupportAgentListQuery, 'q' | 'active'>;
type Sort = NonNullable<SupportAgentListQuery['sort']>;

const ROLE = 'support-agent';

const sortColumns = {
  name: 'users.name',
  joined_on: 'users.joined_on',
  created_at: 'users.created_at',
} as const;

const columns = [
  'users.id',
  'users.name',
  'users.email',
  'users.phone',
  'users.joined_on',
  'users.active',
  'users.created_at',
  'users.updated_at',
] as const;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('users').where('users.role', '=', ROLE);
  if (f.q) q = q.where(matchesSearch('users.search_text', f.q));
  if (f.active) q = q.where('users.active', '=', f.active === 'true' ? 1 : 0);
  return q;
}

function page(db: Kysely<Database>, f: Filters & { sort: Sort }, offset: number, limit: number) {
  const [column, direction] = sortOf(f.sort, sortColumns);
  return filtered(db, f)
    .select(columns)
    .orderBy(column as 'users.name', direction)
    .orderBy('users.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function listSupportAgents(
  db: Kysely<Database>,
  f: Filters & { sort: Sort; page: number; pageSize: number },
) {
  const [items, count] = await Promise.all([
    page(db, f, offsetOf(f.page, f.pageSize), f.pageSize),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export function supportAgentsForExport(
  db: Kysely<Database>,
  f: Filters & { sort: Sort },
  offset: number,
  limit: number,
) {
  return page(db, f, offset, limit);
}

export function findSupportAgent(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select([...columns, 'users.password_hash'])
    .where('users.id', '=', id)
    .where('users.role', '=', ROLE)
    .executeTakeFirst();
}

export async function insertSupportAgent(db: Kysely<Database>, row: NewUser) {
  const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSupportAgent(db: Kysely<Database>, id: number, row: UserUpdate) {
  await db.updateTable('users').set(row).where('id', '=', id).where('role', '=', ROLE).execute();
}

export async function deleteSupportAgent(db: Kysely<Database>, id: number) {
  const res = await db.deleteFrom('users').where('id', '=', id).where('role', '=', ROLE).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
