import type { SupportAgentListQuery } from '@dashboard/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, NewUser, UserUpdate } from '../../db/types.js';
import { constant, listSource } from '../../lib/list.js';

type Filters = Pick<SupportAgentListQuery, 'q' | 'active'>;
type Sort = NonNullable<SupportAgentListQuery['sort']>;

const ROLE = 'support-agent';

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
  let q = db.selectFrom('users').where('users.role', '=', constant(ROLE));
  if (f.active) q = q.where('users.active', '=', constant(f.active === 'true' ? 1 : 0));
  return q;
}

/** The agents a list or export shows, in its order. A missing join date sorts first on both databases. */
export function supportAgentSource(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  return listSource({
    db,
    from: filtered(db, f),
    search: { table: 'users', q: f.q },
    id: 'users.id',
    sort: f.sort,
    columns: { name: 'users.name', joined_on: sql`coalesce(users.joined_on, '')`, created_at: 'users.created_at' },
    rows: db.selectFrom('users').select(columns),
  });
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
  await db.deleteFrom('users').where('id', '=', id).where('role', '=', ROLE).execute();
}
