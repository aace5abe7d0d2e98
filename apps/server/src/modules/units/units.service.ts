import type { Unit, UnitListQuery } from '@dashboard/contracts';
import { unitCreateSchema, unitUpdateSchema } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { ListQuery } from '../../lib/list.js';
import { nextPlace } from '../../lib/order.js';
import { assertOwner, ownerScope } from '../../lib/ownership.js';
import { tableEntity } from '../../lib/table-entity.js';
import { ownerOf as curriculumOwner } from '../curricula/curricula.service.js';

type Filters = Partial<Pick<UnitListQuery, 'curriculum_id'>> & { owner?: number | null };

/** Units: one table, in their curriculum's order; the counts are kept by triggers on lessons and elements. */
const units = tableEntity({
  table: 'units',
  rows: (db) => db.selectFrom('units').selectAll('units'),
  toItem: (row): Unit => ({
    id: row.id,
    curriculum_id: row.curriculum_id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    description: row.description,
    sort_order: row.sort_order,
    lesson_count: Number(row.lesson_count),
    video_count: Number(row.video_count),
    document_count: Number(row.document_count),
    quiz_count: Number(row.quiz_count),
    assignment_count: Number(row.assignment_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }),
  from: (db, f: Filters) => {
    let q = db.selectFrom('units');
    if (f.curriculum_id) q = q.where('units.curriculum_id', '=', f.curriculum_id);
    if (f.owner) {
      const owner = f.owner;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('curricula')
            .select('curricula.id')
            .whereRef('curricula.id', '=', 'units.curriculum_id')
            .where('curricula.teacher_id', '=', owner),
        ),
      );
    }
    return q as ListQuery;
  },
  sort: {
    sort_order: ['units.curriculum_id', 'units.sort_order'],
    title_en: 'units.title_en',
    title_ar: 'units.title_ar',
    created_at: 'units.created_at',
  },
  search: ['title_ar', 'title_en'],
  references: { curriculum_id: 'curricula' },
});

/** The teacher a unit belongs to (its curriculum's), or undefined when there is no such unit. */
export async function ownerOf(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('units')
    .innerJoin('curricula', 'curricula.id', 'units.curriculum_id')
    .select('curricula.teacher_id')
    .where('units.id', '=', id)
    .executeTakeFirst();
  return row?.teacher_id;
}

export const getUnit = units.get;

export const listUnits = (db: Kysely<Database>, query: UnitListQuery, request: FastifyRequest) =>
  units.list(db, { ...query, owner: ownerScope(request) });

export const exportUnits = (
  db: Kysely<Database>,
  query: Omit<UnitListQuery, 'page' | 'pageSize'>,
  request: FastifyRequest,
) => units.exportRows(db, { ...query, owner: ownerScope(request) });

/** A unit goes at the end of a curriculum the caller may change. */
export async function createUnit(
  db: Kysely<Database>,
  input: z.output<typeof unitCreateSchema>,
  request: FastifyRequest,
) {
  const owner = await curriculumOwner(db, input.curriculum_id);
  if (owner === undefined) throw AppError.field(400, 'curriculum_id', 'validation.invalid');
  assertOwner(request, owner);
  const sort_order = await nextPlace(db, { table: 'units', parentKey: 'curriculum_id' }, input.curriculum_id);
  return units.create(db, { ...input, sort_order });
}

export const updateUnit = (db: Kysely<Database>, id: number, input: z.output<typeof unitUpdateSchema>) =>
  units.update(db, id, input);

export const deleteUnit = units.remove;

export const unitExists = async (db: Kysely<Database>, id: number) => (await ownerOf(db, id)) !== undefined;
