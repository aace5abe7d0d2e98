import { systemSchema } from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerClassItems } from './class-items.js';
import { apiTag } from '../../lib/openapi.js';

/** Educational systems (الأنظمة التعليمية) of a class. */
const systems: FastifyPluginAsync = async (app) => {
  apiTag(app, 'systems', 'Educational systems (الأنظمة التعليمية) of a class, e.g. Arabic or Languages.');
  registerClassItems(app, {
    table: 'systems',
    item: systemSchema,
    tag: 'systems',
    noun: 'educational system',
    permissions: { read: 'systems.read', write: 'systems.write' },
    inUse: {
      code: 'system.in_use',
      summary: 'Deletes an educational system no student is enrolled in (409 `system.in_use` otherwise)',
      check: async (db, id) =>
        Boolean(await db.selectFrom('students').select('id').where('system_id', '=', id).limit(1).executeTakeFirst()),
    },
  });
};

export default systems;
