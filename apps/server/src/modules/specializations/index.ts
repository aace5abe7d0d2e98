import { specializationSchema } from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerClassItems } from '../systems/class-items.js';
import { apiTag } from '../../lib/openapi.js';

/** Specializations (التخصصات) of a class; a subject may belong to one. */
const specializations: FastifyPluginAsync = async (app) => {
  apiTag(app, 'specializations', 'Specializations (التخصصات) of a class; a subject may belong to one.');
  registerClassItems(app, {
    table: 'specializations',
    item: specializationSchema,
    tag: 'specializations',
    noun: 'specialization',
    permissions: { read: 'specializations.read', write: 'specializations.write' },
    inUse: {
      code: 'specialization.in_use',
      summary:
        'Deletes a specialization no subject, curriculum or course belongs to (409 `specialization.in_use` otherwise)',
      check: async (db, id) =>
        Boolean(
          (await db
            .selectFrom('subjects')
            .select('id')
            .where('specialization_id', '=', id)
            .limit(1)
            .executeTakeFirst()) ??
          (await db
            .selectFrom('curriculum_specializations')
            .select('curriculum_id')
            .where('specialization_id', '=', id)
            .limit(1)
            .executeTakeFirst()) ??
          (await db
            .selectFrom('course_specializations')
            .select('course_id')
            .where('specialization_id', '=', id)
            .limit(1)
            .executeTakeFirst()),
        ),
    },
  });
};

export default specializations;
