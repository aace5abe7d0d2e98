import { instantInputSchema } from './common.js';
import { idSchema, intQuery } from './ids.js';
import { cursorSchema, exportQuery, listQueries, rangesInOrder, searchQuery, sortQuery } from './list.js';
import { z } from './zod-setup.js';

/**
 * What an audit row records. `create`, `update` and `delete` are writes to a
 * record (an API key's revocation is its `delete`); `export` is a download of
 * a list; the three sign-in actions are the sessions of staff.
 */
export const auditActions = ['create', 'update', 'delete', 'export', 'sign_in', 'sign_in_failed', 'sign_out'] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** An entity name in a filter: a path segment's letters, digits and dashes. */
export const auditEntitySchema = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[a-z][a-z0-9-]*$/);

/** `GET /audit-log/entities`: every entity a route of the API records, so the screen's filter is never behind. */
export const auditEntityListSchema = z
  .object({
    /** Entity names as the API names them (the path under `/api/v1`), in alphabetical order. */
    items: z.array(auditEntitySchema),
  })
  .meta({
    id: 'AuditEntityList',
    description: 'The entities the audit trail records, as the routes that write them declare.',
    examples: [{ items: ['api-keys', 'classes', 'sessions', 'stages', 'teachers'] }],
  });
export type AuditEntityList = z.infer<typeof auditEntityListSchema>;

/** What a value in `before`, `after` or `details` may be: anything JSON, secrets already replaced. */
const jsonObject = z.record(z.string(), z.unknown());

/** Written in place of a secret (a password, a token, a key), which the log never holds. */
export const AUDIT_REDACTED = '[redacted]';

/** One row of the audit log. Rows are only ever added: no route changes or deletes one. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    /** When, in UTC. */
    created_at: z.iso.datetime({ offset: true }),
    /** The staff member who acted; null for an API key or a visitor (a failed sign-in). */
    user_id: z.number().int().nullable(),
    /** The API key that acted; null for a staff member or a visitor. */
    api_key_id: z.number().int().nullable(),
    /** The user's or the key's name when it acted (kept, so a deleted user is still named). */
    actor_name: z.string().nullable(),
    /** `admin`, `teacher`, `support-agent`, `service` (an API key), or null for a visitor. */
    role: z.string().nullable(),
    /** The client's address, as the server sees it (`TRUST_PROXY` decides whom to believe). */
    ip: z.string(),
    action: auditActionSchema,
    /** The resource, as the API path names it: `teachers`, `settings`, `api-keys` … */
    entity: z.string(),
    /** The record's id, as text; null for a whole resource (the settings, an export, a failed sign-in). */
    entity_id: z.string().nullable(),
    /**
     * The record before the change: whole for a delete, only the changed
     * fields for an update (nested fields as dotted paths), null for a create.
     * Secrets read `[redacted]`.
     */
    before: jsonObject.nullable(),
    /** The record after the change: whole for a create, the changed fields for an update, null for a delete. */
    after: jsonObject.nullable(),
    /** What else the action was: an export's format and filters, a failed sign-in's phone and reason. */
    details: jsonObject.nullable(),
  })
  .meta({
    id: 'AuditEntry',
    description: 'One row of the audit trail: who did what to which record, when, and what changed.',
    examples: [
      {
        id: 1201,
        created_at: '2026-11-23T09:15:00.000Z',
        user_id: 1,
        api_key_id: null,
        actor_name: 'Ahmed Samir',
        role: 'admin',
        ip: '203.0.113.7',
        action: 'update',
        entity: 'stages',
        entity_id: '3',
        before: { name_en: 'Secondary' },
        after: { name_en: 'Secondary school' },
        details: null,
      },
    ],
  });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The filters of the log, shared by the list and the export. */
const auditFilters = {
  /** Only what this staff member did. */
  user_id: idSchema.optional(),
  action: auditActionSchema.optional(),
  entity: auditEntitySchema.optional(),
  /** Only this record of `entity` (its id as the log writes it, e.g. `12`); needs `entity`. */
  entity_id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/)
    .optional(),
  /** From this instant, inclusive. */
  from: instantInputSchema.optional(),
  /** Up to this instant, exclusive. */
  to: instantInputSchema.optional(),
};

/** Rows a page of the log, at most 100. */
export const AUDIT_PAGE_MAX = 100;

/**
 * `GET /audit-log`: newest first, read by keyset. The first page is asked
 * without `after`; each answer's `nextCursor` (null on the last page) is the
 * `after=` of the next. There is no page number: an offset over a log that
 * grows with every write would cost more the deeper it went.
 */
export const auditListQuery = z
  .strictObject({
    ...auditFilters,
    /** A previous answer's `nextCursor`: the rows older than that answer's last. */
    after: cursorSchema.optional(),
    pageSize: intQuery({ min: 1, max: AUDIT_PAGE_MAX })
      .default(50)
      .meta({ description: 'Rows a page, at most 100; 50 when absent.' }),
  })
  .refine((q) => q.entity_id === undefined || q.entity !== undefined, {
    path: ['entity'],
    error: 'validation.required',
  })
  .superRefine(rangesInOrder(auditFilters));
export type AuditListQuery = z.output<typeof auditListQuery>;

/** `GET /audit-log/export`: the rows the same filters match, newest first, as CSV or XLSX. */
export const auditExportQuery = z
  .strictObject({ ...auditFilters, ...exportQuery })
  .refine((q) => q.entity_id === undefined || q.entity !== undefined, {
    path: ['entity'],
    error: 'validation.required',
  })
  .superRefine(rangesInOrder(auditFilters));
export type AuditExportQuery = z.output<typeof auditExportQuery>;

/** A page of the log. */
export const auditPageSchema = z
  .object({
    items: z.array(auditEntrySchema),
    /** `after=` this for the next (older) page; null when there is none. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'AuditPage', description: 'A page of the audit trail, newest first.' });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** A staff member the log can be filtered by (`GET /audit-log/users`): any role. */
export const auditUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.string(),
  })
  .meta({
    id: 'AuditUser',
    description: 'A staff member the trail can be filtered by.',
    examples: [{ id: 1, name: 'Ahmed Samir', role: 'admin' }],
  });
export type AuditUser = z.infer<typeof auditUserSchema>;

/** `GET /audit-log/users?q=`: staff by role, then name; `q` searches names and phones as the lists do. */
export const { listQuery: auditUserListQuery } = listQueries({
  sort: sortQuery(['role'], 'role'),
  q: searchQuery,
});
export type AuditUserListQuery = z.output<typeof auditUserListQuery>;
